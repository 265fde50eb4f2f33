// Keeps users/{uid}.searchKeys in step with the profile (users/user-search-keys.trigger.ts): the keys are
// rewritten only when they differ, and only over the version of the document the caller saw.
import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import { SEARCH_KEYS_FIELD, writeSearchKeys } from './user-search.repo.js';
import { sameSearchKeys, userSearchKeys, type UserSearchKeys } from '../product-rules/index.js';

export type SearchKeysRefresh =
  { status: 'current' } | { status: 'updated'; keys: UserSearchKeys } | { status: 'superseded' };

/**
 * Keys already current (the refresh's own write lands here): nothing to do. Otherwise written only over
 * `seen`: a newer write has its own refresh, whose keys win (a late or replayed one never puts stale keys back).
 */
export async function refreshStoredSearchKeys(
  uid: string,
  profile: DocumentData,
  seen: Timestamp,
  db: Firestore,
): Promise<SearchKeysRefresh> {
  const keys = userSearchKeys(profile);
  if (sameSearchKeys(profile[SEARCH_KEYS_FIELD], keys)) return { status: 'current' };
  const written = await writeSearchKeys(uid, keys, seen, db);
  return written === 'updated' ? { status: 'updated', keys } : { status: 'superseded' };
}
