// The strategy card's monthly gain, yearly gain and trades from a hand-worked master deal history: the
// deals fold into the statistics state as the hourly task folds them, and the record is read at `now`.
import { describe, expect, it } from 'vitest';
import { foldMasterDeals, freshState } from './statistics-state.rules.js';
import { recordOf, type CopyDeal } from '../product-rules/index.js';

const deal = (time: string, type: string, volume: number, result: number, positionId: string): CopyDeal => ({
  type,
  time: `${time}:00.000Z`,
  subscriberId: 'provider',
  strategyId: 'S1',
  strategyName: 'One',
  symbol: 'EURUSD',
  positionId,
  volume,
  price: 1.1,
  result,
});

const NOW = Date.parse('2026-04-10T12:00:00.000Z');
// Five closed trades and one still open, read at 2026-04-10 12:00 UTC:
//  p1 2025-03-01 +500: 405 days back, outside both windows.
//  p2 2025-12-01 +120: inside the year only.
//  p3 2026-03-11 -40: 30 days back, the day just outside the 30-day window (today is its 30th day).
//  p4 2026-03-12 +80 (its result already holds swap and commission): the window's first day.
//  p5 2026-04-10 opened 1.00, closed 0.50 (+25) and 0.50 (+15): one trade of +40 today.
//  p6 2026-04-10 opened, never closed: no trade, no gain.
// Monthly: 80 + 40 = 120. Yearly: 120 - 40 + 80 + 40 = 200. Trades: 5.
const HISTORY = [
  deal('2025-03-01T09:00', 'DEAL_TYPE_BUY', 1, 0, 'p1'),
  deal('2025-03-01T10:00', 'DEAL_TYPE_SELL', 1, 500, 'p1'),
  deal('2025-12-01T09:00', 'DEAL_TYPE_SELL', 1, 0, 'p2'),
  deal('2025-12-01T10:00', 'DEAL_TYPE_BUY', 1, 120, 'p2'),
  deal('2026-03-11T09:00', 'DEAL_TYPE_BUY', 1, 0, 'p3'),
  deal('2026-03-11T23:59', 'DEAL_TYPE_SELL', 1, -40, 'p3'),
  deal('2026-03-12T00:00', 'DEAL_TYPE_BUY', 1, 0, 'p4'),
  deal('2026-03-12T01:00', 'DEAL_TYPE_SELL', 1, 80, 'p4'),
  deal('2026-04-10T08:00', 'DEAL_TYPE_BUY', 1, 0, 'p5'),
  deal('2026-04-10T09:00', 'DEAL_TYPE_SELL', 0.5, 25, 'p5'),
  deal('2026-04-10T10:00', 'DEAL_TYPE_SELL', 0.5, 15, 'p5'),
  deal('2026-04-10T11:00', 'DEAL_TYPE_BUY', 2, 0, 'p6'),
];

describe('the monthly and yearly gain and the trades of a strategy card', () => {
  it('sums the realised results of the trades closed in the last 30 and 365 UTC days', () => {
    const state = freshState('S1', 0);
    foldMasterDeals(state, HISTORY);
    const record = recordOf(state.aggregate, NOW);
    expect(record.trades).toBe(5);
    expect(record.gains).toEqual({ monthly: 120, yearly: 200 });
  });

  it('gives the same figures when the history is folded in two runs', () => {
    const state = freshState('S1', 0);
    foldMasterDeals(state, HISTORY.slice(0, 9));
    foldMasterDeals(state, HISTORY.slice(9));
    expect(recordOf(state.aggregate, NOW).gains).toEqual({ monthly: 120, yearly: 200 });
  });

  it('moves the windows with the time the record is read at', () => {
    const state = freshState('S1', 0);
    foldMasterDeals(state, HISTORY);
    // Eleven days later the 2026-03-12 trade has left the 30 days; only today's +40 of 04-10 is left.
    const later = NOW + 11 * 86_400_000;
    expect(recordOf(state.aggregate, later).gains).toEqual({ monthly: 40, yearly: 200 });
  });

  it('shows no gains for an aggregate kept before the day totals were (a rebuild fills them)', () => {
    const state = freshState('S1', 0);
    delete state.aggregate.days;
    foldMasterDeals(state, HISTORY);
    expect(recordOf(state.aggregate, NOW).gains).toBeNull();
  });
});
