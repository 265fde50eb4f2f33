// Pure mapping of bridge deals to docs/product.md §3 history items: only closing trades (DEAL_ENTRY_OUT of a buy
// or sell deal) are shown.
import type { HistoryItem } from '../contract/index.js';

export interface DealLike {
  id: string;
  type: string;
  entryType?: string;
  symbol?: string;
  volume?: number;
  profit: number;
  time: string;
}

export function toHistoryItems(deals: readonly DealLike[]): HistoryItem[] {
  const items: HistoryItem[] = [];
  for (const deal of deals) {
    if (deal.entryType !== 'DEAL_ENTRY_OUT') continue;
    if (deal.type !== 'DEAL_TYPE_BUY' && deal.type !== 'DEAL_TYPE_SELL') continue;
    items.push({
      id: deal.id,
      time: deal.time,
      type: deal.type,
      entryType: 'DEAL_ENTRY_OUT',
      symbol: deal.symbol ?? '',
      volume: deal.volume ?? 0,
      profit: deal.profit,
    });
  }
  return items.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
