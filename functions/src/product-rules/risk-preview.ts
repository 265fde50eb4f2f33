// The risk preview of the trade-size modal (docs/product.md §5 trade volume): what a lot size would
// have cost on the strategy's own closed trades, next to the account's equity. Written once for the
// web modal, the server and the bench. Every money figure replays the history at a fixed lot, and P/L
// scales linearly with the lot (scaleProfit), so the history is replayed once at 1.00 lot: the
// statistics job's per-lot figures (strategy-record.ts `perLot`, cached with the strategy's record).
// The preview reads those (riskBasisOf) and each volume change is a few multiplications (previewRisk).
import {
  exposureOf,
  heldNotional,
  largestNotional,
  notionalInAccount,
  type Exposure,
  type HeldSubscription,
  type RecentPosition,
} from './risk-exposure.js';
import { type Figure, type PerLotRisk } from './strategy-statistics.js';
import { acknowledgementOf, verdictOf } from './risk-verdict.js';

/**
 * Over this share of equity Subscribe asks for an acknowledgement: the worst of the drawdown on closed
 * trades and the margin of the open positions at the lot (risk-exposure.ts).
 */
export const RISK_ACKNOWLEDGE_DEFAULT_PERCENT = 50;

/** The position the margin figure is for: the strategy's most traded symbol at its latest price. */
export interface TypicalPosition {
  symbol: string;
  price: number;
}

/** A strategy's history reduced to what the preview needs; computed once, valid for every lot. */
export interface StrategyRiskBasis {
  trades: number;
  /** Currency of the strategy's account: the money figures are in it. */
  currency: string;
  /** Worst fall from a running peak of the cumulative result, had every trade been 1 lot. */
  drawdownPerLot: Figure<number>;
  /** Largest loss of one UTC calendar day at 1 lot (0 when no day lost). */
  worstDayPerLot: Figure<number>;
  typicalPosition: TypicalPosition | null;
  /** Every symbol the strategy traded recently at its latest price: the exposure's candidates. */
  recentPositions: RecentPosition[];
}

/** The basis from a strategy's statistics record (the cache the statistics job writes): no replay here. */
export function riskBasisOf(
  statistics: { trades: number; perLot: PerLotRisk },
  currency: string,
  typicalPosition: TypicalPosition | null,
  recentPositions: RecentPosition[] = typicalPosition ? [typicalPosition] : [],
): StrategyRiskBasis {
  return {
    trades: statistics.trades,
    currency,
    drawdownPerLot: statistics.perLot.maxDrawdown,
    worstDayPerLot: statistics.perLot.worstDayLoss,
    typicalPosition,
    recentPositions,
  };
}

/** The most traded symbol and the latest price it traded at, or null without trades. */
export function typicalPositionOf(
  trades: readonly { symbol: string; price: number; time: number }[],
): TypicalPosition | null {
  const counts = new Map<string, { n: number; time: number; price: number }>();
  for (const t of trades) {
    const c = counts.get(t.symbol) ?? { n: 0, time: -Infinity, price: t.price };
    counts.set(t.symbol, {
      n: c.n + 1,
      time: Math.max(c.time, t.time),
      price: t.time >= c.time ? t.price : c.price,
    });
  }
  let best: TypicalPosition | null = null;
  let bestCount = 0;
  for (const [symbol, c] of counts)
    if (c.n > bestCount) [best, bestCount] = [{ symbol, price: c.price }, c.n];
  return best;
}

/**
 * Margin one position of `lot` lots needs: notional / leverage, in the account's currency when it is
 * the symbol's quote or base currency; null when that needs an exchange rate we do not have.
 */
export function marginForLot(
  lot: number,
  position: TypicalPosition,
  account: { leverage: number; currency: string },
): number | null {
  if (!(account.leverage > 0)) return null;
  const same = { strategyCurrency: account.currency, rate: null };
  const notional = notionalInAccount(lot, position, account, same);
  return notional === null ? null : notional / account.leverage;
}

export interface PreviewAccount {
  /** Null when it could not be read: the share of equity, and so the risk, is then unknown. */
  equity: number | null;
  currency: string;
  leverage: number;
}

export interface LossAtLot {
  /** In the preview's currency (the account's, converted when a rate is known). */
  money: number;
  /** Share of current equity in percent; null when the equity or the conversion is unknown. */
  percentOfEquity: number | null;
}

/**
 * What Subscribe or Save needs before it goes ahead (docs/product.md §5): nothing, the acknowledgement
 * of a worst loss over the threshold, or the acknowledgement that the risk is unknown.
 */
