// The gates and scaling of a strategy's figures (docs/product.md §2, strategy cards), read off the
// record of hand-made trade lists; the figures themselves are hand-worked in strategy-aggregate.test.ts.
import { describe, expect, it } from 'vitest';
import { scaleProfit, strategyRecord, type ClosedTrade } from './index.js';

const HOUR = 3_600_000;
const at = (day: number, hour: number) => Date.parse('2026-03-01T00:00:00Z') + day * 24 * HOUR + hour * HOUR;
const trade = (day: number, profit: number): ClosedTrade => ({
  openTime: at(day, 10),
  closeTime: at(day, 11),
  volume: 1,
  profit,
});
const NOT_ENOUGH = { known: false, reason: 'not-enough-history' };

describe('a strategy without enough history', () => {
  it.each([
    [
      'nine trades over eight days',
      Array.from({ length: 9 }, (_, i) => trade(i, i % 2 ? -10 : 20)),
      ['winRate', 'profitFactor', 'averageDurationMs', 'maxDrawdown'],
    ],
    [
      'ten trades within five days',
      Array.from({ length: 10 }, (_, i) => trade(Math.floor(i / 2), i % 2 ? -10 : 20)),
      ['maxDrawdown', 'worstDayLoss'],
    ],
  ] as const)('says "not enough history" for %s', (_name, trades, figures) => {
    const record = strategyRecord(trades, []);
    for (const figure of figures) expect(record[figure]).toEqual(NOT_ENOUGH);
  });

  it('has no live-since date and an empty curve without trades', () => {
    const record = strategyRecord([], []);
    expect(record.liveSince).toBeNull();
    expect(record.equityCurve).toEqual([]);
  });
});

describe('edge cases', () => {
  it('gives an unbounded profit factor (null) and no worst day when no trade lost', () => {
    // Ten winning trades, one a day over ten days.
    const record = strategyRecord(
      Array.from({ length: 10 }, (_, i) => trade(i, 10 + i)),
      [],
    );
    expect(record.profitFactor).toEqual({ known: true, value: null });
    expect(record.worstDayLoss).toEqual({ known: true, value: 0 });
  });

  it.each([
    [{ volume: 0.5, profit: 80 }, 0.05, 8],
    [{ volume: 2, profit: -300 }, 0.1, -15],
    [{ volume: 0, profit: 10 }, 1, 0],
  ])('scales %o to %d lots as %d', (t, lot, expected) => {
    expect(scaleProfit(t, lot)).toBeCloseTo(expected, 10);
  });
});
