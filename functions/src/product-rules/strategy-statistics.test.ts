// Strategy statistics against a hand-computed trade list (docs/product.md §2, strategy cards): every expected value is
// worked out in the comments, never taken from the module.
import { describe, expect, it } from 'vitest';
import { computeStrategyStatistics, downsampleCurve, scaleProfit, type ClosedTrade } from './index.js';

const HOUR = 3_600_000;
const at = (day: number, hour: number) => Date.parse('2026-03-01T00:00:00Z') + day * 24 * HOUR + hour * HOUR;
const trade = (day: number, open: number, close: number, profit: number): ClosedTrade => ({
  openTime: at(day, open),
  closeTime: at(day, close),
  volume: 1,
  profit,
});

// Cumulative: 100, 50, 250, 130, 50, 110, 80, 230, 190, 300. The peak 250 falls to 50: drawdown 200.
// Day results: d0 +50, d1 +200, d2 -200, d3 +60, d4 -30, d5 +150, d6 -40, d7 +110: worst day 200.
// Wins 5 of 10; gross profit 620, gross loss 320: profit factor 1.9375.
// Durations 2+1+1+4+1+0.5+2+1+4+1 = 17.5 h over 10 trades: 1.75 h.
const HISTORY: ClosedTrade[] = [
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

describe('the statistics of a strategy with ten closed trades over a week', () => {
  const stats = computeStrategyStatistics(HISTORY, { startingBalance: 1000 });

  it('has the maximum drawdown in money and relative to the peak balance (200 of 1250)', () => {
    expect(stats.maxDrawdown).toEqual({ known: true, value: { money: 200, relative: 0.16 } });
  });

  it('has the worst single-day loss, win rate, profit factor and average duration', () => {
    expect(stats.worstDayLoss).toEqual({ known: true, value: 200 });
    expect(stats.winRate).toEqual({ known: true, value: 0.5 });
    expect(stats.profitFactor).toEqual({ known: true, value: 1.9375 });
    expect(stats.averageDurationMs).toEqual({ known: true, value: 1.75 * HOUR });
  });

  it('is live since the first open and has a cumulative equity curve', () => {
    expect(stats.liveSince).toBe('2026-03-01T10:00:00.000Z');
    expect(stats.trades).toBe(10);
    expect(stats.equityCurve.map((p) => p.value)).toEqual([100, 50, 250, 130, 50, 110, 80, 230, 190, 300]);
  });

  it('replays the history at another lot: at 0.5 lots every money figure halves', () => {
    const half = computeStrategyStatistics(HISTORY, { lot: 0.5 });
    expect(half.maxDrawdown).toEqual({ known: true, value: { money: 100, relative: null } });
    expect(half.worstDayLoss).toEqual({ known: true, value: 100 });
    expect(half.profitFactor).toEqual({ known: true, value: 1.9375 });
  });
});

describe('a strategy without enough history', () => {
  it.each([
    [
      'nine trades over a week',
      HISTORY.slice(1),
      ['winRate', 'profitFactor', 'averageDurationMs', 'maxDrawdown'],
    ],
    [
      'ten trades within five days',
      Array.from({ length: 10 }, (_, i) => trade(Math.floor(i / 2), 10, 11, i % 2 ? -10 : 20)),
      ['maxDrawdown', 'worstDayLoss'],
    ],
  ] as const)('says "not enough history" for %s', (_name, trades, figures) => {
    const stats = computeStrategyStatistics(trades);
    for (const figure of figures)
      expect(stats[figure]).toEqual({ known: false, reason: 'not-enough-history' });
  });

  it('has no live-since date and an empty curve without trades', () => {
    const stats = computeStrategyStatistics([]);
    expect(stats.liveSince).toBeNull();
    expect(stats.equityCurve).toEqual([]);
  });
});

describe('edge cases', () => {
  it('gives an unbounded profit factor (null) when no trade lost', () => {
    const stats = computeStrategyStatistics(HISTORY.map((t) => ({ ...t, profit: Math.abs(t.profit) })));
    expect(stats.profitFactor).toEqual({ known: true, value: null });
    expect(stats.worstDayLoss).toEqual({ known: true, value: 0 });
  });

  it.each([
    [{ volume: 0.5, profit: 80 }, 0.05, 8],
    [{ volume: 2, profit: -300 }, 0.1, -15],
    [{ volume: 0, profit: 10 }, 1, 0],
  ])('scales %o to %d lots as %d', (t, lot, expected) => {
    expect(scaleProfit(t, lot)).toBeCloseTo(expected, 10);
  });

  it('downsamples a curve to the asked number of points, keeping both ends', () => {
    expect(downsampleCurve([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9]);
    expect(downsampleCurve([1, 2], 5)).toEqual([1, 2]);
  });
});
