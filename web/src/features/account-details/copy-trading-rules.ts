// The strategies tab's words and small rules (docs/product.md §3 lot size, §4 "Strategy subscribe,
// unsubscribe and edit", §8 messages), and how its modal starts the shared copy-subscription flow.
import type { StrategySubscription } from '@copydesk/functions/contract';
import type { PreviewAccount } from '@copydesk/functions/product-rules';
import { DEFAULT_MAX_LEVERAGE, TRADE_VOLUME, tradeVolumeOrDefault } from '@copydesk/functions/product-rules';
import type { CopySubscriptionInput, SubmitAnswer } from '@/flows/copy-subscription';

export const COPY_MESSAGES = {
  subscribed: 'Successfully subscribed to strategy!',
  subscribedRestored: 'Successfully subscribed to strategy! Your copy-trading profile was restored.',
  subscribedNew: 'Successfully subscribed to strategy! A copy-trading profile was created for this account.',
  unsubscribed: 'Successfully unsubscribed from strategy!',
  updated: 'Successfully updated subscription settings!',
  subscribeFailed: 'Failed to subscribe to strategy',
  unsubscribeFailed: 'Failed to unsubscribe from strategy',
  updateFailed: 'Failed to update subscription',
  acknowledge: 'Please acknowledge the risk of this lot size first.',
} as const;

export type ModalMode = 'subscribe' | 'edit' | 'unsubscribe';

/** What loadSubscriptions answers: the account's subscriptions and its loss limit (null: none). */
export interface LoadedSubscriptions {
  subscriptions: StrategySubscription[];
  accountLossLimit: number | null;
}

/** Lot size of a subscription (0.01 when absent, docs/product.md §3). */
export function lotSize(subscription: StrategySubscription | undefined): number {
  return tradeVolumeOrDefault(subscription?.tradeSizeScaling.tradeVolume);
}

/** What the tab says once the flow saved: an edit is updated; a subscription says what it created. */
export function savedMessage(mode: ModalMode | null, answer: SubmitAnswer): string {
  if (mode === 'edit' || answer === null) return COPY_MESSAGES.updated;
  if (answer.subscriberRestored) return COPY_MESSAGES.subscribedRestored;
  if (answer.subscriberCreated) return COPY_MESSAGES.subscribedNew;
  return COPY_MESSAGES.subscribed;
}

export interface CopyTradingContext {
  subscriberId: string;
  subscriberName: string;
  subscriptions: StrategySubscription[];
  /** The account loss limit as getSubscriptions answered it (null: none; undefined: not read). */
  accountLossLimit: number | null | undefined;
  mode: ModalMode | null;
  strategyId: string;
  strategyName: string;
  /** The account's equity, currency and leverage when the modal opened (null: not read). */
  account: PreviewAccount | null;
  /** Unsubscribing's failure (the flow shows its own). */
  error: string | null;
  notice: string | null;
}

export type OpenEvent<T extends string> = {
  type: T;
  strategyId: string;
  strategyName: string;
  account?: PreviewAccount | null;
};

export type CopyTradingEvent =
  | OpenEvent<'OPEN.SUBSCRIBE'>
  | OpenEvent<'OPEN.EDIT'>
  | OpenEvent<'OPEN.UNSUBSCRIBE'>
  /** Confirms unsubscribing (subscribe and edit confirm in their flow). */
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS_NOTICE' }
  | { type: 'REFRESH' };

function modeOf(openEvent: string): ModalMode {
  if (openEvent === 'OPEN.SUBSCRIBE') return 'subscribe';
  return openEvent === 'OPEN.EDIT' ? 'edit' : 'unsubscribe';
}

/** The modal as an OPEN event opens it: its mode and strategy, no message left. */
export function openedModal(event: OpenEvent<string>): Partial<CopyTradingContext> {
  return {
    mode: modeOf(event.type),
    strategyId: event.strategyId,
    strategyName: event.strategyName,
    account: event.account ?? null,
    error: null,
    notice: null,
  };
}

/** The modal closed: no strategy, no failure shown. */
export const CLOSED_MODAL = {
  mode: null,
  strategyId: '',
  strategyName: '',
  account: null,
  error: null,
} as const satisfies Partial<CopyTradingContext>;

/** The list after unsubscribing from the modal's strategy. */
export function withoutCurrent(context: CopyTradingContext): StrategySubscription[] {
  return context.subscriptions.filter((s) => s.strategyId !== context.strategyId);
}

/** The subscription the modal is about: its id, or the strategy's when the list does not have it. */
export function subscriptionIdOf(context: CopyTradingContext): string {
  const current = context.subscriptions.find((s) => s.strategyId === context.strategyId);
  return current?.subscriptionId ?? context.strategyId;
}

/**
 * A new subscription starts at 0.01 lots with the admins' defaults filling the form and the default
 * maxLeverage (docs/product.md §5); an edit starts from the subscription's own lot, guardrails and
 * maxLeverage. Both show the account loss limit getSubscriptions answered.
 */
export function flowInputOf(opening: CopyTradingContext): CopySubscriptionInput {
  const current = opening.subscriptions.find((s) => s.strategyId === opening.strategyId);
  const isNew = opening.mode === 'subscribe';
  return {
    accountId: opening.subscriberId,
    strategyId: opening.strategyId,
    volume: isNew ? TRADE_VOLUME.default : lotSize(current),
    guardrails: isNew ? null : (current?.guardrails ?? null),
    maxLeverage: (isNew ? undefined : current?.maxLeverage) ?? DEFAULT_MAX_LEVERAGE,
    accountLossLimit: opening.accountLossLimit,
    account: opening.account,
    loadDefaults: isNew,
    acknowledgeMessage: COPY_MESSAGES.acknowledge,
    subscriberName: opening.subscriberName,
    intent: isNew ? 'subscribe' : 'update',
    // "Failed to subscribe to strategy" (or the reason); "Failed to update subscription" (docs/product.md §8).
    failure: isNew
      ? { fallback: COPY_MESSAGES.subscribeFailed, withReason: true }
      : { fallback: COPY_MESSAGES.updateFailed, withReason: false },
  };
}
