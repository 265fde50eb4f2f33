// The running aggregate of a strategy's record against hand-worked trade lists: every expected value is
// worked out in the comments, never taken from the module.
import { describe, expect, it } from 'vitest';
import {
  curveOf,
  emptyAggregate,
  foldCopy,
  foldTrade,
  recordOf,
  worstDayLossOf,
  type ClosedTrade,
  type StrategyAggregate,
} from './index.js';

const HOUR = 3_600_000;
const at = (day: number, hour: number) => Date.parse('2026-03-01T00:00:00Z') + day * 24 * HOUR + hour * HOUR;
const trade = (day: number, open: number, close: number, profit: number, volume = 1): ClosedTrade => ({
  openTime: at(day, open),
  closeTime: at(day, close),
  volume,
  profit,
});
const fold = (trades: readonly ClosedTrade[], from: StrategyAggregate = emptyAggregate()) =>
  trades.reduce(foldTrade, from);

// Ten 1.00-lot trades over eight days: cumulative 100, 50, 250, 130, 50, 110, 80, 230, 190, 300, so the
// peak 250 falls to 50 (drawdown 200). Days: +50, +200, -200, +60, -30, +150, -40, +110: worst day 200.
// Wins 5 of 10; gross profit 620, gross loss 320: profit factor 1.9375. Durations 17.5 h: 1.75 h each.
const TEN = [
  trade(0, 10, 12, 100),
  trade(0, 14, 15, -50),
  trade(1, 10, 11, 200),
  trade(2, 9, 13, -120),
  trade(2, 15, 16, -80),
  trade(3, 10, 10.5, 60),
  trade(4, 10, 12, -30),
  trade(5, 10, 11, 150),
  trade(6, 10, 14, -40),
  trade(7, 10, 11, 110),
];

describe('the running aggregate of a strategy record', () => {
  it('gives the hand-worked card figures for ten trades', () => {
    expect(recordOf(fold(TEN))).toMatchObject({
      trades: 10,
      liveSince: '2026-03-01T10:00:00.000Z',
      netResult: 300,
      maxDrawdown: { known: true, value: { money: 200, relative: null } },
      worstDayLoss: { known: true, value: 200 },
      winRate: { known: true, value: 0.5 },
      profitFactor: { known: true, value: 1.9375 },
      averageDurationMs: { known: true, value: 1.75 * HOUR },
      perLot: { maxDrawdown: { known: true, value: 200 }, worstDayLoss: { known: true, value: 200 } },
      masterResultPerLot: { known: true, value: 30 },
    });
  });

  it.each([1, 4, 6, 9])(
    'folded as the first %i trades and then the rest, equals folding all ten at once',
    (split) => {
      expect(fold(TEN.slice(split), fold(TEN.slice(0, split)))).toEqual(fold(TEN));
    },
  );

  it('counts a day by its total, not by its low point within the day', () => {
    // Day 0: -150 then +100, a day total of -50. Day 1: -80. The worst day lost 80, not 150.
    const series = fold([trade(0, 1, 2, -150), trade(0, 3, 4, 100), trade(1, 1, 2, -80)]).own;
    expect(worstDayLossOf(series)).toBe(80);
  });

  it("counts the current day's total as a day once it is the worst", () => {
    // Day 0: +20. Day 1 (still running): -30, then -40: -70 so far.
    const series = fold([trade(0, 1, 2, 20), trade(1, 1, 2, -30), trade(1, 3, 4, -40)]).own;
    expect(worstDayLossOf(series)).toBe(70);
  });

  it('keeps 47 sampled points and the latest once the curve is longer, doubling the stride', () => {
    // 47 trades of +1: every point is kept (values 1 to 47). The 48th would make 48 sampled points,
    // so the stride becomes 2: trades 0, 2, ..., 46 (24 points, values 1, 3, ..., 47) and the last, 48.
    const ones = Array.from({ length: 48 }, (_, i) => trade(0, i / 10, i / 10 + 0.05, 1));
    expect(curveOf(fold(ones.slice(0, 47)).curve).map((p) => p.value)).toEqual(
      Array.from({ length: 47 }, (_, i) => i + 1),
    );
    const values = curveOf(fold(ones).curve).map((p) => p.value);
    expect(values).toHaveLength(25);
    expect(values.slice(0, 3)).toEqual([1, 3, 5]);
    expect(values.slice(-2)).toEqual([47, 48]);
  });

  it('averages our copies at 1.00 lot once ten have closed', () => {
    // Ten copies of 0.05 lots that made 1.20 each: 24 per lot. Nine are not enough.
    const copy = { volume: 0.05, profit: 1.2 };
    const nine = Array.from({ length: 9 }, () => copy).reduce(foldCopy, emptyAggregate());
    expect(recordOf(nine).subscribers).toEqual({
      copies: 9,
      resultPerLot: { known: false, reason: 'not-enough-history' },
    });
    expect(recordOf(foldCopy(nine, copy)).subscribers).toEqual({
      copies: 10,
      resultPerLot: { known: true, value: 24 },
    });
  });
});
