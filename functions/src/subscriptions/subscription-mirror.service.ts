// Keeps strategySubscriptions/{accountId} in step with the bridge after every subscription change, and
// appends each change to the account's subscription history (the copy report's follow windows,
// docs/product.md §10).
import type { Stopout } from '../bridge/index.js';
import type { Subscriber } from '../contract/index.js';
import type { SubscriptionEvent } from '../product-rules/index.js';
import { writeSubscriptionMirror } from './strategy-subscriptions.repo.js';
import { recordSubscriptionEvent, type HistoryAccount } from './subscription-history.repo.js';

/** Appends to the account's subscription history (the copy report's follow windows). */
export const recordSubscriptionChange = recordSubscriptionEvent;

/**
 * A guardrail's stop-out as a history event: copying of its strategy stopped at its stoppedAt, so the copy
 * report shows the trades of the stop as "Skipped: copying was stopped by a guardrail (<reason>)", not
 * "Failed", until a 'resumed' event. Null for the account-wide limit, which names no strategy (the
 * close-only it sets is what the report reads then).
 */
export function guardrailStopEvent(stopout: Stopout, now: number): SubscriptionEvent | null {
  if (!stopout.strategy) return null;
  const stoppedAt = Date.parse(stopout.stoppedAt);
  return {
    kind: 'guardrail-stopped',
    at: Number.isNaN(stoppedAt) ? now : stoppedAt,
    strategyId: stopout.strategy.id,
    reason: stopout.reason,
  };
}

/** Records the stop-outs being reset (subscriptions/resume-copying.service.ts), then the history says when they ended. */
export async function recordGuardrailStops(
  account: HistoryAccount,
  stopouts: readonly Stopout[],
  now: number,
): Promise<void> {
  for (const stopout of stopouts) {
    const event = guardrailStopEvent(stopout, now);
    if (event) await recordSubscriptionEvent(account, event);
  }
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
