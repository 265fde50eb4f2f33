// A strategy's record as running sums (docs/product.md §10, strategy cards): each closed trade, taken in
// close-time order, is folded into the aggregate once, so the hourly statistics task only adds the trades
// that closed since its last run, and a rebuild folds the whole history into the same figures. The same
// fold makes the record of a whole trade list (strategy-record.ts), so the two can never disagree.
// Pure and JSON-shaped (it is stored between runs); times are epoch ms, money the strategy's currency.
import { foldDayResult, type DayResult } from './strategy-gains.js';
import { scaleProfit, STATISTICS_MINIMUM, type ClosedTrade } from './strategy-statistics.js';

/** A cumulative result series: balance, running peak, largest fall and the current / worst UTC day. */
export interface ResultSeries {
  balance: number;
  peak: number;
  maxFall: number;
  /** The UTC day (epoch days) of the last folded trade, null before the first. */
  day: number | null;
  /** The total of the current day, `day`, so far. */
  daySum: number;
  /** The most negative total of a day before `day` (0 when none lost). */
  worstDaySum: number;
}

/** Kept equity-curve points: those whose trade index is a multiple of `stride` (see foldCurve). */
export interface CurveSample {
  stride: number;
  points: { index: number; time: number; value: number }[];
  last: { index: number; time: number; value: number } | null;
}

/** Our subscribers' closed copies, in the strategy's currency. */
export interface CopySums {
  count: number;
  /** Copies with a volume, and the sum of their results at 1.00 lot. */
  sized: number;
  perLotSum: number;
}

export interface StrategyAggregate {
  trades: number;
  firstOpen: number | null;
  lastClose: number | null;
  wins: number;
  grossProfit: number;
  /** The sum of the losing results (negative or 0). */
  lossSum: number;
  durationMs: number;
  /** Results at the master's own volumes. */
  own: ResultSeries;
  /** Results at 1.00 lot (the risk preview's basis). */
  perLot: ResultSeries;
  sizedTrades: number;
  perLotSum: number;
  curve: CurveSample;
  copies: CopySums;
  /** The last year's realised result per UTC day (strategy-gains.ts); absent in aggregates kept before it. */
  days?: DayResult[];
}

/** Points of the cached equity curve: enough for a card-sized chart, small in a document. */
export const STRATEGY_CURVE_POINTS = 48;

const DAY = 86_400_000;

const emptySeries = (): ResultSeries => ({
  balance: 0,
  peak: 0,
  maxFall: 0,
  day: null,
  daySum: 0,
  worstDaySum: 0,
});

export function emptyAggregate(): StrategyAggregate {
  return {
    trades: 0,
    firstOpen: null,
    lastClose: null,
    wins: 0,
    grossProfit: 0,
    lossSum: 0,
    durationMs: 0,
    own: emptySeries(),
    perLot: emptySeries(),
    sizedTrades: 0,
    perLotSum: 0,
    curve: { stride: 1, points: [], last: null },
    copies: { count: 0, sized: 0, perLotSum: 0 },
    days: [],
  };
}

/** Adds one result closed at `closeTime`; a new UTC day first settles the previous day's total. */
function foldSeries(series: ResultSeries, result: number, closeTime: number): ResultSeries {
  const balance = series.balance + result;
  const peak = Math.max(series.peak, balance);
  const day = Math.floor(closeTime / DAY);
  const sameDay = series.day === day;
  return {
    balance,
    peak,
    maxFall: Math.max(series.maxFall, peak - balance),
    day,
    daySum: (sameDay ? series.daySum : 0) + result,
    worstDaySum: sameDay ? series.worstDaySum : Math.min(series.worstDaySum, series.daySum),
  };
}

/** The largest loss of one UTC day, the current day's total included, as a positive amount (0 if none). */
export function worstDayLossOf(series: ResultSeries): number {
  const worst = Math.min(series.worstDaySum, series.daySum);
  return worst < 0 ? roundCents(-worst) : 0;
}

/**
 * Keeps the points whose trade index is a multiple of the stride, at most STRATEGY_CURVE_POINTS - 1 of
 * them (the stride doubles when they would be more), plus the latest point: evenly spaced by trade
 * count, whatever the history's length, without holding the whole curve.
 */
function foldCurve(curve: CurveSample, index: number, point: { time: number; value: number }): CurveSample {
  let { stride, points } = curve;
  if (index % stride === 0) points = [...points, { index, ...point }];
  while (points.length > STRATEGY_CURVE_POINTS - 1) {
    stride *= 2;
    points = points.filter((p) => p.index % stride === 0);
  }
  return { stride, points, last: { index, ...point } };
}

/** Folds one closed master trade; trades must come in close-time order. */
export function foldTrade(agg: StrategyAggregate, trade: ClosedTrade): StrategyAggregate {
  const result = trade.profit;
  const own = foldSeries(agg.own, result, trade.closeTime);
  return {
    trades: agg.trades + 1,
    firstOpen: Math.min(agg.firstOpen ?? Infinity, trade.openTime),
    lastClose: trade.closeTime,
    wins: agg.wins + (result > 0 ? 1 : 0),
    grossProfit: agg.grossProfit + (result > 0 ? result : 0),
    lossSum: agg.lossSum + (result < 0 ? result : 0),
    durationMs: agg.durationMs + (trade.closeTime - trade.openTime),
    own,
    perLot: foldSeries(agg.perLot, scaleProfit(trade, 1), trade.closeTime),
    sizedTrades: agg.sizedTrades + (trade.volume > 0 ? 1 : 0),
    perLotSum: agg.perLotSum + (trade.volume > 0 ? scaleProfit(trade, 1) : 0),
    curve: foldCurve(agg.curve, agg.trades, { time: trade.closeTime, value: roundCents(own.balance) }),
    copies: agg.copies,
    ...(agg.days ? { days: foldDayResult(agg.days, result, trade.closeTime) } : {}),
  };
}

/** Folds one of our subscribers' closed copies (its result already in the strategy's currency). */
export function foldCopy(
  agg: StrategyAggregate,
  copy: Pick<ClosedTrade, 'volume' | 'profit'>,
): StrategyAggregate {
  const sized = copy.volume > 0;
  return {
    ...agg,
    copies: {
      count: agg.copies.count + 1,
      sized: agg.copies.sized + (sized ? 1 : 0),
      perLotSum: agg.copies.perLotSum + (sized ? scaleProfit(copy, 1) : 0),
    },
  };
}

/** The kept curve: the sampled points and the latest one, in trade order. */
export function curveOf(curve: CurveSample): { time: number; value: number }[] {
  const kept =
    curve.last && curve.last.index !== curve.points.at(-1)?.index
      ? [...curve.points, curve.last]
      : curve.points;
  return kept.map(({ time, value }) => ({ time, value }));
}

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

export const enoughTradesIn = (agg: StrategyAggregate) => agg.trades >= STATISTICS_MINIMUM.trades;

export const enoughDaysIn = (agg: StrategyAggregate) =>
  agg.firstOpen !== null &&
  agg.lastClose !== null &&
  agg.lastClose - agg.firstOpen >= STATISTICS_MINIMUM.days * DAY;
