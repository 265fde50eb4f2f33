import { typicalPositionOf, type TypicalPosition } from '../product-rules/index.js';
// The week of the master's priced deals the risk preview's typical position is taken from
// (docs/product.md §12), as the statistics state keeps it between runs (docs/product.md §10): per symbol,
// the times of its deals in the week and the price of the latest one. That is all the typical position
// reads (how often each symbol traded, and its latest price), and it is stored and read every hour, so it
// holds one number per deal rather than a record of three fields. Pure.

export interface SymbolDeals {
  symbol: string;
  /** Its deals' times in the week (epoch ms, ascending). */
  times: number[];
  /** The price of its latest deal (of the last one folded among deals at the same time). */
  price: number;
}

/** One entry per symbol traded in the week, in the order the symbols first traded. */
export type RecentDeals = SymbolDeals[];

export interface PricedDeal {
  symbol: string;
  price: number;
  time: number;
}

/** The first index of ascending `times` whose time passes `test`, which every later time passes too. */
function firstIndexWhere(times: readonly number[], test: (time: number) => boolean): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(times[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Adds one priced deal; a deal at or after its symbol's latest one sets the symbol's price. */
export function addRecentDeal(recent: RecentDeals, deal: PricedDeal): void {
  const entry = recent.find((e) => e.symbol === deal.symbol);
  if (!entry) {
    recent.push({ symbol: deal.symbol, times: [deal.time], price: deal.price });
    return;
  }
  const at = firstIndexWhere(entry.times, (time) => time > deal.time);
  entry.times.splice(at, 0, deal.time);
  if (at === entry.times.length - 1) entry.price = deal.price;
}

/** The deals at or after `since` (epoch ms); a symbol with none left is dropped. */
export function recentDealsSince(recent: RecentDeals, since: number): RecentDeals {
  return recent.flatMap((entry) => {
    const times = entry.times.slice(firstIndexWhere(entry.times, (time) => time >= since));
    return times.length === 0 ? [] : [{ ...entry, times }];
  });
}

/**
 * The typical position of these deals: the product rule's (typicalPositionOf) over the deals in time
 * order, each at its symbol's latest price, which is the only price the rule reads of a symbol.
 */
export function typicalPositionOfRecent(recent: RecentDeals): TypicalPosition | null {
  const deals = recent
    .flatMap(({ symbol, times, price }) => times.map((time) => ({ symbol, price, time })))
    .sort((a, b) => a.time - b.time);
  return typicalPositionOf(deals);
}