export type RiskAcknowledgementNeed =
  | { kind: 'none' }
  | { kind: 'loss'; money: number; currency: string; percentOfEquity: number; threshold: number }
  | ({ kind: 'exposure'; currency: string; threshold: number; others: number } & Exposure)
  | { kind: 'unknown'; reason: string };

/** The open-position figures at the lot (risk-exposure.ts); null where they cannot be computed. */
export interface ExposurePreview {
  /** The strategy's largest recent position at the lot. */
  position: Exposure | null;
  /** The account's other subscriptions at their lots together with it. */
  account: Exposure | null;
  /** How many other subscriptions the account figure adds. */
  others: number;
}

export interface RiskPreview {
  lot: number;
  /** The account's currency, or the strategy's when no rate converts one into the other. */
  currency: string;
  margin: number | null;
  enoughHistory: boolean;
  drawdown: LossAtLot | null;
  worstDay: LossAtLot | null;
  exposure: ExposurePreview;
  needsAcknowledgement: boolean;
  acknowledgement: RiskAcknowledgementNeed;
  verdict: string;
}

function lossAt(perLot: Figure<number>, lot: number, rate: number, equity: number | null): LossAtLot | null {
  if (!perLot.known) return null;
  const money = Math.round(perLot.value * lot * rate * 100) / 100;
  return { money, percentOfEquity: equity !== null && equity > 0 ? (money / equity) * 100 : null };
}

/** The pair whose price converts the strategy's currency into the account's, e.g. USDZAR. */
export function conversionPairOf(strategyCurrency: string, accountCurrency: string): string {
  return `${strategyCurrency.toUpperCase()}${accountCurrency.toUpperCase()}`;
}

export function noRateReason(strategyCurrency: string, accountCurrency: string): string {
  return `No ${conversionPairOf(strategyCurrency, accountCurrency)} rate could be read to convert the strategy's ${strategyCurrency} figures into ${accountCurrency}, so the share of equity this lot could lose is unknown.`;
}

/** The strategy's largest recent position at the lot, alone and with the account's other subscriptions. */
export function exposureAt(
  lot: number,
  basis: StrategyRiskBasis,
  account: PreviewAccount,
  rate: number | null,
  /** Null when they could not be read: the account's figure is then unknown. */
  held: readonly HeldSubscription[] | null,
): ExposurePreview {
  const conversion = { strategyCurrency: basis.currency, rate };
  const largest = largestNotional(lot, basis.recentPositions, account, conversion);
  const others = held === null ? null : heldNotional(held, account);
  const count = held?.length ?? 0;
  if (!largest) return { position: null, account: null, others: count };
  const total = others === null ? null : exposureOf(largest.symbol, largest.notional + others, account);
  return { position: exposureOf(largest.symbol, largest.notional, account), account: total, others: count };
}

/**
 * The preview of `lot` for the account with its `held` other subscriptions. `rate` converts the strategy's currency into the account's
 * (account units per strategy unit, the price of e.g. USDZAR); without it, an account in another
 * currency gets the figures in the strategy's currency and the risk is unknown: never a guessed rate.
 */
export function previewRisk(
  lot: number,
  basis: StrategyRiskBasis,
  account: PreviewAccount,
  acknowledgeAbovePercent: number = RISK_ACKNOWLEDGE_DEFAULT_PERCENT,
  rate: number | null = null,
  held: readonly HeldSubscription[] | null = [],
): RiskPreview {
  const sameCurrency = basis.currency.toUpperCase() === account.currency.toUpperCase();
  const usableRate = rate !== null && Number.isFinite(rate) && rate > 0 ? rate : null;
  const factor = sameCurrency ? 1 : usableRate;
  const converted = factor !== null;
  const currency = converted ? account.currency : basis.currency;
  const equity = converted ? account.equity : null;
  const drawdown = lossAt(basis.drawdownPerLot, lot, factor ?? 1, equity);
  const worstDay = lossAt(basis.worstDayPerLot, lot, factor ?? 1, equity);
  const unknownReason = converted ? null : noRateReason(basis.currency, account.currency);
  const exposure = exposureAt(lot, basis, account, usableRate, held);
  const acknowledgement = acknowledgementOf(
    { drawdown, exposure, currency, unknownReason },
    acknowledgeAbovePercent,
  );
  return {
    lot,
    currency,
    margin: basis.typicalPosition ? marginForLot(lot, basis.typicalPosition, account) : null,
    enoughHistory: drawdown !== null,
    drawdown,
    worstDay,
    exposure,
    needsAcknowledgement: acknowledgement.kind !== 'none',
    acknowledgement,
    verdict: verdictOf(lot, drawdown, currency),
  };
}
