// Every server read/write of trading-account data:
//   users/{uid}/tradingAccounts/{accountNumber}  the account as the web app shows it (docs/product.md §3)
//   brokerAccounts/{accountNumber}               {uid, metaApiAccountId}: one broker account, one user
//   bridgeAccounts/{metaApiAccountId}            {uid, accountNumber}: resolves request ids to owners
// The three are created together in one transaction and deleted together in one batch.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import type { BridgeAccountIndex } from '../platform/identity/caller-records.repo.js';
import { accountHealthSchema, type TradingAccount } from '../contract/index.js';
import { appendAudit, type AuditInput } from '../platform/audit/audit.repo.js';
import { mirrorDeletion } from '../subscriptions/strategy-subscriptions.repo.js';

/** Each account's subscription history, a subcollection of its document (subscription-history-repo.ts). */
export const SUBSCRIPTION_HISTORY = 'subscriptionHistory';

const bridgeAccounts = () => db.collection('bridgeAccounts');
const brokerAccounts = () => db.collection('brokerAccounts');
const tradingAccounts = (uid: string) => db.collection('users').doc(uid).collection('tradingAccounts');

/** Every bridge-account index entry (for bulk deployment: which bridge accounts are ours). */
export async function allBridgeAccountIndexes(): Promise<Map<string, BridgeAccountIndex>> {
  const snapshot = await bridgeAccounts().get();
  const out = new Map<string, BridgeAccountIndex>();
  for (const doc of snapshot.docs) {
    const data = doc.data();
    if (typeof data.uid === 'string' && typeof data.accountNumber === 'string') {
      out.set(doc.id, { uid: data.uid, accountNumber: data.accountNumber });
    }
  }
  return out;
}

function isoOrNull(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string') return value;
  return null;
}

export function toTradingAccount(id: string, data: Record<string, unknown>): TradingAccount {
  return {
    id: typeof data.id === 'string' ? data.id : id,
    accountNumber: typeof data.accountNumber === 'string' ? data.accountNumber : id,
    accountName: typeof data.accountName === 'string' ? data.accountName : '',
    serverName: typeof data.serverName === 'string' ? data.serverName : '',
    metaApiAccountId: typeof data.metaApiAccountId === 'string' ? data.metaApiAccountId : '',
    createdAt: isoOrNull(data.createdAt),
    isConnected: data.isConnected === true,
    state: typeof data.state === 'string' ? data.state : 'UNKNOWN',
    platform: 'mt5',
    health: accountHealthSchema
      .nullable()
      .catch(null)
      .parse(data.health ?? null),
  };
}

/** Does the user hold any trading account? (Read inside a transaction when `tx` is given.) */
export async function userHasTradingAccount(uid: string, tx?: Transaction): Promise<boolean> {
  const query = tradingAccounts(uid).limit(1);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return !snapshot.empty;
}

export function brokerAccountRef(accountNumber: string): DocumentReference {
  return brokerAccounts().doc(accountNumber);
}

export interface NewTradingAccount {
  uid: string;
  accountNumber: string;
  accountName: string;
  serverName: string;
  metaApiAccountId: string;
  state: string;
}

/** Writes the account and both indexes in `tx`. The caller has checked the slot and the broker number. */
export function createTradingAccountDocs(tx: Transaction, account: NewTradingAccount): void {
  const createdAt = FieldValue.serverTimestamp();
  tx.create(tradingAccounts(account.uid).doc(account.accountNumber), {
    id: account.accountNumber,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    serverName: account.serverName,
    metaApiAccountId: account.metaApiAccountId,
    createdAt,
    isConnected: true,
    state: account.state,
    platform: 'mt5',
  });
  tx.create(brokerAccountRef(account.accountNumber), {
    uid: account.uid,
    metaApiAccountId: account.metaApiAccountId,
    createdAt,
  });
  tx.create(bridgeAccounts().doc(account.metaApiAccountId), {
    uid: account.uid,
    accountNumber: account.accountNumber,
    createdAt,
  });
}

export async function readTradingAccount(uid: string, accountNumber: string): Promise<TradingAccount | null> {
  const snapshot = await tradingAccounts(uid).doc(accountNumber).get();
  const data = snapshot.data();
  return data ? toTradingAccount(snapshot.id, data) : null;
}

/** Removes the account, both indexes and its strategy mirror (its subscriber counts with it) at once. */
export async function deleteTradingAccountDocs(
  uid: string,
  accountNumber: string,
  metaApiAccountId: string,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const deleteMirror = await mirrorDeletion(tx, metaApiAccountId);
    tx.delete(tradingAccounts(uid).doc(accountNumber));
    tx.delete(brokerAccountRef(accountNumber));
    tx.delete(bridgeAccounts().doc(metaApiAccountId));
    deleteMirror();
  });
}

