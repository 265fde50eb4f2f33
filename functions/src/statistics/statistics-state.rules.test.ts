// The open positions the statistics task carries between runs, against hand-worked deal lists: a
// position closes once later deals cover its opening volume, whichever run reads them.
import { describe, expect, it } from 'vitest';
import { foldMasterDeals, freshState, keepRecentDeals } from './statistics-state.rules.js';
import { type CopyDeal } from '../product-rules/index.js';

const deal = (time: string, type: string, volume: number, result: number, positionId = 'p1'): CopyDeal => ({
  type,
  time: `2026-03-02T${time}:00.000Z`,
  subscriberId: 'provider',
  strategyId: 'S1',
  strategyName: 'One',
  symbol: 'EURUSD',
  positionId,
  volume,
  price: 1.1,
  result,
});

// 2.00 lots bought at 10:00; 1.00 sold at 11:00 (+30), 1.00 at 12:00 (+20, commission included):
// one trade of 2 lots, open 10:00, closed 12:00, profit 50.
const PARTIAL_CLOSE = [
  deal('10:00', 'DEAL_TYPE_BUY', 2, 0),
  deal('11:00', 'DEAL_TYPE_SELL', 1, 30),
  deal('12:00', 'DEAL_TYPE_SELL', 1, 20),
];
const TRADE = {
  openTime: Date.parse('2026-03-02T10:00:00.000Z'),
  closeTime: Date.parse('2026-03-02T12:00:00.000Z'),
  volume: 2,
  profit: 50,
};

describe('the open positions of the statistics state', () => {
  it('folds a position closed in two parts as one trade once the second part covers it', () => {
    const state = freshState('S1', 0);
    expect(foldMasterDeals(state, PARTIAL_CLOSE)).toEqual([TRADE]);
    expect(state.openTrades).toEqual({});
    expect(state.aggregate.trades).toBe(1);
  });

  it.each([1, 2])('gives the same trade when a run ends after the first %i deals', (split) => {
    const state = freshState('S1', 0);
    expect(foldMasterDeals(state, PARTIAL_CLOSE.slice(0, split))).toEqual([]);
    expect(Object.keys(state.openTrades)).toEqual(['p1']);
    expect(foldMasterDeals(state, PARTIAL_CLOSE.slice(split))).toEqual([TRADE]);
  });

  it('keeps only the priced deals of the last week', () => {
    const state = freshState('S1', 0);
    foldMasterDeals(state, PARTIAL_CLOSE);
    keepRecentDeals(state, Date.parse('2026-03-02T11:00:00.000Z'));
    expect(state.recentDeals).toEqual([
      {
        symbol: 'EURUSD',
        times: [Date.parse('2026-03-02T11:00:00.000Z'), Date.parse('2026-03-02T12:00:00.000Z')],
        price: 1.1,
      },
    ]);
  });
});
