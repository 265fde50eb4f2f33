// A strategy's own trades (docs/product.md §2, docs/architecture.md §6): the MetaTrader client API's
// history deals of the account behind the strategy (its `accountId`). MetaApi documents provided
// transactions as the deals of the subscribers copying our strategies, so the master is never read there.
// The statistics job, the copy report and the risk preview each read a strategy's deals here, once per
// strategy, and share them (the trades the strategy copies: its filters applied); provided/subscription transactions stay the source of our subscribers' copies.
import type { Deal, Strategy, TradingBridge } from '../bridge/index.js';
import {
  copiedByStrategy,
  typicalPositionOf,
  type CopyDeal,
  type TypicalPosition,
} from '../product-rules/index.js';

export interface DealWindow {
  from: Date;
  till: Date;
}

/** MetaTrader deals that open or close a position; balance, credit and the like are not trades. */
const TRADE_TYPES = new Set(['DEAL_TYPE_BUY', 'DEAL_TYPE_SELL']);

/**
 * One history deal of the strategy's account in the shape the copy-history domain groups: the deal's
 * own account stands as its "subscriber", result = profit + swap + commission (account currency, which
 * is the strategy's currency).
 */
export function masterDealOf(strategy: Strategy, accountId: string, deal: Deal): CopyDeal {
  return {
    type: deal.type,
    ...(deal.entryType === undefined ? {} : { entryType: deal.entryType }),
    time: deal.time,
    subscriberId: accountId,
    strategyId: strategy.id,
    strategyName: strategy.name,
    ...(deal.symbol === undefined ? {} : { symbol: deal.symbol }),
    ...(deal.positionId === undefined ? {} : { positionId: deal.positionId }),
    ...(deal.volume === undefined ? {} : { volume: Math.abs(deal.volume) }),
    ...(deal.price === undefined ? {} : { price: deal.price }),
    result: deal.profit + (deal.swap ?? 0) + (deal.commission ?? 0),
  };
}

/**
 * The strategy's trade deals in the window, those its own filters exclude left out (it never copies them:
 * product-rules/strategy-filters.ts); none for a strategy without an account behind it.
 */
export async function readMasterDeals(
  bridge: Pick<TradingBridge, 'getHistoryDeals'>,
  strategy: Strategy,
  window: DealWindow,
): Promise<CopyDeal[]> {
  const accountId = strategy.accountId;
  if (!accountId) return [];
  const deals = await bridge.getHistoryDeals(accountId, window.from, window.till);
  return deals
    .filter((d) => TRADE_TYPES.has(d.type) && copiedByStrategy(strategy.filters, d))
    .map((d) => masterDealOf(strategy, accountId, d));
}

/** The week of deals the risk preview's typical position is taken from (docs/product.md §5). */
export const TYPICAL_WINDOW_MS = 7 * 86_400_000;

/** The most traded symbol among the deals since `since` (epoch ms), at the latest price it traded. */
export function typicalPositionSince(deals: readonly CopyDeal[], since: number): TypicalPosition | null {
  return typicalPositionOf(
    deals.flatMap((d) =>
      d.symbol !== undefined && d.price !== undefined && Date.parse(d.time) >= since
        ? [{ symbol: d.symbol, price: d.price, time: Date.parse(d.time) }]
        : [],
    ),
  );
}
