// What the incremental statistics task keeps per strategy between runs (docs/product.md §10): the running
// aggregate of strategy-aggregate.ts, the cursor up to which history was read, the positions still open
// at the cursor (a trade is folded when its last deal closes it), and the week of master deals the risk
// preview's typical position is taken from (statistics-recent-deals.ts). Everything here is bounded by
// open positions and one week, never by the length of the history. Pure: the service reads the bridge
// and the repo stores the state.
import { addRecentDeal, recentDealsSince, type RecentDeals } from './statistics-recent-deals.rules.js';
import {
  emptyAggregate,
  foldTrade,
  type ClosedTrade,
  type CopyDeal,
  type StrategyAggregate,
} from '../product-rules/index.js';

/** A position whose deals so far do not cover its opening volume. */
export interface OpenPosition {
  openTime: number;
  volume: number;
  closedVolume: number;
  result: number;
}

export interface StatisticsState {
  strategyId: string;
  /** Where the history starts (epoch ms): a rebuild reads from here again. */
  origin: number;
  /** History before this time (epoch ms, exclusive) is folded in. */
  cursor: number;
  aggregate: StrategyAggregate;
  /** The master's open positions by position id, and our open copies by our position id. */
  openTrades: Record<string, OpenPosition>;
  openCopies: Record<string, OpenPosition & { subscriberId: string }>;
  /** The master's priced deals of the last week, per symbol (the typical position, docs/product.md §12). */
  recentDeals: RecentDeals;
  /** The time of the latest copy of ours folded in, or null: copy quality is read only after one. */
  lastCopyAt: number | null;
  /** The strategy account's currency, read on the first run (an account's currency never changes). */
  currency: string | null;
}

export function freshState(strategyId: string, origin: number): StatisticsState {
  return {
    strategyId,
    origin,
    cursor: origin,
    aggregate: emptyAggregate(),
    openTrades: {},
    openCopies: {},
    recentDeals: [],
    lastCopyAt: null,
    currency: null,
  };
}

const TRADE_TYPES = new Set(['DEAL_TYPE_BUY', 'DEAL_TYPE_SELL']);

/**
 * Applies one deal to the open positions (subscriptions/copy-history.rules.ts's grouping: the earliest deal opens a
 * position; it is closed once later deals' volume covers the opening volume). Returns the position the
 * deal closed, if any.
 */
export function applyDeal<P extends OpenPosition>(
  open: Record<string, P>,
  key: string,
  deal: CopyDeal,
  opened: (position: OpenPosition) => P,
): (P & { closeTime: number }) | null {
  const time = Date.parse(deal.time);
  const position = open[key];
  // An exit whose position opened before the history read is never taken for a new open.
  if (!position && (deal.entryType === 'DEAL_ENTRY_OUT' || deal.entryType === 'DEAL_ENTRY_OUT_BY'))
    return null;
  if (!position) {
    open[key] = opened({ openTime: time, volume: deal.volume ?? 0, closedVolume: 0, result: deal.result });
    return null;
  }
  position.closedVolume += deal.volume ?? 0;
  position.result += deal.result;
  if (position.closedVolume + 1e-9 < position.volume || position.closedVolume === 0) return null;
  delete open[key];
  return { ...position, closeTime: time };
}

export const isTradeDeal = (deal: CopyDeal) => TRADE_TYPES.has(deal.type);

/** The deals oldest first, whatever order the bridge gave them in (a fold reads them in time order). */
export function inTimeOrder<D extends { time: string }>(deals: readonly D[]): D[] {
  return [...deals].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/** Folds the master's deals of one slice into the state; returns the trades they closed. */
export function foldMasterDeals(state: StatisticsState, deals: readonly CopyDeal[]): ClosedTrade[] {
  const closed: ClosedTrade[] = [];
  for (const deal of inTimeOrder(deals)) {
    if (!isTradeDeal(deal)) continue;
    if (deal.symbol !== undefined && deal.price !== undefined)
      addRecentDeal(state.recentDeals, {
        symbol: deal.symbol,
        price: deal.price,
        time: Date.parse(deal.time),
      });
    if (deal.positionId === undefined) continue;
    const done = applyDeal(state.openTrades, deal.positionId, deal, (p) => p);
    if (!done) continue;
    const trade = {
      openTime: done.openTime,
      closeTime: done.closeTime,
      volume: done.volume,
      profit: done.result,
    };
    state.aggregate = foldTrade(state.aggregate, trade);
    closed.push(trade);
  }
  return closed;
}

/** Drops the priced deals before `since` (the typical position looks back one week only). */
export function keepRecentDeals(state: StatisticsState, since: number): void {
  state.recentDeals = recentDealsSince(state.recentDeals, since);
}
