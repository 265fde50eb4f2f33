// Abuse limits in the request pipeline: after validation (bad input costs nothing and writes nothing)
// and before any role read or handler work, each request counts against its caller and its client IP.
// Refused requests (400, 401) count apart: per user when the request carries a signed token, else per
// address, checked before Firebase Auth is asked about the token.
import type { Request } from 'firebase-functions/v2/https';
import { RATE_LIMIT_KEY, RATE_LIMIT_TEST_IP_PREFIX, TRUSTED_PROXY_HOPS } from '../params/security-params.js';
import {
  AFFILIATION_BUDGETS,
  affiliationDayKey,
  affiliationLoginKey,
  clientAddressOf,
  ipBucketOf,
  LOGIN_FAILURE_LIMIT,
  loginFailureCallerKey,
  policyFor,
  REFUSED_LIMIT,
  scaledLimit,
  TEST_DIVISOR,
  userBucketKey,
} from '../rate-limits/rate-limit-policy.rules.js';
import { countAndCheck, countOnly, refuseIfFull, type Bucket } from '../rate-limits/rate-limits.repo.js';
import { RATE_LIMIT_MESSAGE } from '../rate-limits/rate-limit-policy.rules.js';

/**
 * The client IP: the X-Forwarded-For entry Google's front end appended, or the one our own proxies
 * recorded (TRUSTED_PROXY_HOPS). Without the header, the socket's address.
 */
export function clientIp(request: Request): string {
  const address = clientAddressOf(request.get('x-forwarded-for'), TRUSTED_PROXY_HOPS.value());
  return address ?? request.socket.remoteAddress ?? 'unknown';
}

function divisorFor(ip: string): number {
  const prefix = RATE_LIMIT_TEST_IP_PREFIX.value();
  return prefix && ip.startsWith(prefix) ? TEST_DIVISOR : 1;
}

function bucket(key: string, limit: number, windowSeconds: number, divisor: number): Bucket {
  return { key, limit: scaledLimit(limit, divisor), windowSeconds };
}

export async function enforceEndpointLimits(endpoint: string, uid: string, request: Request): Promise<void> {
  const ip = clientIp(request);
  const divisor = divisorFor(ip);
  const policy = policyFor(endpoint);
  await countAndCheck(RATE_LIMIT_KEY.value(), [
    bucket(userBucketKey(endpoint, uid), policy.perUser, policy.windowSeconds, divisor),
    bucket(`${endpoint}:ip:${ipBucketOf(ip)}`, policy.perIp, policy.windowSeconds, divisor),
  ]);
}

/** checkAffiliation's budgets (platform/rate-limits/rate-limit-policy.rules.ts): the person's day, and the login's hour. */
export async function enforceAffiliationBudgets(
  uid: string,
  accountNumber: string,
  request: Request,
): Promise<void> {
  const divisor = divisorFor(clientIp(request));
  await countAndCheck(RATE_LIMIT_KEY.value(), [
    bucket(affiliationDayKey(uid), AFFILIATION_BUDGETS.perUserDay, 86_400, divisor),
    bucket(affiliationLoginKey(accountNumber), AFFILIATION_BUDGETS.perLoginHour, 3600, divisor),
  ]);
}

/** One attempt to connect a broker login (normalised) for `ownerUid`, made by `callerUid`. */
export interface LoginAttempt {
  callerUid: string;
  ownerUid: string;
  login: string;
}

function loginFailureBuckets(attempt: LoginAttempt, request: Request): Bucket[] {
  const divisor = divisorFor(clientIp(request));
  const { perCaller, perLogin, windowSeconds } = LOGIN_FAILURE_LIMIT;
  return [
    bucket(loginFailureCallerKey(attempt.callerUid), perCaller, windowSeconds, divisor),
    bucket(
      `provisionFullAccount:failures:login:${attempt.ownerUid}:${attempt.login}`,
      perLogin,
      windowSeconds,
      divisor,
    ),
  ];
}

/** provisionFullAccount: 429 once the caller, or this login for its owner, has failed too often. */
export async function refuseLockedLogin(attempt: LoginAttempt, request: Request): Promise<void> {
  await refuseIfFull(RATE_LIMIT_KEY.value(), loginFailureBuckets(attempt, request), RATE_LIMIT_MESSAGE);
}

/** provisionFullAccount: one more failed login, for the caller and for the login of that owner. */
export async function countLoginFailure(attempt: LoginAttempt, request: Request): Promise<void> {
  await countOnly(RATE_LIMIT_KEY.value(), loginFailureBuckets(attempt, request));
}

/** Whose refused requests these are: the user of a signed token, else (null) the client address. */
export interface RefusedBy {
  uid: string | null;
}

function refusedBucket(endpoint: string, request: Request, by: RefusedBy): Bucket {
  const ip = clientIp(request);
  const { perIp, windowSeconds } = REFUSED_LIMIT;
  const who = by.uid === null ? `ip:${ipBucketOf(ip)}` : `user:${by.uid}`;
  return bucket(`${endpoint}:refused:${who}`, perIp, windowSeconds, divisorFor(ip));
}

/** Before the token is asked about: 429 once these refused requests to `endpoint` used the budget. */
export async function refuseOverRefused(endpoint: string, request: Request, by: RefusedBy): Promise<void> {
  await refuseIfFull(RATE_LIMIT_KEY.value(), [refusedBucket(endpoint, request, by)]);
}

/** One more refused request (400 or 401) to `endpoint`, of this user or else this address. */
export async function countRefused(endpoint: string, request: Request, by: RefusedBy): Promise<void> {
  await countOnly(RATE_LIMIT_KEY.value(), [refusedBucket(endpoint, request, by)]);
}
