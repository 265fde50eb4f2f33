// Abuse limits in the request pipeline: after validation (bad input costs nothing and writes nothing)
// and before any role read or handler work, each request counts against its caller and its client IP.
import type { Request } from 'firebase-functions/v2/https';
import { RATE_LIMIT_TEST_IP_PREFIX } from '../../config/security-params.js';
import {
  ipBucketOf,
  LOGIN_FAILURE_LIMIT,
  policyFor,
  scaledLimit,
  TEST_DIVISOR,
} from '../../domain/rate-limit-policy.js';
import { RATE_LIMIT_MESSAGE } from '../../domain/provisioning-policy.js';
import { countAndCheck, countOnly, refuseIfFull, type Bucket } from '../../repos/rate-limits-repo.js';

/**
 * The client IP as Google's front end saw it: the LAST X-Forwarded-For entry (the one it appends; any
 * earlier entries are whatever the client sent). Without the header, the socket's address.
 */
export function clientIp(request: Request): string {
  const forwarded = request.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || request.socket.remoteAddress || 'unknown';
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
  await countAndCheck([
    bucket(`${endpoint}:user:${uid}`, policy.perUser, policy.windowSeconds, divisor),
    bucket(`${endpoint}:ip:${ipBucketOf(ip)}`, policy.perIp, policy.windowSeconds, divisor),
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
    bucket(`provisionFullAccount:failures:caller:${attempt.callerUid}`, perCaller, windowSeconds, divisor),
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
  await refuseIfFull(loginFailureBuckets(attempt, request), RATE_LIMIT_MESSAGE);
}

/** provisionFullAccount: one more failed login, for the caller and for the login of that owner. */
export async function countLoginFailure(attempt: LoginAttempt, request: Request): Promise<void> {
  await countOnly(loginFailureBuckets(attempt, request));
}
