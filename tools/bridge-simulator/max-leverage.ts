// CopyFactory's maxLeverage as the simulator applies it (metaapi.cloud/docs/copyfactory/features/
// riskFilters/maxLeverage: "If a new trade is going to exceed maximum leverage, then the trade size will
// be reduce[d] or the trade will not be placed"; positions only). How CopyFactory measures the leverage,
// rounds the reduced lot and words its log line is not documented: the README's "maxLeverage" names
// each guess and what would show it wrong.
import type { Book } from './book.js';
import { lotValueUsd, usdTo } from './instruments.js';
import type { RefusedOpen } from './copy-failures.js';
import type { UserLog } from './user-log.js';

type Raw = Record<string, unknown>;

/** The cap that applies: the subscription's, else the subscriber's (guess: the nearer one wins). */
export function maxLeverageOf(docs: readonly Raw[]): number | null {
  for (const d of docs) if (typeof d.maxLeverage === 'number' && d.maxLeverage > 0) return d.maxLeverage;
  return null;
}

/** Notional of `volume` lots in the account's currency at `price`. */
function notional(book: Book, symbol: string, volume: number, price: number): number {
  return usdTo(book.currency, volume * lotValueUsd(symbol, price));
}

/**
 * The volume the copy may open so that every open position's notional with it stays within
 * maxLeverage x equity (guess: equity, not balance), in 0.01 lots rounded down; 0: not placed.
 */
export function leverageCappedVolume(
  book: Book,
  price: (symbol: string) => number,
  open: { symbol: string; volume: number },
  maxLeverage: number,
): number {
  const prices = Object.fromEntries([...book.positions.values()].map((p) => [p.symbol, price(p.symbol)]));
  const equity = book.info(prices).equity;
  let held = 0;
  for (const p of book.positions.values()) held += notional(book, p.symbol, p.volume, price(p.symbol));
  const perLot = notional(book, open.symbol, 1, price(open.symbol));
  if (!(perLot > 0) || !(equity > 0)) return 0;
  const room = maxLeverage * equity - held;
  if (room >= perLot * open.volume) return open.volume;
  const lots = Math.floor((room / perLot) * 100 + 1e-9) / 100;
  return lots >= 0.01 ? lots : 0;
}

/** The user log line of a capped copy (guess: CopyFactory's own wording is not documented). */
export function leverageCapMessage(open: RefusedOpen, copied: number, maxLeverage: number): string {
  const over = `would exceed the maximum leverage of ${maxLeverage}:1 (maxLeverage)`;
  return copied === 0
    ? `Trade ${open.side} ${open.volume} ${open.symbol} was not placed: it ${over}`
    : `Trade ${open.side} ${open.volume} ${open.symbol} was reduced to ${copied} lots: the full trade ${over}`;
}

export function logLeverageCap(log: UserLog, open: RefusedOpen, copied: number, maxLeverage: number): void {
  log.append(open.subscriberId, {
    time: open.time,
    level: 'WARN',
    message: leverageCapMessage(open, copied, maxLeverage),
    symbol: open.symbol,
    strategyId: open.strategyId,
    ...(open.strategyName ? { strategyName: open.strategyName } : {}),
    side: open.side,
    type: 'market',
  });
}
