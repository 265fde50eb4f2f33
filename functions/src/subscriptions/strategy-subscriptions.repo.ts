// strategySubscriptions/{metaApiAccountId}: a server-written mirror of the account's CopyFactory
// subscriptions (strategy id, name, lot size), so the admin list can show strategies with one batched
// read per page instead of one bridge call per user. Every write and delete of a mirror also moves the
// per-strategy subscriber counter strategies/{id}.subscriberCount by the strategies it added or dropped, in
// the same transaction, so the strategy cards read the count without a scan (docs/product.md §2).
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import { type Guardrails } from '../product-rules/index.js';

export interface MirroredSubscription {
  strategyId: string;
  name: string;
  tradeVolume: number;
  guardrails?: Guardrails;
}

const mirror = () => db.collection('strategySubscriptions');

/** The strategies a stored mirror subscribes to. */
function strategyIdsOf(snapshot: DocumentSnapshot): Set<string> {
  const list = snapshot.get('subscriptions') as unknown;
  if (!Array.isArray(list)) return new Set();
  return new Set(
    list.flatMap((s: { strategyId?: unknown }) => (typeof s.strategyId === 'string' ? [s.strategyId] : [])),
  );
}

/** Moves each strategy's counter by one for every account that started or stopped following it. */
function countChanges(tx: Transaction, before: Set<string>, after: Set<string>): void {
  const move = (strategyId: string, by: number) =>
    tx.set(
      db.collection('strategies').doc(strategyId),
      { subscriberCount: FieldValue.increment(by) },
      { merge: true },
    );
  for (const id of after) if (!before.has(id)) move(id, 1);
  for (const id of before) if (!after.has(id)) move(id, -1);
}

export async function writeSubscriptionMirror(
  metaApiAccountId: string,
  owner: { uid: string; accountNumber: string },
  subscriptions: MirroredSubscription[],
  /** The account loss limit on the subscriber (docs/product.md §5); null: none. */
  accountLossLimit: number | null = null,
): Promise<void> {
  const ref = mirror().doc(metaApiAccountId);
  await db.runTransaction(async (tx) => {
    const before = strategyIdsOf(await tx.get(ref));
    countChanges(tx, before, new Set(subscriptions.map((s) => s.strategyId)));
    tx.set(ref, {
      uid: owner.uid,
      accountNumber: owner.accountNumber,
      subscriptions,
      ...(accountLossLimit !== null ? { accountLossLimit } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

/** Reads the account's mirror for a transaction that deletes it (all reads come first in a transaction). */
export async function mirrorDeletion(tx: Transaction, metaApiAccountId: string): Promise<() => void> {
  const ref = mirror().doc(metaApiAccountId);
  const before = strategyIdsOf(await tx.get(ref));
  return () => {
    countChanges(tx, before, new Set());
    tx.delete(ref);
  };
}

export async function readSubscriptionMirrors(
  metaApiAccountIds: string[],
): Promise<Map<string, MirroredSubscription[]>> {
  const out = new Map<string, MirroredSubscription[]>();
  if (metaApiAccountIds.length === 0) return out;
  const docs = await db.getAll(...metaApiAccountIds.map((id) => mirror().doc(id)));
  for (const doc of docs) {
    const list = doc.get('subscriptions') as unknown;
    if (Array.isArray(list)) out.set(doc.id, list as MirroredSubscription[]);
  }
  return out;
}
