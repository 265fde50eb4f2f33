// Guardrails of one strategy subscription, and the account-wide loss limit (docs/product.md §5): limits
// the bridge itself enforces, so they hold while our servers are down. Each is a CopyFactory
// StrategyRiskLimit on `balance-minus-equity`, which MetaApi's page ("applyTo semantics") defines as "a
// balance which was observed in the beginning of the risk management period minus current equity. Risk
// management period starts according to UTC time". `equity-difference`, which we wrote before, is
// computed "via risk management api" (a paid option we do not enable) on "broker time": it is still
// read and recognised, never written.
// - equity stop, percent: riskLimits {lifetime, balance-minus-equity, maxRelativeRisk}: equity that far
//   below the balance at the limit's startTime (measured from the start, never from a high since);
// - equity stop, amount: the same limit with maxAbsoluteRisk (money below that starting balance);
// - daily loss limit: riskLimits {day, balance-minus-equity, maxAbsoluteRisk}: money below the balance
//   at the start of the UTC day;
// - account loss limit: the same daily limit on the subscriber (all strategies of the account), always
//   closing every copied trade; its stop-out names no strategy;
// There is no maximum-lots guardrail (docs/product.md §5): CopyFactory copies every trade at the fixed lot
// we set, so a maxTradeVolume, which only caps a larger trade, could never bind.
// - on hit: closePositions false (close-only: open trades stay managed, no new ones) or true (close all).
// Stop-outs name their limit by `${type}-${applyTo}`, which is how a fired guardrail is recognised.

export const GUARDRAIL_ON_HIT = ['close-only', 'close-all'] as const;
export type GuardrailOnHit = (typeof GUARDRAIL_ON_HIT)[number];
export type EquityStopKind = 'percent' | 'amount';

export interface Guardrails {
  equityStop: { kind: EquityStopKind; value: number } | null;
  /** Money, in the account's currency. */
  dailyLossLimit: number | null;
  onHit: GuardrailOnHit;
}

export const NO_GUARDRAILS: Guardrails = {
  equityStop: null,
  dailyLossLimit: null,
  onHit: 'close-only',
};

export const GUARDRAIL_BOUNDS = {
  equityStopPercent: { min: 1, max: 95 },
  money: { min: 1, max: 100_000_000 },
} as const;

export const GUARDRAIL_MESSAGES = {
  equityStopPercent: 'The equity stop must be between 1% and 95%',
  equityStopAmount: 'The equity stop must be an amount between 1 and 100,000,000',
  dailyLossLimit: 'The daily loss limit must be an amount between 1 and 100,000,000',
  accountLossLimit: 'The account loss limit must be an amount between 1 and 100,000,000',
  onHit: "When a limit is hit must be 'close-only' or 'close-all'",
} as const;

/**
 * How the guardrails work, in the words the form, the account card and docs/product.md §5 use: each is a
 * CopyFactory StrategyRiskLimit on balance-minus-equity, so its loss counts from the balance at the start
 * of its risk period (the UTC day; for the equity stop, its startTime: when it was set, or when copying
 * resumed after it fired) down to the current equity.
 */
export const GUARDRAIL_WORDS = {
  equityStopPercent: 'Percent below the balance at its start',
  equityStopAmount: 'Amount below the balance at its start',
  equityStopHint:
    'Copying stops when equity falls this far below the balance when the stop started (when it was set, or when copying resumed after it fired). Gains since then do not raise it.',
  dailyLossHint:
    'Copying of this strategy stops for the rest of the UTC day when equity falls this far below the balance at the start of that UTC day (00:00 UTC, whatever the broker’s clock).',
  accountLossLimit: 'Account loss limit per UTC day',
  accountLossHint:
    'For all strategies on this account together: when equity falls this far below the balance at the start of the UTC day, every copied trade is closed and copying stops for the rest of that UTC day.',
} as const;

