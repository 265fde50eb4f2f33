// The per-account lease over CopyFactory subscriber writes (docs/architecture.md §6 "Subscriber lease"):
// the subscriber is one document replaced whole by every PUT, so two read-modify-writes of the same
// account at once would undo each other. Pure: when a stored lease may be taken, and how long a waiter
// waits between tries.

/**
 * A lease lapses this long after it was taken: as long as an HTTP function or a trigger may run
 * (platform/function-sizing.ts), so a holder killed at its timeout frees the account by then.
 */
export const SUBSCRIBER_LEASE_TTL_MS = 60_000;

/** A waiter gives up after this long and answers "try again" (409), leaving the write time to run. */
export const SUBSCRIBER_LEASE_WAIT_MS = 20_000;

export interface StoredLease {
  holder: string;
  /** Epoch ms after which the lease no longer holds. */
  expiresAt: number;
}

/** The lease may be taken by `holder`: none is stored, it has lapsed, or it is already this holder's. */
export function leaseIsFree(stored: StoredLease | null, holder: string, now: number): boolean {
  return stored === null || stored.expiresAt <= now || stored.holder === holder;
}

/** The pause before the next try: 100 ms doubling, at most 2 s. */
export const leaseRetryDelayMs = (attempt: number): number => Math.min(2_000, 100 * 2 ** attempt);
