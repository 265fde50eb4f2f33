// Per-lot risk and the cached strategy record against hand-computed trade lists: every expected value is
// worked out in the comments, never taken from the module.
import { describe, expect, it } from 'vitest';
import { strategyRecord, type ClosedTrade } from './index.js';

const HOUR = 3_600_000;
const at = (day: number, hour: number) => Date.parse('2026-03-01T00:00:00Z') + day * 24 * HOUR + hour * HOUR;

// Per-lot results (profit / volume): 100, -50, 200, -120, -80, 60, -30, 150, -40, 110, one a row.
// At 1.00 lot: cumulative 100, 50, 250, 130, 50, 110, 80, 230, 190, 300: drawdown 250 -> 50 = 200.
// Days: d0 +50, d1 +200, d2 -200, d3 +60, d4 -30, d5 +150, d6 -40, d7 +110: worst day 200.
// At the master's own volumes the results are 50, -100, 20, -120, -320, 12, -30, 75, -80, 11:
// cumulative 50, -50, -30, -150, -470, -458, -488, -413, -493, -482: drawdown 50 -> -493 = 543.
const ROWS: [day: number, open: number, close: number, volume: number, profit: number][] = [
  [0, 10, 12, 0.5, 50],
  [0, 14, 15, 2, -100],
  [1, 10, 11, 0.1, 20],
  [2, 9, 13, 1, -120],
  [2, 15, 16, 4, -320],
  [3, 10, 10.5, 0.2, 12],
  [4, 10, 12, 1, -30],
  [5, 10, 11, 0.5, 75],
  [6, 10, 14, 2, -80],
  [7, 10, 11, 0.1, 11],
];
const MIXED: ClosedTrade[] = ROWS.map(([day, open, close, volume, profit]) => ({
  openTime: at(day, open),
  closeTime: at(day, close),
  volume,
  profit,
}));

describe('the history replayed at 1.00 lot', () => {
  it('has the per-lot drawdown and worst day, whatever volumes the master traded', () => {
    expect(strategyRecord(MIXED, []).perLot).toEqual({
      maxDrawdown: { known: true, value: 200 },
      worstDayLoss: { known: true, value: 200 },
    });
  });

  it('says "not enough history" for nine trades', () => {
    expect(strategyRecord(MIXED.slice(1), []).perLot.maxDrawdown).toEqual({
      known: false,
      reason: 'not-enough-history',
    });
  });
});

describe('the cached record of a strategy', () => {
  const copies = Array.from({ length: 10 }, () => ({ volume: 0.05, profit: 1.2 }));
  const record = strategyRecord(MIXED, copies);

  it("keeps the card figures at the master's volumes and the net result", () => {
    expect(record.trades).toBe(10);
    expect(record.netResult).toBe(-482);
    expect(record.maxDrawdown).toEqual({ known: true, value: { money: 543, relative: null } });
    // Wins: 50, 20, 12, 75, 11 = 5 of 10. Gross profit 168, gross loss 650.
    expect(record.winRate).toEqual({ known: true, value: 0.5 });
    expect(record.profitFactor).toEqual({ known: true, value: 168 / 650 });
    expect(record.liveSince).toBe('2026-03-01T10:00:00.000Z');
  });

  it('stores the per-lot risk and both sides of the subscribers-versus-master comparison', () => {
    expect(record.perLot.maxDrawdown).toEqual({ known: true, value: 200 });
    expect(record.masterResultPerLot).toEqual({ known: true, value: 30 });
    expect(record.subscribers).toEqual({ copies: 10, resultPerLot: { known: true, value: 24 } });
  });

  // 500 trades of +1: the points kept are every 16th trade (0, 16, ..., 496: 32 points; a stride of 8
  // would keep 63, more than 47), then the last trade's point, 500.
  it('keeps at most 48 points of a long equity curve, evenly by trade count, ending on the last', () => {
    const long: ClosedTrade[] = Array.from({ length: 500 }, (_, i) => ({
      openTime: at(0, 0) + i * HOUR,
      closeTime: at(0, 0) + i * HOUR + 1000,
      volume: 1,
      profit: 1,
    }));
    const curve = strategyRecord(long, []).equityCurve;
    expect(curve).toHaveLength(33);
    expect(curve.slice(0, 3).map((p) => p.value)).toEqual([1, 17, 33]);
    expect(curve.slice(-2).map((p) => p.value)).toEqual([497, 500]);
  });
});