/** CopyFactoryStrategyRiskLimit (COPYFACTORY-CONTRACTS §3.1), as we write it. */
export interface RiskLimit {
  type: string;
  applyTo: string;
  maxAbsoluteRisk?: number;
  maxRelativeRisk?: number;
  closePositions: boolean;
  startTime?: string;
}

/** The metric every guardrail is written with, and the one written before (read, never written). */
export const GUARDRAIL_APPLY_TO = 'balance-minus-equity';
export const LEGACY_GUARDRAIL_APPLY_TO = 'equity-difference';

export const EQUITY_STOP_LIMIT = { type: 'lifetime', applyTo: GUARDRAIL_APPLY_TO } as const;
export const DAILY_LOSS_LIMIT = { type: 'day', applyTo: GUARDRAIL_APPLY_TO } as const;
/** On the subscriber: CopyFactory applies a subscriber's riskLimits to every strategy it copies. */
export const ACCOUNT_LOSS_LIMIT = { type: 'day', applyTo: GUARDRAIL_APPLY_TO } as const;

type LimitKind = { type: string; applyTo: string };
/** The stop-out reasons (`${type}-${applyTo}`) a guardrail fires with: today's and the legacy one. */
const reasonsOf = (l: LimitKind) => [`${l.type}-${l.applyTo}`, `${l.type}-${LEGACY_GUARDRAIL_APPLY_TO}`];
const isLimit = (l: LimitKind, kind: LimitKind) => reasonsOf(kind).includes(`${l.type}-${l.applyTo}`);
const since = (previous: readonly RiskLimit[], kind: LimitKind, now: string) =>
  previous.find((p) => isLimit(p, kind))?.startTime ?? now;

/**
 * The subscription fields for these guardrails. A limit already tracked keeps its startTime (editing
 * the lot must not forget today's losses); a new one starts at `now`.
 */
export function guardrailFields(
  g: Guardrails,
  now: string,
  previous: readonly RiskLimit[] = [],
): { riskLimits: RiskLimit[] } {
  const closePositions = g.onHit === 'close-all';
  const riskLimits: RiskLimit[] = [];
  if (g.equityStop) {
    const amount =
      g.equityStop.kind === 'percent'
        ? { maxRelativeRisk: g.equityStop.value / 100 }
        : { maxAbsoluteRisk: g.equityStop.value };
    riskLimits.push({
      ...EQUITY_STOP_LIMIT,
      ...amount,
      closePositions,
      startTime: since(previous, EQUITY_STOP_LIMIT, now),
    });
  }
  if (g.dailyLossLimit !== null)
    riskLimits.push({
      ...DAILY_LOSS_LIMIT,
      maxAbsoluteRisk: g.dailyLossLimit,
      closePositions,
      startTime: since(previous, DAILY_LOSS_LIMIT, now),
    });
  return { riskLimits };
}

function limitsOf(value: unknown): RiskLimit[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (l): l is RiskLimit =>
      typeof l === 'object' &&
      l !== null &&
      typeof (l as RiskLimit).type === 'string' &&
      typeof (l as RiskLimit).applyTo === 'string',
  );
}

/** The guardrails a bridge subscription carries (limits and fields we do not write are ignored). */
export function guardrailsOf(subscription: { riskLimits?: unknown }): Guardrails {
  const limits = limitsOf(subscription.riskLimits);
  const equity = limits.find((l) => isLimit(l, EQUITY_STOP_LIMIT));
  const daily = limits.find((l) => isLimit(l, DAILY_LOSS_LIMIT));
  const percent = equity?.maxRelativeRisk;
  const equityStop =
    typeof percent === 'number'
      ? { kind: 'percent' as const, value: Math.round(percent * 10_000) / 100 }
      : typeof equity?.maxAbsoluteRisk === 'number'
        ? { kind: 'amount' as const, value: equity.maxAbsoluteRisk }
        : null;
  return {
    equityStop,
    dailyLossLimit: typeof daily?.maxAbsoluteRisk === 'number' ? daily.maxAbsoluteRisk : null,
    // Only our own limits say what happens on a hit: another limit's closePositions is not our choice.
    onHit: [equity, daily].some((l) => l?.closePositions === true) ? 'close-all' : 'close-only',
  };
}

