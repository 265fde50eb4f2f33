// Abuse limits (docs/operations.md "Abuse limits"): fixed windows per user and per client IP. Calls
// that cost partner or bridge quota are tight; every other endpoint has a generous ceiling that only a
// script would reach. Pure rules: the counters live in repos/rate-limits-repo.ts.

export interface LimitPolicy {
  perUser: number;
  perIp: number;
  windowSeconds: number;
}

export const GENEROUS_LIMIT: LimitPolicy = { perUser: 300, perIp: 1200, windowSeconds: 60 };

export const ENDPOINT_LIMITS: Record<string, LimitPolicy> = {
  checkAffiliation: { perUser: 10, perIp: 60, windowSeconds: 60 },
  searchMetaTraderServers: { perUser: 30, perIp: 120, windowSeconds: 60 },
  provisionFullAccount: { perUser: 10, perIp: 30, windowSeconds: 600 },
};

/**
 * Failed attempts to connect a broker login (the broker refused the password, or the number is another
 * user's), counted twice: per caller (5 an hour, as the broker-refusal limit of provisioning-policy.ts,
 * which probing taken numbers never reaches), and per login for the user it is being connected for. A stranger's
 * failures fill only the stranger's counters, so nobody can lock an owner out of their own login; the
 * owner's own failures and an admin's acting for the owner fill the owner's.
 */
export const LOGIN_FAILURE_LIMIT = { perCaller: 5, perLogin: 10, windowSeconds: 3600 } as const;

/** Test callers (see RATE_LIMIT_TEST_IP_PREFIX) get limits this many times smaller (same windows). */
export const TEST_DIVISOR = 10;

export function policyFor(endpoint: string): LimitPolicy {
  return ENDPOINT_LIMITS[endpoint] ?? GENEROUS_LIMIT;
}

export function scaledLimit(limit: number, divisor: number): number {
  return Math.max(1, Math.floor(limit / divisor));
}

/** The fixed window `now` falls in, and the seconds until it ends (for Retry-After). */
export function windowOf(now: number, windowSeconds: number): { index: number; retryAfter: number } {
  const ms = windowSeconds * 1000;
  const index = Math.floor(now / ms);
  return { index, retryAfter: Math.max(1, Math.ceil(((index + 1) * ms - now) / 1000)) };
}

export function tooManyRequestsMessage(retryAfter: number): string {
  return `Too many requests. Please wait ${retryAfter} seconds and try again.`;
}
