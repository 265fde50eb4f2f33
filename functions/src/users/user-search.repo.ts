// Reads behind the admin user search: prefix range queries on users' searchKeys, and the number of
// users as a count aggregation (one index read per 1,000 documents, no document reads). Each range query
// is on one field ordered by that field and the document id, which the automatic single-field index
// serves: no composite index is needed.
import { FieldPath, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import type { KeyPosition, SearchStream } from './user-search.rules.js';
import type { UserRecord } from './users.repo.js';
import { SEARCH_PREFIX_END, type UserSearchField, type UserSearchKeys } from '../product-rules/index.js';

export const SEARCH_KEYS_FIELD = 'searchKeys';

/** The keys as stored (what the queries matched); a missing one is empty, so it matches nothing. */
function keysOf(data: Record<string, unknown>): UserSearchKeys {
  const stored = (data[SEARCH_KEYS_FIELD] ?? {}) as Record<string, unknown>;
  const key = (field: UserSearchField) => (typeof stored[field] === 'string' ? stored[field] : '');
  return { name: key('name'), lastName: key('lastName'), email: key('email'), mobile: key('mobile') };
}

/** Up to `limit` users whose key `field` starts with `prefix`, after `after` in (key, id) order. */
export async function usersByKeyPrefix(
  field: UserSearchField,
  prefix: string,
  after: KeyPosition | undefined,
  limit: number,
): Promise<SearchStream<UserRecord>> {
  const path = `${SEARCH_KEYS_FIELD}.${field}`;
  let query = db
    .collection('users')
    .where(path, '>=', prefix)
    .where(path, '<', prefix + SEARCH_PREFIX_END)
    .orderBy(path)
    .orderBy(FieldPath.documentId())
    .limit(limit);
  if (after) query = query.startAfter(after.value, after.uid);
  const snapshot = await query.get();
  const hits = snapshot.docs.map((doc) => {
    const data = doc.data();
    return { uid: doc.id, keys: keysOf(data), item: { uid: doc.id, data } };
  });
  return { field, hits, exhausted: hits.length < limit };
}

export async function countUsers(): Promise<number> {
  const snapshot = await db.collection('users').count().get();
  return snapshot.data().count;
}

const FAILED_PRECONDITION = 9;
const NOT_FOUND = 5;

/**
 * Writes a user's search keys only over the version `seen` (its update time): a newer write has its own
 * event, whose keys win, so a late or replayed delivery never puts stale keys back ('superseded').
 */
export async function writeSearchKeys(
  uid: string,
  keys: UserSearchKeys,
  seen: Timestamp,
  firestore: Firestore = db,
): Promise<'updated' | 'superseded'> {
  try {
    await firestore
      .collection('users')
      .doc(uid)
      .update({ [SEARCH_KEYS_FIELD]: keys }, { lastUpdateTime: seen });
    return 'updated';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === FAILED_PRECONDITION || code === NOT_FOUND) return 'superseded';
    throw error;
  }
}
