// Abuse limits in the request pipeline: after validation (bad input costs nothing and writes nothing)
// and before any role read or handler work, each request counts against its caller and its client IP.
import type { Request } from 'firebase-functions/v2/https';
import { RATE_LIMIT_TEST_IP_PREFIX } from '../../config/security-params.js';
import { LOGIN_LIMIT, policyFor, scaledLimit, TEST_DIVISOR } from '../../domain/rate-limit-policy.js';
import { countAndCheck, type Bucket } from '../../repos/rate-limits-repo.js';

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
    bucket(`${endpoint}:ip:${ip}`, policy.perIp, policy.windowSeconds, divisor),
  ]);
}

/** provisionFullAccount: attempts per broker login (normalised), whoever sends them. */
export async function enforceLoginLimit(login: string, request: Request): Promise<void> {
  const divisor = divisorFor(clientIp(request));
  await countAndCheck([
    bucket(`provisionFullAccount:login:${login}`, LOGIN_LIMIT.limit, LOGIN_LIMIT.windowSeconds, divisor),
  ]);
}
