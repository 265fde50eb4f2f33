// The risk preview against a hand-computed history (docs/product.md §5): every expected value is worked
// out in the comments, never taken from the module. The basis comes from the strategy's statistics
// record, as the statistics job caches it (strategyRecord), so the per-lot figures are the job's.
import { describe, expect, it } from 'vitest';
import {
  contractSizeOf,
  EQUITY_UNKNOWN,
  marginForLot,
  NOT_ENOUGH_HISTORY,
  previewRisk,
  riskBasisOf,
  strategyRecord,
  typicalPositionOf,
  type ClosedTrade,
} from './index.js';

const HOUR = 3_600_000;
const at = (day: number, hour: number) => Date.parse('2026-03-01T00:00:00Z') + day * 24 * HOUR + hour * HOUR;
/** The master traded 2 lots; `profit` is its result at 2 lots. */
const trade = (day: number, hour: number, profit: number): ClosedTrade => ({
  openTime: at(day, hour),
  closeTime: at(day, hour + 1),
  volume: 2,
  profit,
});

// Cumulative at 2 lots: 1000, -1000, 2000 (peak), 40, -2960, -2460, -2060, -2260, -2160, -1860.
// Worst drawdown: 2000 -> -2960 = 4960 at 2 lots, 2480 per lot.
// Days: d0 -1000, d1 +3000, d2 -1960, d3 -3000+500 = -2500, d4 +400, d5 -200, d6 +100, d7 +300:
// worst day 2500 at 2 lots, 1250 per lot. First open d0 10:00, last close d7 11:00: over 7 days.
const HISTORY: ClosedTrade[] = [
  trade(0, 10, 1000),
  trade(0, 12, -2000),
  trade(1, 10, 3000),
  trade(2, 10, -1960),
  trade(3, 10, -3000),
  trade(3, 14, 500),
  trade(4, 10, 400),
  trade(5, 10, -200),
  trade(6, 10, 100),
  trade(7, 10, 300),
];
const EURUSD = { symbol: 'EURUSD', price: 1.085 };
const USD_ACCOUNT = { equity: 2000, currency: 'USD', leverage: 500 };

describe('the risk basis of a strategy with ten closed trades over a week', () => {
  const basis = riskBasisOf(strategyRecord(HISTORY, []), 'USD', EURUSD);

  it('has the worst drawdown and the worst day per lot (2480 and 1250)', () => {
    expect(basis.drawdownPerLot).toEqual({ known: true, value: 2480 });
    expect(basis.worstDayPerLot).toEqual({ known: true, value: 1250 });
    expect(basis.trades).toBe(10);
  });
});

