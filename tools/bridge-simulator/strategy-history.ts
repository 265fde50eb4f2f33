// Strategy history from before the simulated clock started: closed trades a strategy made earlier, so
// its statistics have a real past (CopyFactory provided transactions). Two sources:
// - generated: `historyDays` of trades per built-in strategy, from their own PRNG stream (the live
//   market's stream is untouched, so the same seed still gives the same live trades);
// - installed by a test through POST /__control/strategies, with literal trades whose figures a test
//   computes by hand (routes-control-strategies.ts).
import type { SimDeal } from './book.js';
import { INSTRUMENTS, profitUsd, round2, roundPrice, type Side } from './instruments.js';
import { gaussian, type Random } from './prng.js';

export interface PastTrade {
  symbol: string;
  side: Side;
  volume: number;
  openTime: number;
  closeTime: number;
  openPrice: number;
  closePrice: number;
  profit: number;
}

/** A closed trade as MetaTrader books it: an opening deal and a closing deal the opposite way. */
export function pastDeals(trades: readonly PastTrade[], nextId: () => string): SimDeal[] {
  return trades.flatMap((t) => {
    const positionId = nextId();
    const open = t.side === 'buy' ? 'DEAL_TYPE_BUY' : 'DEAL_TYPE_SELL';
    const close = t.side === 'buy' ? 'DEAL_TYPE_SELL' : 'DEAL_TYPE_BUY';
    const common = { symbol: t.symbol, volume: t.volume, positionId };
    return [
      {
        id: nextId(),
        type: open,
        entryType: 'DEAL_ENTRY_IN',
        ...common,
        price: t.openPrice,
        profit: 0,
        time: t.openTime,
      },
      {
        id: nextId(),
        type: close,
        entryType: 'DEAL_ENTRY_OUT',
        ...common,
        price: t.closePrice,
        profit: t.profit,
        time: t.closeTime,
      },
    ] satisfies SimDeal[];
  });
}

export interface HistoryPlan {
  symbols: string[];
  volume: number;
  /** Trades to generate (the strategy's advertised past trades). */
  trades: number;
  /** Sets the drift of the results in the trades' favour (larger: more gain). */
  drift: number;
}

const HOUR = 3_600_000;

/** `plan.trades` closed trades spread over the `days` before `start`, each closed before `start`. */
export function generatedHistory(
  plan: HistoryPlan,
  random: Random,
  start: number,
  days: number,
): PastTrade[] {
  const span = days * 24 * HOUR;
  const opens = Array.from({ length: plan.trades }, () => start - span + random() * (span - 12 * HOUR)).sort(
    (a, b) => a - b,
  );
  return opens.map((openTime) => {
    const symbol = plan.symbols[Math.floor(random() * plan.symbols.length)] ?? 'EURUSD';
    const side: Side = random() < 0.5 ? 'buy' : 'sell';
    const i = INSTRUMENTS[symbol] ?? { start: 1, sigma: 0.0002 };
    const openPrice = roundPrice(symbol, i.start * (1 + 0.01 * gaussian(random)));
    // A move with a small drift in the trade's favour, larger for the strategies that gain more.
    const move = i.sigma * (plan.drift / 10 + 12 * gaussian(random));
    const closePrice = roundPrice(symbol, openPrice * (1 + (side === 'buy' ? move : -move)));
    const closeTime = openTime + Math.round((0.25 + random() * 8) * HOUR);
    const profit = round2(profitUsd(symbol, side, plan.volume, openPrice, closePrice));
    return { symbol, side, volume: plan.volume, openTime, closeTime, openPrice, closePrice, profit };
  });
}
