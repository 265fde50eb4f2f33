// A subscription's CopyFactory risk limits as the product sets and restarts them (docs/product.md §5,
// docs/architecture.md §6). Pure: the copyfactory client reads and writes the subscriber around them.
import {
  accountLimitFields,
  guardrailFields,
  riskLimitsOf,
  type Guardrails,
  type RiskLimit,
} from '../product-rules/guardrails.js';
import type { Subscriber, Subscription } from './types.js';

/**
 * A stop-out: the strategy it stopped (none for the subscriber's own, account-wide limits) and its
 * reason, `${type}-${applyTo}` of the limit that fired.
 */
export interface FiredLimit {
  strategyId?: string;
  reason: string;
}

/** The limits in `limits` that fired, restarted at `now`; null when none fired. */
function restarted(limits: RiskLimit[], reasons: ReadonlySet<string>, now: string): RiskLimit[] | null {
  if (!limits.some((l) => reasons.has(`${l.type}-${l.applyTo}`))) return null;
  return limits.map((l) => (reasons.has(`${l.type}-${l.applyTo}`) ? { ...l, startTime: now } : l));
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
  const riskLimits = restarted(riskLimitsOf(subscription), reasons, now);
  return riskLimits ? { ...subscription, riskLimits } : subscription;
}

/** The same "Clearing stopout" for the subscriber's own limits: those whose stop-out named no strategy. */
export function restartFiredAccountLimits(
  subscriber: Subscriber,
  fired: readonly FiredLimit[],
  now: string,
): Subscriber {
  const reasons = new Set(fired.filter((f) => f.strategyId === undefined).map((f) => f.reason));
  const riskLimits = restarted(riskLimitsOf(subscriber), reasons, now);
  return riskLimits ? { ...subscriber, riskLimits } : subscriber;
}

/** The subscriber with exactly this account loss limit (its other riskLimits stay). */
export function withAccountLossLimit(subscriber: Subscriber, limit: number | null): Subscriber {
  const { riskLimits: _limits, ...rest } = subscriber;
  const fields = accountLimitFields(limit, new Date().toISOString(), riskLimitsOf(subscriber));
  return { ...rest, ...(fields.riskLimits.length > 0 ? { riskLimits: fields.riskLimits } : {}) };
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