describe('the risk preview at a chosen lot on a 2,000 USD account at 1:500', () => {
  const basis = riskBasisOf(strategyRecord(HISTORY, []), 'USD', EURUSD);

  it('replays the worst drawdown and worst day at 0.50 lots (1240 = 62% and 625 = 31.25% of 2000)', () => {
    const preview = previewRisk(0.5, basis, USD_ACCOUNT);
    expect(preview.drawdown).toEqual({ money: 1240, percentOfEquity: 62 });
    expect(preview.worstDay).toEqual({ money: 625, percentOfEquity: 31.25 });
    expect(preview.enoughHistory).toBe(true);
  });

  it('says the verdict in one sentence', () => {
    expect(previewRisk(0.5, basis, USD_ACCOUNT).verdict).toBe(
      'At 0.50 lots the worst drawdown on closed trades so far would have cost about $1,240, 62% of your equity.',
    );
  });

  it('needs the margin of one EURUSD position: 0.5 x 100,000 x 1.085 / 500 = 108.50', () => {
    expect(previewRisk(0.5, basis, USD_ACCOUNT).margin).toBeCloseTo(108.5, 6);
  });

  it.each([
    // lot, drawdown money, share of 2000, acknowledgement over 50%
    [0.4, 992, 49.6, false],
    [0.41, 1016.8, 50.84, true],
    [0.5, 1240, 62, true],
  ])('at %s lots the drawdown is %s (%s%%): acknowledgement %s', (lot, money, percent, ack) => {
    const preview = previewRisk(lot, basis, USD_ACCOUNT);
    expect(preview.drawdown?.money).toBeCloseTo(money, 6);
    expect(preview.drawdown?.percentOfEquity).toBeCloseTo(percent, 6);
    expect(preview.needsAcknowledgement).toBe(ack);
  });

  it('takes another threshold: at 0.40 lots (49.6%) a 40% threshold asks for acknowledgement', () => {
    expect(previewRisk(0.4, basis, USD_ACCOUNT, 40).needsAcknowledgement).toBe(true);
  });

  it('asks for the acknowledgement of the figure over the threshold (1240 USD, 62% > 50%)', () => {
    expect(previewRisk(0.5, basis, USD_ACCOUNT).acknowledgement).toEqual({
      kind: 'loss',
      money: 1240,
      currency: 'USD',
      percentOfEquity: 62,
      threshold: 50,
    });
  });

  it('without a USDZAR rate keeps the money in USD and calls the risk of a ZAR account unknown', () => {
    const preview = previewRisk(0.5, basis, { equity: 40_000, currency: 'ZAR', leverage: 500 });
    expect(preview.drawdown).toEqual({ money: 1240, percentOfEquity: null });
    expect(preview.needsAcknowledgement).toBe(true);
    expect(preview.acknowledgement).toEqual({
      kind: 'unknown',
      reason:
        "No USDZAR rate could be read to convert the strategy's USD figures into ZAR, so the share of equity this lot could lose is unknown.",
    });
    expect(preview.margin).toBeNull();
    expect(preview.verdict).toBe(
      'At 0.50 lots the worst drawdown on closed trades so far would have cost about $1,240.',
    );
  });

  it('converts at a USDZAR rate of 18.5: 1240 x 18.5 = ZAR 22,940, 57.35% of ZAR 40,000', () => {
    const preview = previewRisk(0.5, basis, { equity: 40_000, currency: 'ZAR', leverage: 500 }, 50, 18.5);
    expect(preview.currency).toBe('ZAR');
    expect(preview.drawdown?.money).toBeCloseTo(22_940, 6);
    expect(preview.drawdown?.percentOfEquity).toBeCloseTo(57.35, 6);
    expect(preview.worstDay?.money).toBeCloseTo(11_562.5, 6); // 625 x 18.5
    expect(preview.acknowledgement.kind).toBe('loss');
    expect(preview.verdict).toBe(
      'At 0.50 lots the worst drawdown on closed trades so far would have cost about ZAR\u00a022,940, 57% of your equity.',
    );
  });

  it.each([
    ['a rate of 0', 0],
    ['a negative rate', -18.5],
    ['a rate that is not a number', Number.NaN],
  ])('never converts at %s: the risk stays unknown', (_label, rate) => {
    const preview = previewRisk(0.5, basis, { equity: 40_000, currency: 'ZAR', leverage: 500 }, 50, rate);
    expect(preview.currency).toBe('USD');
    expect(preview.acknowledgement.kind).toBe('unknown');
  });

  it.each([
    ['could not be read', null],
    ['is zero', 0],
  ])('calls the risk unknown when the equity %s', (_label, equity) => {
    const preview = previewRisk(0.1, basis, { ...USD_ACCOUNT, equity });
    expect(preview.drawdown).toEqual({ money: 248, percentOfEquity: null });
    expect(preview.acknowledgement).toEqual({ kind: 'unknown', reason: EQUITY_UNKNOWN });
  });
});

describe('a strategy without enough history', () => {
  it('says so instead of a figure (nine trades are too few)', () => {
    const basis = riskBasisOf(strategyRecord(HISTORY.slice(0, 9), []), 'USD', EURUSD);
    const preview = previewRisk(1, basis, USD_ACCOUNT);
    expect(preview.enoughHistory).toBe(false);
    expect(preview.drawdown).toBeNull();
    expect(preview.needsAcknowledgement).toBe(true);
    expect(preview.acknowledgement).toEqual({ kind: 'unknown', reason: NOT_ENOUGH_HISTORY });
    expect(preview.verdict).toBe(NOT_ENOUGH_HISTORY);
    expect(NOT_ENOUGH_HISTORY).toBe(
      'This strategy does not have enough history yet to show what a lot size could cost (it needs at least 10 closed trades over 7 days).',
    );
  });
});

describe('the margin of one position', () => {
  it.each([
    // symbol, price, account currency, leverage, lot, margin
    ['EURUSD', 1.085, 'USD', 500, 0.5, 108.5], // 0.5 x 100,000 x 1.085 / 500
    ['USDJPY', 151.32, 'USD', 500, 0.5, 100], // base is USD: 0.5 x 100,000 / 500
    ['XAUUSD', 2331.4, 'USD', 100, 0.5, 1165.7], // 0.5 x 100 x 2331.4 / 100
    ['EURGBP', 0.85, 'USD', 500, 0.5, null], // needs a GBP/USD rate
    ['US30', 39000, 'USD', 100, 1, null], // unknown contract size
  ])('%s at %s in a %s account at 1:%s, %s lots: %s', (symbol, price, currency, leverage, lot, margin) => {
    const value = marginForLot(lot, { symbol, price }, { currency, leverage });
    if (margin === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(margin, 6);
  });

  it('knows the contract sizes of gold, silver and currency pairs', () => {
    expect([contractSizeOf('XAUUSD'), contractSizeOf('XAGUSD'), contractSizeOf('gbpusd')]).toEqual([
      100, 5000, 100_000,
    ]);
  });

  it('takes the most traded symbol at its latest price as the typical position', () => {
    const typical = typicalPositionOf([
      { symbol: 'EURUSD', price: 1.08, time: 1 },
      { symbol: 'GBPUSD', price: 1.27, time: 2 },
      { symbol: 'EURUSD', price: 1.09, time: 3 },
    ]);
    expect(typical).toEqual({ symbol: 'EURUSD', price: 1.09 });
    expect(typicalPositionOf([])).toBeNull();
  });
});
