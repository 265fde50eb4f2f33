// What the statistics job caches per strategy (README "Copy report and strategy statistics"): the card
// figures from the strategy's own closed trades, the per-lot risk the risk preview scales, and our
// subscribers' average result per lot next to the master's. Pure: the record is read off the running
// aggregate of strategy-aggregate.ts, which the hourly task extends and a whole trade list folds into.
import {
  curveOf,
  emptyAggregate,
  enoughDaysIn,
  enoughTradesIn,
  foldCopy,
  foldTrade,
  roundCents,
  worstDayLossOf,
  type StrategyAggregate,
} from './strategy-aggregate.js';
import { gainsOf, type StrategyGains } from './strategy-gains.js';
import {
  STATISTICS_MINIMUM,
  type ClosedTrade,
  type Figure,
  type PerLotRisk,
  type StrategyStatistics,
} from './strategy-statistics.js';

/**
 * The statistics of strategy-statistics.ts (its curve sampled to at most STRATEGY_CURVE_POINTS), plus
 * what the card and the risk preview add.
 */
export interface StrategyRecord extends StrategyStatistics {
  /** The master's realised result over the history (its own lots), in the strategy's currency. */
  netResult: number;
  perLot: PerLotRisk;
  /** Average result of one master trade at 1.00 lot. */
  masterResultPerLot: Figure<number>;
  /** Our subscribers' closed copies of the strategy: how many, and their average result at 1.00 lot. */
  subscribers: { copies: number; resultPerLot: Figure<number> };
  /** Monthly and yearly gain (strategy-gains.ts); null for an aggregate kept before the day totals were. */
  gains: StrategyGains | null;
}

const TOO_YOUNG = { known: false, reason: 'not-enough-history' } as const;

function figure<T>(shown: boolean, value: () => T): Figure<T> {
  return shown ? { known: true, value: value() } : TOO_YOUNG;
}

const perLotAverage = (sized: number, sum: number): Figure<number> =>
  figure(sized >= STATISTICS_MINIMUM.trades, () => roundCents(sum / sized));

/**
 * The record the aggregate stands for at `now` (epoch ms; the gains' windows end there, by default
 * at the last close), with the same "not enough history" gates as the card figures.
 */
export function recordOf(agg: StrategyAggregate, now = agg.lastClose ?? 0): StrategyRecord {
  const enoughTrades = enoughTradesIn(agg);
  const enoughDays = enoughDaysIn(agg);
  const grossLoss = -agg.lossSum;
  return {
    trades: agg.trades,
    liveSince: agg.firstOpen === null ? null : new Date(agg.firstOpen).toISOString(),
    netResult: agg.curve.last?.value ?? 0,
    equityCurve: curveOf(agg.curve),
    maxDrawdown: figure(enoughTrades && enoughDays, () => ({
      money: roundCents(agg.own.maxFall),
      relative: null,
    })),
    worstDayLoss: figure(enoughDays, () => worstDayLossOf(agg.own)),
    winRate: figure(enoughTrades, () => agg.wins / agg.trades),
    profitFactor: figure(enoughTrades, () => (grossLoss > 0 ? agg.grossProfit / grossLoss : null)),
    averageDurationMs: figure(enoughTrades, () => agg.durationMs / agg.trades),
    perLot: {
      maxDrawdown: figure(enoughTrades && enoughDays, () => roundCents(agg.perLot.maxFall)),
      worstDayLoss: figure(enoughDays, () => worstDayLossOf(agg.perLot)),
    },
    masterResultPerLot: perLotAverage(agg.sizedTrades, agg.perLotSum),
    subscribers: {
      copies: agg.copies.count,
      resultPerLot: perLotAverage(agg.copies.sized, agg.copies.perLotSum),
    },
    gains: agg.days ? gainsOf(agg.days, now) : null,
  };
}

/** The record at `now` of a whole trade list: every trade folded in close-time order, then every copy. */
export function strategyRecord(
  trades: readonly ClosedTrade[],
  copies: readonly Pick<ClosedTrade, 'volume' | 'profit'>[],
  now?: number,
): StrategyRecord {
  const inCloseOrder = [...trades].sort((a, b) => a.closeTime - b.closeTime);
  return recordOf(copies.reduce(foldCopy, inCloseOrder.reduce(foldTrade, emptyAggregate())), now);
}
