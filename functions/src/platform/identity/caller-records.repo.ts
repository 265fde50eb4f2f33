// The request pipeline's own reads (docs/architecture.md §2): the caller's roles, always read fresh,
// never taken from a request, and which user owns a bridge account id a request names
// (bridgeAccounts/{metaApiAccountId}, written with the account in accounts/accounts.repo.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../firebase-app.js';
import { effectiveRoles, type Roles } from '../../product-rules/index.js';

export type { Roles };

export async function readRoles(uid: string): Promise<Roles> {
  const snapshot = await db.collection('users').doc(uid).get();
  return effectiveRoles(snapshot.data());
}

export interface BridgeAccountIndex {
  uid: string;
  accountNumber: string;
}

export async function findBridgeAccount(metaApiAccountId: string): Promise<BridgeAccountIndex | null> {
  const snapshot = await db.collection('bridgeAccounts').doc(metaApiAccountId).get();
  const data = snapshot.data();
  if (!data || typeof data.uid !== 'string' || typeof data.accountNumber !== 'string') return null;
  return { uid: data.uid, accountNumber: data.accountNumber };
}

/** Every admin's uid (escalations and admin-change notices go to each). */
export async function adminUids(store: Firestore = db): Promise<string[]> {
  const snapshot = await store.collection('users').where('isAdmin', '==', true).select().get();
  return snapshot.docs.map((d) => d.id);
}
