// Keeps strategySubscriptions/{accountId} in step with the bridge after every subscription change.
import type { Subscriber } from '../contract/index.js';
import { writeSubscriptionMirror } from '../repos/strategy-subscriptions-repo.js';
import { recordSubscriptionEvent } from '../repos/subscription-history-repo.js';

/** Appends to the account's subscription history (the copy report's follow windows). */
export const recordSubscriptionChange = recordSubscriptionEvent;

export async function mirrorSubscriptions(
  account: { metaApiAccountId: string; uid: string; accountNumber: string },
  subscriber: Subscriber | null,
): Promise<void> {
  const subscriptions = (subscriber?.subscriptions ?? []).map((s) => ({
    strategyId: s.strategyId,
    name: s.name,
    tradeVolume: s.tradeSizeScaling.tradeVolume,
    ...(s.guardrails ? { guardrails: s.guardrails } : {}),
  }));
  await writeSubscriptionMirror(account.metaApiAccountId, account, subscriptions);
}
