// withSubscriberLease: the one way any read-modify-write of an account's CopyFactory subscriber runs
// (docs/architecture.md §6 "Subscriber lease"). The subscriber is one document replaced whole by every
// PUT, so a write that read it before another write landed would undo that write (a cancel's close-only,
// a removal, an admin's guardrails). Holding the account's lease from the read to the PUT serialises them.
import { randomUUID } from 'node:crypto';
import { inConflict } from '../platform/rule-violation.js';
import {
  leaseRetryDelayMs,
  SUBSCRIBER_LEASE_TTL_MS,
  SUBSCRIBER_LEASE_WAIT_MS,
} from './subscriber-lease.rules.js';
import { releaseSubscriberLease, tryTakeSubscriberLease } from './subscriber-leases.repo.js';

export const LEASE_BUSY_MESSAGE = 'Another change to this account is in progress; try again in a moment.';

/** Where leases are kept and how time passes: Firestore and the wall clock, or a test's own. */
export interface LeaseRuntime {
  take(subscriberId: string, holder: string, now: number, ttlMs: number): Promise<boolean>;
  release(subscriberId: string, holder: string): Promise<void>;
  now(): number;
  sleep(ms: number): Promise<void>;
}

const firestoreLeases: LeaseRuntime = {
  take: (id, holder, now, ttlMs) => tryTakeSubscriberLease(id, holder, now, ttlMs),
  release: (id, holder) => releaseSubscriberLease(id, holder),
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Waits (with backoff) for the account's lease; throws a 409 "try again" once the wait is over. */
async function takeLease(subscriberId: string, holder: string, runtime: LeaseRuntime): Promise<void> {
  const deadline = runtime.now() + SUBSCRIBER_LEASE_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    if (await runtime.take(subscriberId, holder, runtime.now(), SUBSCRIBER_LEASE_TTL_MS)) return;
    const pause = leaseRetryDelayMs(attempt);
    if (runtime.now() + pause > deadline) throw inConflict(LEASE_BUSY_MESSAGE);
    await runtime.sleep(pause);
  }
}

/** Runs `fn` holding the account's subscriber lease, and gives the lease back however `fn` ends. */
export async function withSubscriberLease<T>(
  subscriberId: string,
  fn: () => Promise<T>,
  runtime: LeaseRuntime = firestoreLeases,
): Promise<T> {
  const holder = randomUUID();
  await takeLease(subscriberId, holder, runtime);
  try {
    return await fn();
  } finally {
    await runtime.release(subscriberId, holder);
  }
}
