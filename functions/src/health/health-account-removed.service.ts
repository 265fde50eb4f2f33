// A deleted trading account leaves the copy-health watch (README "Copy health"): its incidents live in
// subcollections that outlive the account document, so each open one is resolved as "account removed"
// and no count (the admin summary's open incidents) includes it any more. No owner notification: the
// account is gone, nothing about it is wrong.
import type { Firestore } from 'firebase-admin/firestore';
import { resolveIncidentsOfRemovedAccount } from './health.repo.js';

/** How many open incidents it resolved; repeating it resolves none. */
export function closeIncidentsOfRemovedAccount(
  uid: string,
  accountNumber: string,
  options: { now?: number; db?: Firestore } = {},
): Promise<number> {
  return resolveIncidentsOfRemovedAccount(uid, accountNumber, options.now ?? Date.now(), options.db);
}
