// Guardrails of one strategy subscription (docs/product.md §5): limits the bridge itself enforces, so
// they hold while our servers are down. Each maps onto CopyFactory's own subscription fields:
// - equity stop, percent: riskLimits {lifetime, equity-difference, maxRelativeRisk}: equity that far
//   below the equity observed at the limit's startTime (CopyFactory's StrategyRiskLimit measures from
//   the value at the start of the risk period, never from a high since);
// - equity stop, amount: the same limit with maxAbsoluteRisk (money below that starting equity);
// - daily loss limit: riskLimits {day, equity-difference, maxAbsoluteRisk}: money below the equity
//   observed at the start of the UTC day;
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
  onHit: "When a limit is hit must be 'close-only' or 'close-all'",
} as const;

/**
 * How the guardrails work, in the words the form, the account card and docs/product.md §5 use: each is a
 * CopyFactory StrategyRiskLimit, so its drawdown counts from the equity observed at the start of its
 * risk period (the UTC day; for the equity stop, its startTime: when it was set, or when copying resumed
 * after it fired).
 */
export const GUARDRAIL_WORDS = {
  equityStopPercent: 'Percent below the equity at its start',
  equityStopAmount: 'Amount below the equity at its start',
  equityStopHint:
    'Copying stops when equity falls this far below the equity observed when the stop started (when it was set, or when copying resumed after it fired). Gains since then do not raise it.',
  dailyLossHint:
    'Copying stops for the rest of the UTC day when equity falls this far below the equity observed at the start of that UTC day.',
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

export const EQUITY_STOP_LIMIT = { type: 'lifetime', applyTo: 'equity-difference' } as const;
export const DAILY_LOSS_LIMIT = { type: 'day', applyTo: 'equity-difference' } as const;

const keyOf = (l: { type: string; applyTo: string }) => `${l.type}-${l.applyTo}`;

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
  const since = (l: { type: string; applyTo: string }) =>
    previous.find((p) => keyOf(p) === keyOf(l))?.startTime ?? now;
  const riskLimits: RiskLimit[] = [];
  if (g.equityStop) {
    const amount =
      g.equityStop.kind === 'percent'
        ? { maxRelativeRisk: g.equityStop.value / 100 }
        : { maxAbsoluteRisk: g.equityStop.value };
    riskLimits.push({ ...EQUITY_STOP_LIMIT, ...amount, closePositions, startTime: since(EQUITY_STOP_LIMIT) });
  }
  if (g.dailyLossLimit !== null)
    riskLimits.push({
      ...DAILY_LOSS_LIMIT,
      maxAbsoluteRisk: g.dailyLossLimit,
      closePositions,
      startTime: since(DAILY_LOSS_LIMIT),
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
  const equity = limits.find((l) => keyOf(l) === keyOf(EQUITY_STOP_LIMIT));
  const daily = limits.find((l) => keyOf(l) === keyOf(DAILY_LOSS_LIMIT));
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
    onHit: limits.some((l) => l.closePositions === true) ? 'close-all' : 'close-only',
  };
}

/** The risk limits of a subscription, for a read-modify-write that keeps their startTime. */
export function riskLimitsOf(subscription: { riskLimits?: unknown }): RiskLimit[] {
  return limitsOf(subscription.riskLimits);
}

export function hasGuardrails(g: Guardrails): boolean {
  return g.equityStop !== null || g.dailyLossLimit !== null;
}

/** The guardrail a stop-out reason names, in the client's words; null for limits we did not set. */
export function stopoutLimitName(reason: string): string | null {
  if (reason === keyOf(DAILY_LOSS_LIMIT)) return 'Daily loss limit';
  if (reason === keyOf(EQUITY_STOP_LIMIT)) return 'Equity stop';
  return null;
}

/** A stop-out as the account's health shows it: our limit's name first, then the bridge's words. */
export function describeStopout(stopout: { reason: string; reasonDescription?: string }): string {
  const name = stopoutLimitName(stopout.reason);
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
        ? `Equity stop: ${g.equityStop.value}% below the equity at its start`
        : `Equity stop: ${money(g.equityStop.value, currency)} below the equity at its start`,
    );
  if (g.dailyLossLimit !== null)
    lines.push(
      `Daily loss limit: ${money(g.dailyLossLimit, currency)} below the equity at the UTC day's start`,
    );
  if (lines.length > 0)
    lines.push(
      g.onHit === 'close-all'
        ? 'When a limit is hit: close all trades'
        : 'When a limit is hit: close-only (open trades stay managed)',
    );
  return lines;
}
