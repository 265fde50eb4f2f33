// Erasing a person (docs/operations.md "Erasure"): the steps of the one cleanup, in order, and the rules
// that keep it from stopping halfway. Every step is safe to repeat, and the erasure document records the
// last step done, so a retried task resumes after it. Pure: the steps' effects are the service's.
import { counterId } from '../platform/keys/counter-id.rules.js';

/** In this order: copying stops before the account goes, the data goes before the sign-in does. */
export const ERASURE_STEPS = ['subscribers', 'accounts', 'audit', 'data', 'authUser', 'erasedEntry'] as const;
export type ErasureStep = (typeof ERASURE_STEPS)[number];

export type ErasureStatus = 'pending' | 'done' | 'failed';
export type ErasureOrigin = 'self' | 'admin' | 'authDeletion';

/** Queue retries with backoff: a bridge outage of a few hours delays an erasure, it never loses it. */
export const ERASURE_TASK_RETRY = {
  maxAttempts: 12,
  minBackoffSeconds: 10,
  maxBackoffSeconds: 3600,
  maxDoublings: 8,
  dispatchDeadlineSeconds: 300,
} as const;

/** The steps still to run after `lastDone` (all of them when none is done yet). */
export function stepsAfter(lastDone: ErasureStep | null): ErasureStep[] {
  return lastDone === null ? [...ERASURE_STEPS] : ERASURE_STEPS.slice(ERASURE_STEPS.indexOf(lastDone) + 1);
}

/**
 * Runs the steps after `lastDone` one by one, recording each once it is done; the first failure stops
 * the run with the steps before it recorded, so the next attempt starts at the failed step.
 */
export async function runStepsAfter(
  lastDone: ErasureStep | null,
  run: (step: ErasureStep) => Promise<void>,
  recordDone: (step: ErasureStep) => Promise<void>,
): Promise<void> {
  for (const step of stepsAfter(lastDone)) {
    await run(step);
    await recordDone(step);
  }
}

/** After a failed attempt: the queue tries again until its last attempt, then the erasure is failed. */
export function statusAfterFailure(retryCount: number): ErasureStatus {
  return retryCount + 1 >= ERASURE_TASK_RETRY.maxAttempts ? 'failed' : 'pending';
}

/**
 * The name an erased person keeps in the audit log: a keyed HMAC of the uid (platform/keys/counter-id.rules.ts), so
 * entries about one person still group together and nobody without the key can tell who it was.
 */
export function pseudonymOf(hashKey: string, uid: string): string {
  return `erased-${counterId(hashKey, `erased-user:${uid}`)}`;
}

/** Cloud Tasks names: letters, digits, - and _ only. The run number names a retry after a failure. */
export function erasureTaskId(uid: string, run: number): string {
  return `erasure-${uid.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 128)}-${run}`;
}

/** What replaces the person's e-mail address in the audit entries about them. */
export const ERASED_EMAIL = '[erased]';

export interface ErasedPerson {
  uid: string;
  email: string | null;
  pseudonym: string;
}

function scrub(value: unknown, person: ErasedPerson): unknown {
  if (typeof value === 'string') {
    if (value === person.uid) return person.pseudonym;
    if (person.email && value.toLowerCase() === person.email.toLowerCase()) return ERASED_EMAIL;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, person));
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, person)]));
  }
  return value;
}

export interface AuditFields {
  actorUid: unknown;
  targetUid: unknown;
  details: unknown;
}

/** An audit entry with the person's uid replaced by their pseudonym and their e-mail removed. */
export function pseudonymisedEntry(entry: AuditFields, person: ErasedPerson): AuditFields {
  return {
    actorUid: scrub(entry.actorUid, person),
    targetUid: scrub(entry.targetUid, person),
    details: scrub(entry.details, person),
  };
}
