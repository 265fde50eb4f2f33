// strategySubscriptions/{metaApiAccountId}: a server-written mirror of the account's CopyFactory
// subscriptions (strategy id, name, lot size), so the admin list can show strategies with one batched
// read per page instead of one bridge call per user.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import type { Guardrails } from '../contract/index.js';

export interface MirroredSubscription {
  strategyId: string;
  name: string;
  tradeVolume: number;
  guardrails?: Guardrails;
}

const mirror = () => db.collection('strategySubscriptions');

export async function writeSubscriptionMirror(
  metaApiAccountId: string,
  owner: { uid: string; accountNumber: string },
  subscriptions: MirroredSubscription[],
  /** The account loss limit on the subscriber (docs/product.md §5); null: none. */
  accountLossLimit: number | null = null,
): Promise<void> {
  await mirror()
    .doc(metaApiAccountId)
    .set({
      uid: owner.uid,
      accountNumber: owner.accountNumber,
      subscriptions,
      ...(accountLossLimit !== null ? { accountLossLimit } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
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
