// A strategy's record from its own closed trades (docs/product.md §2, strategy cards): equity curve,
// drawdown, worst day, win rate, profit factor, duration, live since. The same computation replays the
// history at another lot size (the risk preview reuses it), so every figure is computed once here.
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

const DAY = 86_400_000;

/** A trade's result had it been copied at `lot` lots (P/L scales linearly with volume). */
export function scaleProfit(trade: Pick<ClosedTrade, 'volume' | 'profit'>, lot: number): number {
  return trade.volume > 0 ? (trade.profit * lot) / trade.volume : 0;
}

export interface StatisticsOptions {
  /** Replay every trade at this fixed lot instead of the master's volume. */
  lot?: number;
  /** Balance before the first trade, for the relative drawdown. */
  startingBalance?: number;
}

function known<T>(value: T): Figure<T> {
  return { known: true, value };
}

const TOO_YOUNG = { known: false, reason: 'not-enough-history' } as const;

export function computeStrategyStatistics(
  input: readonly ClosedTrade[],
  options: StatisticsOptions = {},
): StrategyStatistics {
  const trades = [...input].sort((a, b) => a.closeTime - b.closeTime);
  const results = trades.map((t) => (options.lot === undefined ? t.profit : scaleProfit(t, options.lot)));
  const firstOpen = trades.reduce((min, t) => Math.min(min, t.openTime), Infinity);
  const lastClose = trades.at(-1)?.closeTime ?? -Infinity;
  const enoughTrades = trades.length >= STATISTICS_MINIMUM.trades;
  const enoughDays = lastClose - firstOpen >= STATISTICS_MINIMUM.days * DAY;
  const equityCurve = cumulative(trades, results);
  const wins = results.filter((r) => r > 0);
  const grossProfit = wins.reduce((s, r) => s + r, 0);
  const grossLoss = -results.filter((r) => r < 0).reduce((s, r) => s + r, 0);
  const duration = trades.reduce((s, t) => s + (t.closeTime - t.openTime), 0);
  return {
    trades: trades.length,
    liveSince: trades.length > 0 ? new Date(firstOpen).toISOString() : null,
    equityCurve,
    maxDrawdown: enoughTrades && enoughDays ? known(drawdownOf(results, options.startingBalance)) : TOO_YOUNG,
    worstDayLoss: enoughDays ? known(worstDay(trades, results)) : TOO_YOUNG,
    winRate: enoughTrades ? known(wins.length / results.length) : TOO_YOUNG,
    profitFactor: enoughTrades ? known(grossLoss > 0 ? grossProfit / grossLoss : null) : TOO_YOUNG,
    averageDurationMs: enoughTrades ? known(duration / trades.length) : TOO_YOUNG,
  };
}

function cumulative(trades: ClosedTrade[], results: number[]): { time: number; value: number }[] {
  let total = 0;
  return trades.map((t, i) => {
    total += results[i] ?? 0;
    return { time: t.closeTime, value: roundCents(total) };
  });
}

/** Largest fall from a running peak of the balance (starting balance + cumulative result). */
export function drawdownOf(results: readonly number[], startingBalance = 0): Drawdown {
  let balance = startingBalance;
  let peak = startingBalance;
  let money = 0;
  let relative: number | null = null;
  for (const r of results) {
    balance += r;
    peak = Math.max(peak, balance);
    const fall = peak - balance;
    if (fall > money) money = fall;
    if (startingBalance > 0 && peak > 0) relative = Math.max(relative ?? 0, fall / peak);
  }
  return { money: roundCents(money), relative: startingBalance > 0 ? (relative ?? 0) : null };
}

function worstDay(trades: ClosedTrade[], results: number[]): number {
  const byDay = new Map<number, number>();
  trades.forEach((t, i) => {
    const day = Math.floor(t.closeTime / DAY);
    byDay.set(day, (byDay.get(day) ?? 0) + (results[i] ?? 0));
  });
  const worst = Math.min(0, ...byDay.values());
  return worst < 0 ? roundCents(-worst) : 0;
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

export function perLotRisk(trades: readonly ClosedTrade[]): PerLotRisk {
  const stats = computeStrategyStatistics(trades, { lot: 1 });
  return {
    maxDrawdown: stats.maxDrawdown.known ? known(stats.maxDrawdown.value.money) : TOO_YOUNG,
    worstDayLoss: stats.worstDayLoss,
  };
}

/** The average result of one trade at 1.00 lot, so a master and followers at any lot compare. */
export function averageResultPerLot(
  trades: readonly Pick<ClosedTrade, 'volume' | 'profit'>[],
): Figure<number> {
  const sized = trades.filter((t) => t.volume > 0);
  if (sized.length < STATISTICS_MINIMUM.trades) return TOO_YOUNG;
  return known(roundCents(sized.reduce((s, t) => s + scaleProfit(t, 1), 0) / sized.length));
}

/** At most `points` points of a curve, always keeping the last one (for a small card chart). */
export function downsampleCurve<T>(curve: readonly T[], points: number): T[] {
  if (curve.length <= points) return [...curve];
  const step = (curve.length - 1) / (points - 1);
  return Array.from({ length: points }, (_, i) => curve[Math.round(i * step)] as T);
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
