// Records kept only as long as they are needed carry expireAt: provisioning attempts (the retry window
// of a rejected or pending connection), rate-limit counters and one-time mailbox proofs. Production's
// TTL policy on expireAt deletes them but may lag by a day; triggers/purge-expired.ts purges them too.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../admin.js';

/** Collections whose documents carry an expireAt TTL field. */
export const EXPIRING_COLLECTIONS = ['provisioningAttempts', 'rateLimits', 'mailboxProofs'] as const;
const PAGE = 400;

/** Deletes every document due at `now`, page by page until none is due; answers how many. */
export async function purgeExpired(now: Date = new Date(), db: Firestore = defaultDb): Promise<number> {
  const cutoff = Timestamp.fromDate(now);
  let deleted = 0;
  for (const name of EXPIRING_COLLECTIONS) {
    const due = db.collection(name).where('expireAt', '<=', cutoff).limit(PAGE);
    // Every page deletes what it read, so the same query's next page is the next due documents.
    for (;;) {
      const snapshot = await due.get();
      if (snapshot.empty) break;
      const batch = db.batch();
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
      deleted += snapshot.size;
      if (snapshot.size < PAGE) break;
    }
  }
  return deleted;
}
