// Every server read of users/{uid}. Roles are always read fresh here, never taken from a request.
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin.js';

export interface Roles {
  isAdmin: boolean;
  isTechnicalAdmin: boolean;
}

function rolesOf(data: Record<string, unknown>): Roles {
  const isAdmin = data.isAdmin === true;
  // A technical admin must also be an admin: one flag without the other grants nothing extra.
  return { isAdmin, isTechnicalAdmin: isAdmin && data.isTechnicalAdmin === true };
}

export async function readRoles(uid: string): Promise<Roles> {
  const snapshot = await db.collection('users').doc(uid).get();
  return rolesOf(snapshot.data() ?? {});
}

export interface UserRecord {
  uid: string;
  data: Record<string, unknown>;
}

export async function readUser(uid: string): Promise<UserRecord | null> {
  const snapshot = await db.collection('users').doc(uid).get();
  const data = snapshot.data();
  return data ? { uid, data } : null;
}

/** Active means status 'active' and, when an expiry is set, not yet expired. */
export function hasActiveSubscription(user: UserRecord | null, now = Date.now()): boolean {
  const subscription = user?.data.subscription as { status?: unknown; expiresAt?: unknown } | undefined;
  if (subscription?.status !== 'active') return false;
  const expiresAt = subscription.expiresAt;
  if (expiresAt instanceof Timestamp) return expiresAt.toMillis() > now;
  return true;
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