/** The risk limits of a subscription, for a read-modify-write that keeps their startTime. */
export function riskLimitsOf(subscription: { riskLimits?: unknown }): RiskLimit[] {
  return limitsOf(subscription.riskLimits);
}

export function hasGuardrails(g: Guardrails): boolean {
  return g.equityStop !== null || g.dailyLossLimit !== null;
}

/**
 * The account-wide loss limit as subscriber fields: the subscriber's other limits stay, ours is replaced
 * (keeping the startTime it is tracked from), or dropped for null.
 */
export function accountLimitFields(
  limit: number | null,
  now: string,
  previous: readonly RiskLimit[],
): { riskLimits: RiskLimit[] } {
  const others = previous.filter((l) => !isLimit(l, ACCOUNT_LOSS_LIMIT));
  if (limit === null) return { riskLimits: others };
  const ours: RiskLimit = {
    ...ACCOUNT_LOSS_LIMIT,
    maxAbsoluteRisk: limit,
    closePositions: true,
    startTime: since(previous, ACCOUNT_LOSS_LIMIT, now),
  };
  return { riskLimits: [...others, ours] };
}

/** The account-wide loss limit a subscriber carries (money in the account's currency), or null. */
export function accountLossLimitOf(subscriber: { riskLimits?: unknown }): number | null {
  const limit = limitsOf(subscriber.riskLimits).find((l) => isLimit(l, ACCOUNT_LOSS_LIMIT));
  return typeof limit?.maxAbsoluteRisk === 'number' ? limit.maxAbsoluteRisk : null;
}

/**
 * The guardrail a stop-out names, in the client's words; null for limits we did not set. A stop-out
 * with no strategy comes from the subscriber's own limits: the account loss limit.
 */
export function stopoutLimitName(stopout: { reason: string; strategy?: { id: string } }): string | null {
  if (!stopout.strategy)
    return reasonsOf(ACCOUNT_LOSS_LIMIT).includes(stopout.reason) ? 'Account loss limit' : null;
  if (reasonsOf(DAILY_LOSS_LIMIT).includes(stopout.reason)) return 'Daily loss limit';
  if (reasonsOf(EQUITY_STOP_LIMIT).includes(stopout.reason)) return 'Equity stop';
  return null;
}

/** A stop-out as the account's health shows it: our limit's name first, then the bridge's words. */
export function describeStopout(stopout: {
  reason: string;
  reasonDescription?: string;
  strategy?: { id: string };
}): string {
  const name = stopoutLimitName(stopout);
  const words = stopout.reasonDescription || stopout.reason;
  return name ? `${name} reached: ${words}` : words;
}

function money(value: number, currency: string): string {
  const amount = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return currency ? `${amount} ${currency}` : amount;
}

/** One line per guardrail set, for the dashboard card ('' currency: amounts without a unit). */
export function describeGuardrails(g: Guardrails, currency = ''): string[] {
  const lines: string[] = [];
  if (g.equityStop)
    lines.push(
      g.equityStop.kind === 'percent'
        ? `Equity stop: ${g.equityStop.value}% below the balance at its start`
        : `Equity stop: ${money(g.equityStop.value, currency)} below the balance at its start`,
    );
  if (g.dailyLossLimit !== null)
    lines.push(
      `Daily loss limit: ${money(g.dailyLossLimit, currency)} below the balance at the UTC day's start`,
    );
  if (lines.length > 0)
    lines.push(
      g.onHit === 'close-all'
        ? 'When a limit is hit: close all trades'
        : 'When a limit is hit: close-only (open trades stay managed)',
    );
  return lines;
}
