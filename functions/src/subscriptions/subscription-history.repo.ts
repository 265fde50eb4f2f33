// users/{uid}/tradingAccounts/{accountNumber}/subscriptionHistory/{autoId}: the account's append-only
// subscription history (product-rules/subscription-history.ts), one document per change we make or see:
// assigned, lot changed, removed, close-only on/off, stopped by a guardrail, resumed. The copy report
// reads each follow window and the lot in force from it (docs/product.md §10). Kept while the account
// exists; deleted with it and with the user (docs/operations.md "Retention").
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import { SUBSCRIPTION_HISTORY } from '../accounts/accounts.repo.js';
import { findBridgeAccount } from '../platform/identity/caller-records.repo.js';
import { SUBSCRIPTION_EVENT_KINDS, type SubscriptionEvent } from '../product-rules/index.js';

export { SUBSCRIPTION_HISTORY };

export interface HistoryAccount {
  uid: string;
  accountNumber: string;
}

const historyOf = (account: HistoryAccount, firestore: Firestore) =>
  firestore
    .collection('users')
    .doc(account.uid)
    .collection('tradingAccounts')
    .doc(account.accountNumber)
    .collection(SUBSCRIPTION_HISTORY);

export async function recordSubscriptionEvent(
  account: HistoryAccount,
  event: SubscriptionEvent,
  firestore: Firestore = defaultDb,
): Promise<void> {
  await historyOf(account, firestore).add({
    kind: event.kind,
    at: Timestamp.fromMillis(event.at),
    strategyId: event.strategyId,
    ...(event.tradeVolume === undefined ? {} : { tradeVolume: event.tradeVolume }),
    ...(event.reason === undefined ? {} : { reason: event.reason }),
  });
}

const KINDS = new Set<string>(SUBSCRIPTION_EVENT_KINDS);

function toEvent(data: Record<string, unknown>): SubscriptionEvent | null {
  const { kind, at, strategyId, tradeVolume, reason } = data;
  if (typeof kind !== 'string' || !KINDS.has(kind) || !(at instanceof Timestamp)) return null;
  return {
    kind: kind as SubscriptionEvent['kind'],
    at: at.toMillis(),
    strategyId: typeof strategyId === 'string' ? strategyId : null,
    ...(typeof tradeVolume === 'number' ? { tradeVolume } : {}),
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}

/** The account's history, oldest first. */
export async function readSubscriptionHistory(
  account: HistoryAccount,
  firestore: Firestore = defaultDb,
): Promise<SubscriptionEvent[]> {
  const snapshot = await historyOf(account, firestore).orderBy('at').get();
  return snapshot.docs.flatMap((doc) => toEvent(doc.data()) ?? []);
}

/** The history of a MetaApi account of ours; none for an account we do not hold. */
export async function subscriptionHistoryOf(metaApiAccountId: string): Promise<SubscriptionEvent[]> {
  const owner = await findBridgeAccount(metaApiAccountId);
  return owner ? readSubscriptionHistory(owner) : [];
}

/** Deletes the account's history (the account is being removed). */
export async function deleteSubscriptionHistory(
  account: HistoryAccount,
  firestore: Firestore = defaultDb,
): Promise<void> {
  await firestore.recursiveDelete(historyOf(account, firestore));
}
