// The composition root of the backend's adapters (docs/architecture.md §2): the one way any function
// reaches the trading bridge, the affiliate verifier and the mailer, each built once per instance from
// the functions' params on first use (params resolve at run time, not at deploy time). Firestore and
// Auth are firebase-app.ts: the repos read and write through it, and a service that hands a repo its Firestore
// (so tests can point it elsewhere) takes it from here; no service or trigger touches Firestore itself
// (eslint/boundaries.js). The same MetaApi adapter talks to MetaApi in production and to the simulator
// locally.
import type { AffiliateVerifier } from '../affiliation/index.js';
import type { TradingBridge } from '../bridge/index.js';
import { createAffiliateVerifier, createBridge, createRunBridge } from './params/bridge-params.js';
import { createSmtpMailer } from './mailer/smtp-mailer.js';
import type { Mailer } from './mailer/mailer.js';

/** The Firestore handle a service passes to a repository that takes one. */
export { db as firestore } from './firebase-app.js';

/** One instance per factory, built on the first call. */
function once<T>(build: () => T): () => T {
  let instance: T | undefined;
  return () => (instance ??= build());
}

/** The bridge of requests, schedules and triggers: bounded retries inside a call (bridge-params.ts). */
export const bridge: () => TradingBridge = once(createBridge);

/** The bridge of deployment-run tasks: no retries inside a task, the queue reschedules it. */
export const runBridge: () => TradingBridge = once(createRunBridge);

export const affiliateVerifier: () => AffiliateVerifier = once(createAffiliateVerifier);

/** The SMTP mailer of notification e-mails and mailbox proofs (platform/mailer/smtp-mailer.ts). */
export const mailer: () => Mailer = once(createSmtpMailer);
