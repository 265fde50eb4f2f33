// What the statistics job caches per strategy (README "Copy report and strategy statistics"): the card
// figures from the strategy's own closed trades, the per-lot risk the risk preview scales, and our
// subscribers' average result per lot next to the master's. Pure; built from strategy-statistics.ts.
import {
  averageResultPerLot,
  computeStrategyStatistics,
  downsampleCurve,
  perLotRisk,
  type ClosedTrade,
  type Figure,
  type PerLotRisk,
  type StrategyStatistics,
} from './strategy-statistics.js';

/** Points of the cached equity curve: enough for a card-sized chart, small in a document. */
export const STRATEGY_CURVE_POINTS = 48;

/**
 * The statistics of strategy-statistics.ts (its curve downsampled), plus what the card and the risk
 * preview add.
 */
export interface StrategyRecord extends StrategyStatistics {
  /** The master's realised result over the history (its own lots), in the strategy's currency. */
  netResult: number;
  perLot: PerLotRisk;
  /** Average result of one master trade at 1.00 lot. */
  masterResultPerLot: Figure<number>;
  /** Our subscribers' closed copies of the strategy: how many, and their average result at 1.00 lot. */
  subscribers: { copies: number; resultPerLot: Figure<number> };
}

export function strategyRecord(
  trades: readonly ClosedTrade[],
  copies: readonly Pick<ClosedTrade, 'volume' | 'profit'>[],
): StrategyRecord {
  const stats = computeStrategyStatistics(trades);
  const last = stats.equityCurve.at(-1)?.value ?? 0;
  return {
    trades: stats.trades,
    liveSince: stats.liveSince,
    netResult: last,
    equityCurve: downsampleCurve(stats.equityCurve, STRATEGY_CURVE_POINTS),
    maxDrawdown: stats.maxDrawdown,
    worstDayLoss: stats.worstDayLoss,
    winRate: stats.winRate,
    profitFactor: stats.profitFactor,
    averageDurationMs: stats.averageDurationMs,
    perLot: perLotRisk(trades),
    masterResultPerLot: averageResultPerLot(trades),
    subscribers: { copies: copies.length, resultPerLot: averageResultPerLot(copies) },
  };
}
