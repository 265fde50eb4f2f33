// rateLimits/{bucket}-{window}: one counter per key and fixed window, raised with an atomic increment
// (no transaction, so a burst never contends) and read back; every instance shares it. Keys are hashed
// so no IP address or broker login is stored in clear. expireAt drives the production TTL policy and
// the scheduled purge (triggers/purge-expired.ts); a new window is a new document, so counts reset.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { rateLimited } from '../domain/errors.js';
import { tooManyRequestsMessage, windowOf } from '../domain/rate-limit-policy.js';

export const RATE_LIMITS = 'rateLimits';

export interface Bucket {
  /** e.g. "checkAffiliation:user:<uid>"; hashed before use. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Counts one request in every bucket; throws a 429 rule violation if any is over its limit. */
export async function countAndCheck(buckets: Bucket[], now = Date.now()): Promise<void> {
  if (buckets.length === 0) return;
  const batch = db.batch();
  const entries = buckets.map((bucket) => {
    const window = windowOf(now, bucket.windowSeconds);
    const id = createHash('sha256').update(bucket.key).digest('hex').slice(0, 40);
    const ref = db.collection(RATE_LIMITS).doc(`${id}-${window.index}`);
    const endsAt = (window.index + 1) * bucket.windowSeconds * 1000;
    batch.set(
      ref,
      { count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(endsAt) },
      { merge: true },
    );
    return { ref, bucket, window };
  });
  await batch.commit();
  const snapshots = await db.getAll(...entries.map((entry) => entry.ref));
  let retryAfter = 0;
  snapshots.forEach((snapshot, i) => {
    const entry = entries[i]!;
    const count = Number(snapshot.get('count') ?? 0);
    if (count > entry.bucket.limit) retryAfter = Math.max(retryAfter, entry.window.retryAfter);
  });
  if (retryAfter > 0) throw rateLimited(tooManyRequestsMessage(retryAfter), retryAfter);
}