/** An account document as the one-account-per-subscription check sees it. */
export interface AccountSlot {
  accountNumber: string;
  metaApiAccountId: string | null;
}

/** Oldest first (createdAt, then document id); an account without createdAt counts as newest. */
function byAge(a: DocumentSnapshot, b: DocumentSnapshot): number {
  const at = (s: DocumentSnapshot) => {
    const value: unknown = s.get('createdAt');
    // Duck-typed: a caller's Firestore instance may come from another copy of firebase-admin.
    return typeof value === 'object' && value !== null && 'toMillis' in value
      ? (value as { toMillis(): number }).toMillis()
      : Infinity;
  };
  return at(a) - at(b) || a.id.localeCompare(b.id);
}

/** The user's trading accounts, oldest first. */
export async function accountSlotsByAge(uid: string, firestore: Firestore = db): Promise<AccountSlot[]> {
  const snapshot = await firestore.collection('users').doc(uid).collection('tradingAccounts').get();
  return snapshot.docs.sort(byAge).map((doc) => {
    const id: unknown = doc.get('metaApiAccountId');
    return { accountNumber: doc.id, metaApiAccountId: typeof id === 'string' && id !== '' ? id : null };
  });
}

/**
 * Inside `tx`: removes one account document, its subscription history (a handful of changes, well inside
 * a transaction's writes) and the index entries (and strategy mirror) that still point at this user, so
 * an index another user has since taken over survives.
 */
export async function removeTradingAccountInTransaction(
  tx: Transaction,
  uid: string,
  slot: AccountSlot,
  firestore: Firestore = db,
): Promise<void> {
  const accountRef = firestore
    .collection('users')
    .doc(uid)
    .collection('tradingAccounts')
    .doc(slot.accountNumber);
  const brokerRef = firestore.collection('brokerAccounts').doc(slot.accountNumber);
  const bridgeRef = slot.metaApiAccountId
    ? firestore.collection('bridgeAccounts').doc(slot.metaApiAccountId)
    : null;
  const [broker, bridgeIndex, history] = await Promise.all([
    tx.get(brokerRef),
    bridgeRef ? tx.get(bridgeRef) : null,
    tx.get(accountRef.collection(SUBSCRIPTION_HISTORY)),
  ]);
  if (broker.exists && broker.get('uid') === uid) tx.delete(brokerRef);
  if (bridgeRef && bridgeIndex?.exists && bridgeIndex.get('uid') === uid) {
    tx.delete(bridgeRef);
    tx.delete(firestore.collection('strategySubscriptions').doc(bridgeRef.id));
  }
  for (const entry of history.docs) tx.delete(entry.ref);
  tx.delete(accountRef);
}

/**
 * The trading account of each user in `uids`, with batched reads only: brokerAccounts queried with
 * 'in' (30 uids a query, run in parallel), then one getAll() of the account documents.
 */
export async function tradingAccountsOfUsers(uids: string[]): Promise<Map<string, TradingAccount>> {
  const out = new Map<string, TradingAccount>();
  if (uids.length === 0) return out;
  const chunks: string[][] = [];
  for (let i = 0; i < uids.length; i += 30) chunks.push(uids.slice(i, i + 30));
  const snapshots = await Promise.all(
    chunks.map((chunk) => brokerAccounts().where('uid', 'in', chunk).get()),
  );
  const refs: DocumentReference[] = [];
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      const uid = doc.get('uid') as unknown;
      if (typeof uid === 'string') refs.push(tradingAccounts(uid).doc(doc.id));
    }
  }
  if (refs.length === 0) return out;
  const docs = await db.getAll(...refs);
  for (const doc of docs) {
    const data = doc.data();
    const uid = doc.ref.parent.parent?.id;
    if (data && uid && !out.has(uid)) out.set(uid, toTradingAccount(doc.id, data));
  }
  return out;
}

/** Removes an account over the limit and records why, in one transaction (accounts/account-limit.trigger.ts). */
export async function removeAccountOverLimit(
  uid: string,
  slot: AccountSlot,
  audit: { entry: AuditInput; id: string },
  firestore: Firestore = db,
): Promise<void> {
  await firestore.runTransaction(async (tx) => {
    await removeTradingAccountInTransaction(tx, uid, slot, firestore);
    appendAudit(tx, audit.entry, { id: audit.id, db: firestore });
  });
}
