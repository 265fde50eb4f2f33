// A subscription's CopyFactory risk limits as the product sets and restarts them (docs/product.md §5,
// docs/architecture.md §6). Pure: the copyfactory client reads and writes the subscriber around them.
import { guardrailFields, riskLimitsOf, type Guardrails } from '../product-rules/guardrails.js';
import type { Subscription } from './types.js';

/** A stop-out: the strategy it stopped and its reason, `${type}-${applyTo}` of the limit that fired. */
export interface FiredLimit {
  strategyId: string;
  reason: string;
}

/**
 * MetaApi's "Clearing stopout" (docs/architecture.md §6): the context that triggered the stop-out gets
 * startTime = now, so its drawdown counts from then; every other limit keeps counting from its own
 * startTime (a lifetime equity stop is not forgiven by resuming after a daily stop-out).
 */
export function restartFiredLimits(
  subscription: Subscription,
  fired: readonly FiredLimit[],
  now: string,
): Subscription {
  const reasons = new Set(fired.filter((f) => f.strategyId === subscription.strategyId).map((f) => f.reason));
  const limits = riskLimitsOf(subscription);
  if (!limits.some((l) => reasons.has(`${l.type}-${l.applyTo}`))) return subscription;
  return {
    ...subscription,
    riskLimits: limits.map((l) => (reasons.has(`${l.type}-${l.applyTo}`) ? { ...l, startTime: now } : l)),
  };
}

/** The subscription with exactly these guardrails (limits already tracked keep their startTime). */
export function withGuardrails(subscription: Subscription, guardrails: Guardrails): Subscription {
  const { riskLimits: _limits, ...rest } = subscription;
  const fields = guardrailFields(guardrails, new Date().toISOString(), riskLimitsOf(subscription));
  return { ...rest, ...(fields.riskLimits.length > 0 ? { riskLimits: fields.riskLimits } : {}) };
}

/**
 * The subscription without a maxTradeVolume. The product sets none (docs/product.md §5: no maximum-lots
 * guardrail), and one written before would copy a larger lot chosen since at the old cap.
 */
export function withoutTradeVolumeCap(subscription: Subscription): Subscription {
  const { maxTradeVolume: _cap, ...rest } = subscription;
  return rest;
}
