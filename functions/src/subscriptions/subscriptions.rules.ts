// Pure mapping of a CopyFactory subscriber to the contract's shape (docs/product.md §3 "Subscriber" and
// "Subscription to a strategy"). Subscriptions scheduled for removal are hidden; a missing lot size
// reads as the default 0.01.
import { type StrategySubscription, type Subscriber } from '../contract/index.js';
import {
  accountLossLimitOf,
  guardrailsOf,
  hasGuardrails,
  tradeVolumeOrDefault,
} from '../product-rules/index.js';

export interface BridgeSubscriptionLike {
  strategyId: string;
  multiplier?: number;
  copyStopLoss?: boolean;
  copyTakeProfit?: boolean;
  removed?: boolean;
  tradeSizeScaling?: { mode: string; tradeVolume?: number };
  riskLimits?: unknown;
  maxLeverage?: unknown;
}

/** The name of a subscription whose strategy the names list does not hold. */
export const UNKNOWN_STRATEGY_NAME = 'Unknown Strategy';

export function toSubscription(
  s: BridgeSubscriptionLike,
  names: ReadonlyMap<string, string>,
  unknownName = UNKNOWN_STRATEGY_NAME,
): StrategySubscription {
  const guardrails = guardrailsOf(s);
  return {
    _id: s.strategyId,
    strategyId: s.strategyId,
    subscriptionId: s.strategyId,
    name: names.get(s.strategyId) ?? unknownName,
    multiplier: s.multiplier ?? 1,
    copyStopLoss: s.copyStopLoss !== false,
    copyTakeProfit: s.copyTakeProfit !== false,
    tradeSizeScaling: {
      mode: s.tradeSizeScaling?.mode ?? 'fixedVolume',
      tradeVolume: tradeVolumeOrDefault(s.tradeSizeScaling?.tradeVolume),
    },
    // Only subscriptions with a guardrail carry the field (docs/product.md §5).
    ...(hasGuardrails(guardrails) ? { guardrails } : {}),
    ...(typeof s.maxLeverage === 'number' ? { maxLeverage: s.maxLeverage } : {}),
  };
}

export function toSubscriber(
  subscriber: { id: string; name: string; subscriptions: BridgeSubscriptionLike[]; riskLimits?: unknown },
  names: ReadonlyMap<string, string>,
  /** '' when the names could not be loaded at all: the caller shows its own default. */
  unknownName = UNKNOWN_STRATEGY_NAME,
): Subscriber {
  const accountLossLimit = accountLossLimitOf(subscriber);
  return {
    _id: subscriber.id,
    name: subscriber.name,
    subscriptions: subscriber.subscriptions
      .filter((s) => s.removed !== true)
      .map((s) => toSubscription(s, names, unknownName)),
    ...(accountLossLimit !== null ? { accountLossLimit } : {}),
  };
}
