// Every server read of users/{uid}. Roles are always read fresh here, never taken from a request.
import { FieldPath, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import { isSubscriptionActive, type Roles, type SubscriptionFacts } from '../product-rules/index.js';

export type { Roles };

export interface UserRecord {
  uid: string;
  data: Record<string, unknown>;
}

export async function readUser(uid: string): Promise<UserRecord | null> {
  const snapshot = await db.collection('users').doc(uid).get();
  const data = snapshot.data();
  return data ? { uid, data } : null;
}

/** The user's document as stored now (a trigger acts on the present, not on its event). */
export async function readUserData(
  uid: string,
  firestore: Firestore = db,
): Promise<DocumentData | undefined> {
  return (await firestore.collection('users').doc(uid).get()).data();
}

/** Several users' documents in one read, by uid (undefined for one that does not exist). */
export async function readUsersData(
  uids: string[],
  firestore: Firestore = db,
): Promise<Map<string, DocumentData | undefined>> {
  if (uids.length === 0) return new Map();
  const snapshots = await firestore.getAll(...uids.map((uid) => firestore.collection('users').doc(uid)));
  return new Map(snapshots.map((s) => [s.id, s.data()]));
}

/** The contract's one rule (status and expiry) applied to a stored user. */
export function hasActiveSubscription(user: UserRecord | null, now = Date.now()): boolean {
  return isSubscriptionActive(user?.data.subscription as SubscriptionFacts | undefined, now);
}

/** One page of users ordered by document id; `after` is the last id of the previous page. */
export async function listUsersPage(
  after: string | undefined,
  pageSize: number,
): Promise<{ users: UserRecord[]; hasMore: boolean }> {
  let query = db
    .collection('users')
    .orderBy(FieldPath.documentId())
    .limit(pageSize + 1);
  if (after) query = query.startAfter(after);
  const snapshot = await query.get();
  const users = snapshot.docs.slice(0, pageSize).map((doc) => ({ uid: doc.id, data: doc.data() }));
  return { users, hasMore: snapshot.docs.length > pageSize };
}

/** A stored time as ISO text: a Firestore timestamp, or text written as such; null otherwise. */
export function storedTimeIso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return typeof value === 'string' ? value : null;
}
