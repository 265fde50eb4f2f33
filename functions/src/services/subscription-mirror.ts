// Keeps strategySubscriptions/{accountId} in step with the bridge after every subscription change, and
// appends each change to the account's subscription history (the copy report's follow windows,
// docs/product.md §10).
import type { Stopout } from '../bridge/index.js';
import type { Subscriber } from '../contract/index.js';
import { writeSubscriptionMirror } from '../repos/strategy-subscriptions-repo.js';
import { recordSubscriptionEvent, type HistoryAccount } from '../repos/subscription-history-repo.js';

/** Appends to the account's subscription history (the copy report's follow windows). */
export const recordSubscriptionChange = recordSubscriptionEvent;

/**
 * Records that a guardrail stopped copying the stop-out's strategy at its stoppedAt, so the copy report
 * shows the trades of the stop as "Skipped: copying was stopped by a guardrail (<reason>)", not
 * "Failed", until a 'resumed' event (services/resume-copying.ts). For the stop-out detector to call once
 * per stop-out as it first sees it (not on every reading: the history is append-only).
 */
export async function recordGuardrailStop(account: HistoryAccount, stopout: Stopout): Promise<void> {
  // The account-wide limit stops every strategy and names none: the report reads the close-only it sets.
  if (!stopout.strategy) return;
  const stoppedAt = Date.parse(stopout.stoppedAt);
  await recordSubscriptionEvent(account, {
    kind: 'guardrail-stopped',
    at: Number.isNaN(stoppedAt) ? Date.now() : stoppedAt,
    strategyId: stopout.strategy.id,
    reason: stopout.reason,
  });
}

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
  await writeSubscriptionMirror(
    account.metaApiAccountId,
    account,
    subscriptions,
    subscriber?.accountLossLimit ?? null,
  );
}
