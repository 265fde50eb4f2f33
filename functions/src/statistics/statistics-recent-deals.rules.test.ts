// The week of priced deals the statistics state keeps per symbol, against hand-worked deal lists: what is
// kept, what a later run drops, and the typical position read off it (the most traded symbol of the week,
// the one that traded first on a tie, at its latest price).
import { describe, expect, it } from 'vitest';
import {
  addRecentDeal,
  recentDealsSince,
  typicalPositionOfRecent,
  type PricedDeal,
  type RecentDeals,
} from './statistics-recent-deals.rules.js';

function recentOf(deals: PricedDeal[]): RecentDeals {
  const recent: RecentDeals = [];
  for (const deal of deals) addRecentDeal(recent, deal);
  return recent;
}

const eur = (time: number, price: number) => ({ symbol: 'EURUSD', price, time });
const gbp = (time: number, price: number) => ({ symbol: 'GBPUSD', price, time });

describe('the week of priced deals kept per symbol', () => {
  it('keeps each symbol once, with its deals’ times and the price of its latest deal', () => {
    expect(recentOf([eur(1, 1.08), gbp(2, 1.27), eur(3, 1.09)])).toEqual([
      { symbol: 'EURUSD', times: [1, 3], price: 1.09 },
      { symbol: 'GBPUSD', times: [2], price: 1.27 },
    ]);
  });

  it.each([
    {
      case: 'a deal older than the latest keeps the price',
      late: eur(2, 1.1),
      times: [1, 2, 3],
      price: 1.09,
    },
    { case: 'a deal at the latest time sets it', late: eur(3, 1.1), times: [1, 3, 3], price: 1.1 },
  ])('$case', ({ late, times, price }) => {
    expect(recentOf([eur(1, 1.08), eur(3, 1.09), late])).toEqual([{ symbol: 'EURUSD', times, price }]);
  });

  it('drops the deals before the start of the week, and a symbol left with none', () => {
    const recent = recentOf([eur(1, 1.08), gbp(2, 1.27), eur(3, 1.09)]);
    expect(recentDealsSince(recent, 3)).toEqual([{ symbol: 'EURUSD', times: [3], price: 1.09 }]);
    expect(recentDealsSince(recent, 4)).toEqual([]);
  });
});

describe('the typical position of the week', () => {
  it.each([
    { case: 'no deals', deals: [], typical: null },
    {
      case: 'the most traded symbol, at its latest price',
      deals: [eur(1, 1.08), gbp(2, 1.27), eur(3, 1.09)],
      typical: { symbol: 'EURUSD', price: 1.09 },
    },
    {
      case: 'on a tie, the symbol that traded first, whatever order its deals came in',
      deals: [eur(5, 1.1), gbp(1, 1.3)],
      typical: { symbol: 'GBPUSD', price: 1.3 },
    },
  ])('$case', ({ deals, typical }) => {
    expect(typicalPositionOfRecent(recentOf(deals))).toEqual(typical);
  });

  it('on a tie after older deals are dropped, the symbol that traded first in what is left', () => {
    // EURUSD at 1 and 10, GBPUSD at 5: from 2 on, one deal each, and GBPUSD's comes first.
    const recent = recentDealsSince(recentOf([eur(1, 1.08), gbp(5, 1.27), eur(10, 1.09)]), 2);
    expect(typicalPositionOfRecent(recent)).toEqual({ symbol: 'GBPUSD', price: 1.27 });
  });
});
