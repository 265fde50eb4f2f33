// Records kept only as long as they are needed carry expireAt (docs/operations.md "Retention": what each
// holds and why it expires when it does). Production's TTL policy on expireAt deletes them but may lag
// by a day; platform/retention/purge-expired.trigger.ts purges them too.
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { db as defaultDb } from '../firebase-app.js';
import { RUN_ITEMS_COLLECTION } from '../../contract/index.js';
import { AUDIT_COLLECTION } from '../audit/audit.repo.js';
import { TRIGGER_EVENTS } from '../trigger-events.repo.js';

/** Top-level collections whose documents carry an expireAt TTL field. */
export const EXPIRING_COLLECTIONS = [
  'provisioningAttempts',
  'rateLimits',
  'mailboxProofs',
  TRIGGER_EVENTS,
  AUDIT_COLLECTION,
] as const;

/**
 * Subcollections (queried as collection groups) whose documents carry expireAt: health records under
 * users/{uid}/tradingAccounts/{n}, notifications under users/{uid}, items under deploymentRuns/{runId}.
 */
export const EXPIRING_SUBCOLLECTIONS = [
  'healthEvents',
  'healthIncidents',
  'notifications',
  RUN_ITEMS_COLLECTION,
] as const;

const PAGE = 400;

/** Deletes every document due at `now`, page by page until none is due; answers how many. */
export async function purgeExpired(now: Date = new Date(), db: Firestore = defaultDb): Promise<number> {
  const cutoff = Timestamp.fromDate(now);
  const sources: Query[] = [
    ...EXPIRING_COLLECTIONS.map((name) => db.collection(name)),
    ...EXPIRING_SUBCOLLECTIONS.map((name) => db.collectionGroup(name)),
  ];
  let deleted = 0;
  for (const source of sources) deleted += await deleteDue(db, source.where('expireAt', '<=', cutoff));
  return deleted;
}

async function deleteDue(db: Firestore, due: Query): Promise<number> {
  let deleted = 0;
  // Every page deletes what it read, so the same query's next page is the next due documents.
  for (;;) {
    const snapshot = await due.limit(PAGE).get();
    if (snapshot.empty) return deleted;
    const batch = db.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snapshot.size;
    if (snapshot.size < PAGE) return deleted;
  }
}
