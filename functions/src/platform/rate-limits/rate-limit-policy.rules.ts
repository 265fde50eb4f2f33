// Abuse limits (docs/architecture.md "Abuse limits"): fixed windows per user and per client IP. Calls
// that cost partner or bridge quota are tight; every other endpoint has a generous ceiling that only a
// script would reach. Pure rules: the counters live in platform/rate-limits/rate-limits.repo.ts.

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
  // One download reads every record of the person: five in ten minutes is plenty (docs/product.md §14).
  exportMyData: { perUser: 5, perIp: 60, windowSeconds: 600 },
};

/**
 * checkAffiliation answers whether a broker login is affiliated: an oracle. Beyond its per-minute limit,
 * each person has a daily budget, and each login an hourly one whoever asks, so neither one account nor
 * many can sweep logins or probe one login repeatedly.
 */
export const AFFILIATION_BUDGETS = {
  perUserDay: 50,
  perLoginHour: 100,
} as const;

/** The counter key of one person's affiliation checks of the day. */
export function affiliationDayKey(uid: string): string {
  return `checkAffiliation:day:user:${uid}`;
}

/** The counter key of the checks of one broker login (normalised digits). */
export function affiliationLoginKey(accountNumber: string): string {
  return `checkAffiliation:login:${accountNumber}`;
}

/**
 * Failed attempts to connect a broker login (the broker refused the password, or the number is another
 * user's), counted twice: per caller (5 an hour, as the broker-refusal limit of provisioning-policy.ts,
 * which probing taken numbers never reaches), and per login for the user it is being connected for. A stranger's
 * failures fill only the stranger's counters, so nobody can lock an owner out of their own login; the
 * owner's own failures and an admin's acting for the owner fill the owner's.
 */
export const LOGIN_FAILURE_LIMIT = { perCaller: 5, perLogin: 10, windowSeconds: 3600 } as const;

/**
 * Refused requests (401: no or a bad token; 400: a malformed input) per client IP and endpoint,
 * checked before the token is verified, so a flood of bad tokens gets 429 without a revocation lookup
 * each. Generous: a person mistyping, or an expired session retrying, never reaches it.
 */
export const REFUSED_LIMIT = { perIp: 60, windowSeconds: 60 } as const;

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

/** An IPv6 address as its 8 groups of 16 bits, or null when it is not one ("::" expanded). */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The per-IP bucket of a client address: an IPv4 address as itself; an IPv6 address by its /64
 * prefix, the smallest block a provider hands one customer, so one customer cannot spread requests
 * over unlimited addresses. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4 address.
 */
export function ipBucketOf(ip: string): string {
  const address =
    ip
      .trim()
      .replace(/^\[|\]$/g, '')
      .split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The counter key of one person's requests to `endpoint` (also how an erasure finds their counters). */
export function userBucketKey(endpoint: string, uid: string): string {
  return `${endpoint}:user:${uid}`;
}

/** The counter key of one person's failed broker logins (provisionFullAccount). */
export function loginFailureCallerKey(uid: string): string {
  return `provisionFullAccount:failures:caller:${uid}`;
}

/**
 * The client's address from X-Forwarded-For: entries are appended left to right, each hop adding the
 * address it received from, so only the last `trustedHops + 1` entries were written by us or Google's
 * front end; anything left of them is whatever the client sent. With fewer entries than that, the
 * leftmost one (the request skipped a proxy: docs/operations.md says to close that path).
 */
export function clientAddressOf(forwardedFor: string | undefined, trustedHops: number): string | undefined {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - 1 - Math.max(0, Math.trunc(trustedHops)))];
}

/** What a refused broker-login attempt says (docs/product.md §8). */
export const RATE_LIMIT_MESSAGE =
  'Too many failed attempts to connect a trading account. Please check your account number, password and server, and try again in an hour.';
