// The figures of a strategy's record from its own closed trades (docs/product.md §2, strategy cards):
// equity curve, drawdown, worst day, win rate, profit factor, duration, live since, and the per-lot
// risk the risk preview scales. The shapes and gates live here; the figures are computed once, by the
// running aggregate (strategy-aggregate.ts) that strategy-record.ts reads the record off.
// Pure: times are epoch milliseconds, money is in the strategy account's currency.

export interface ClosedTrade {
  openTime: number;
  closeTime: number;
  /** Lots the master traded. */
  volume: number;
  /** Realised result at `volume` (profit + swap + commission). */
  profit: number;
}

/** A figure, or why the history cannot support it yet. */
export type Figure<T> = { known: true; value: T } | { known: false; reason: 'not-enough-history' };

export interface Drawdown {
  money: number;
  /** Share of the peak balance (0..1); null when no starting balance makes it meaningful. */
  relative: number | null;
}

export interface StrategyStatistics {
  trades: number;
  /** Open time of the first trade (ISO), or null without trades. */
  liveSince: string | null;
  /** Cumulative realised result after each closed trade, in close-time order. */
  equityCurve: { time: number; value: number }[];
  maxDrawdown: Figure<Drawdown>;
  /** The largest loss of one UTC calendar day, as a positive amount (0 when no day lost). */
  worstDayLoss: Figure<number>;
  /** Winning trades / all trades (0..1). */
  winRate: Figure<number>;
  /** Gross profit / gross loss; null value when there was no losing trade (unbounded). */
  profitFactor: Figure<number | null>;
  averageDurationMs: Figure<number>;
}

/** How much history a figure needs before it is shown (a "too young" strategy says so instead). */
export const STATISTICS_MINIMUM = { trades: 10, days: 7 } as const;

/** A trade's result had it been copied at `lot` lots (P/L scales linearly with volume). */
export function scaleProfit(trade: Pick<ClosedTrade, 'volume' | 'profit'>, lot: number): number {
  return trade.volume > 0 ? (trade.profit * lot) / trade.volume : 0;
}

/**
 * The history replayed at 1.00 lot (each trade's result divided by its volume), for the risk preview:
 * it multiplies these by the lot a client picks. Same "not enough history" gates as the card figures.
 */
export interface PerLotRisk {
  /** Largest fall of the cumulative result at 1.00 lot, in money (positive). */
  maxDrawdown: Figure<number>;
  /** Largest loss of one UTC calendar day at 1.00 lot, in money (positive; 0 when no day lost). */
  worstDayLoss: Figure<number>;
}
