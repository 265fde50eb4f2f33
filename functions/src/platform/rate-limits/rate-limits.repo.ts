// rateLimits/{bucket}-{window}: one counter per key and fixed window, raised with an atomic increment
// (no transaction, so a burst never contends) and read back; every instance shares it. Keys are hashed
// so no IP address or broker login is stored in clear. expireAt drives the production TTL policy and
// the scheduled purge (platform/retention/purge-expired.trigger.ts); a new window is a new document, so counts reset.
// The bucket part of an id is a keyed HMAC (platform/keys/counter-id.rules.ts) under `rateLimitKey`, the
// RATE_LIMIT_KEY secret every endpoint mounts.
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firebase-app.js';
import { counterId } from '../keys/counter-id.rules.js';
import { rateLimited } from '../rule-violation.js';
import { tooManyRequestsMessage, windowOf } from './rate-limit-policy.rules.js';

export const RATE_LIMITS = 'rateLimits';

export interface Bucket {
  /** e.g. "checkAffiliation:user:<uid>"; keyed-hashed before use. */
  key: string;
  limit: number;
  windowSeconds: number;
}

interface Counter {
  bucket: Bucket;
  ref: DocumentReference;
  window: { index: number; retryAfter: number };
}

function countersOf(rateLimitKey: string, buckets: Bucket[], now: number): Counter[] {
  return buckets.map((bucket) => {
    const window = windowOf(now, bucket.windowSeconds);
    const id = counterId(rateLimitKey, bucket.key);
    return { bucket, window, ref: db.collection(RATE_LIMITS).doc(`${id}-${window.index}`) };
  });
}

async function raise(counters: Counter[]): Promise<void> {
  const batch = db.batch();
  for (const { ref, bucket, window } of counters) {
    const endsAt = (window.index + 1) * bucket.windowSeconds * 1000;
    batch.set(
      ref,
      { count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(endsAt) },
      { merge: true },
    );
  }
  await batch.commit();
}

/** Throws a 429 rule violation if any counter has passed `limit - allowance` (reads only). */
async function refuseFull(counters: Counter[], allowance: number, message?: string): Promise<void> {
  const snapshots = await db.getAll(...counters.map((counter) => counter.ref));
  let retryAfter = 0;
  snapshots.forEach((snapshot, i) => {
    const counter = counters[i]!;
    const count = Number(snapshot.get('count') ?? 0);
    if (count > counter.bucket.limit - allowance)
      retryAfter = Math.max(retryAfter, counter.window.retryAfter);
  });
  if (retryAfter > 0) throw rateLimited(message ?? tooManyRequestsMessage(retryAfter), retryAfter);
}

/** Counts one request in every bucket; throws a 429 rule violation if any is over its limit. */
export async function countAndCheck(
  rateLimitKey: string,
  buckets: Bucket[],
  now = Date.now(),
): Promise<void> {
  if (buckets.length === 0) return;
  const counters = countersOf(rateLimitKey, buckets, now);
  await raise(counters);
  await refuseFull(counters, 0);
}

/**
 * Throws a 429 rule violation (with `message`, else the generic one) if one more count would put any
 * bucket over its limit; counts nothing.
 */
export async function refuseIfFull(
  rateLimitKey: string,
  buckets: Bucket[],
  message?: string,
  now = Date.now(),
): Promise<void> {
  if (buckets.length === 0) return;
  await refuseFull(countersOf(rateLimitKey, buckets, now), 1, message);
}

/** Counts one event (e.g. a failure) in every bucket, without checking. */
export async function countOnly(rateLimitKey: string, buckets: Bucket[], now = Date.now()): Promise<void> {
  if (buckets.length === 0) return;
  await raise(countersOf(rateLimitKey, buckets, now));
}
