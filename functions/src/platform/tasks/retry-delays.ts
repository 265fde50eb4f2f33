// How long a task waits before it runs again (docs/architecture.md §11): after a transient failure it
// backs off; after a 429 it waits for the bridge's recommended retry time.

/** Backoff before re-trying a transient failure: 2, 4, 8, 16 s, then 30 s. */
export function transientDelaySeconds(attempt: number): number {
  return Math.min(2 ** (attempt + 1), 30);
}

/** Seconds until the bridge's recommended retry time (at least 1; 60 when it gave none). */
export function rateLimitDelaySeconds(retryAt: number | undefined, now: number): number {
  if (retryAt === undefined) return 60;
  return Math.max(1, Math.ceil((retryAt - now) / 1000));
}
