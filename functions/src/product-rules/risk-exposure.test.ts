// The risk preview's exposure (docs/product.md §5 "Risk acknowledgement") against hand-worked cases:
// every expected value is worked out in the comments, never taken from the module.
import { describe, expect, it } from 'vitest';
import {
  acknowledgementFor,
  EXPOSURE_UNKNOWN,
  previewRisk,
  riskBasisOf,
  riskRefusal,
  strategyRecord,
  type ClosedTrade,
  type HeldSubscription,
} from './index.js';

const HOUR = 3_600_000;
const EURUSD = { symbol: 'EURUSD', price: 1.08 };
const XAUUSD = { symbol: 'XAUUSD', price: 2331.4 };

// The grid: 12 closed trades of +10 USD at 1.00 lot, one a day. The cumulative result only rises
// (10, 20, ... 120), so the worst drawdown on closed trades is 0, and no day lost: worst day 0.
const GRID: ClosedTrade[] = Array.from({ length: 12 }, (_, day) => ({
  openTime: Date.parse('2026-03-01T10:00:00Z') + day * 24 * HOUR,
  closeTime: Date.parse('2026-03-01T11:00:00Z') + day * 24 * HOUR,
  volume: 1,
  profit: 10,
}));
const gridBasis = (positions = [EURUSD]) => riskBasisOf(strategyRecord(GRID, []), 'USD', EURUSD, positions);
const held = (lot: number, positions = [EURUSD]): HeldSubscription => ({
  strategyId: `held-${lot}`,
  lot,
  rate: 1,
  strategyCurrency: 'USD',
  recentPositions: positions,
});

describe('the grid strategy at 90 lots on a 10,000 USD account at 1:1000', () => {
  const ACCOUNT = { equity: 10_000, currency: 'USD', leverage: 1000 };
  const preview = previewRisk(90, gridBasis(), ACCOUNT, 50, 1);

  it('shows no loss on closed trades: 0 USD, 0% of the equity', () => {
    expect(preview.drawdown).toEqual({ money: 0, percentOfEquity: 0 });
    expect(preview.verdict).toBe(
      'At 90.00 lots the worst drawdown on closed trades so far would have cost about $0, 0% of your equity.',
    );
  });

  it('reports the largest position: 90 x 100,000 x 1.08 = 9,720,000 USD, margin 9,720 (97.2%), 972:1', () => {
    expect(preview.exposure.position).toEqual({
      symbol: 'EURUSD',
      margin: 9720,
      leverage: 972,
      percentOfEquity: 97.2,
    });
    expect(preview.exposure.account).toEqual(preview.exposure.position);
  });

  it('asks to acknowledge the margin figure, and the server refuses without it', () => {
    expect(preview.needsAcknowledgement).toBe(true);
    expect(acknowledgementFor(preview)).toEqual({ kind: 'exposure', margin: 9720, currency: 'USD' });
    expect(riskRefusal(preview, undefined)).toBe(
      "At 90.00 lots the strategy's largest recent position (EURUSD) would need about $9,720 of margin, 97% of the account's equity, an effective leverage of 972:1, more than the 50% that needs an acknowledgement. Acknowledge this figure to go ahead.",
    );
    expect(riskRefusal(preview, { kind: 'loss', amount: 0, currency: 'USD' })).not.toBeNull();
    expect(riskRefusal(preview, { kind: 'unknown' })).not.toBeNull();
    expect(riskRefusal(preview, { kind: 'exposure', margin: 9720, currency: 'USD' })).toBeNull();
  });
});

describe('three subscriptions on one 1,000 USD account at 1:500', () => {
  // One 1-lot EURUSD position at 1.08: 108,000 USD, margin 216 USD, 21.6% of the equity.
  const ACCOUNT = { equity: 1000, currency: 'USD', leverage: 500 };

  it.each([
    // held lots, margin, % of equity, leverage (notional / equity), acknowledgement over 50%
    [[], 216, 21.6, 108, false],
    [[1], 432, 43.2, 216, false],
    [[1, 1], 648, 64.8, 324, true],
    // 0.5 lot: 54,000 USD; 108,000 + 54,000 + 108,000 = 270,000: margin 540, 54%, 270:1
    [[0.5, 1], 540, 54, 270, true],
  ])('with other lots %j the account needs %d USD of margin', (lots, margin, percent, leverage, asks) => {
    const preview = previewRisk(
      1,
      gridBasis(),
      ACCOUNT,
      50,
      1,
      lots.map((lot) => held(lot)),
    );
    expect(preview.exposure.position?.margin).toBe(216);
    expect(preview.exposure.account).toEqual({
      symbol: 'EURUSD',
      margin,
      leverage,
      percentOfEquity: percent,
    });
    expect(preview.needsAcknowledgement).toBe(asks);
  });

  it('names the combined figure and the other subscriptions in the refusal', () => {
    const preview = previewRisk(1, gridBasis(), ACCOUNT, 50, 1, [held(1), held(1)]);
    expect(riskRefusal(preview, undefined)).toBe(
      "At 1.00 lots with the account's 2 other subscriptions, their largest recent positions together would need about $648 of margin, 65% of the account's equity, an effective leverage of 324:1, more than the 50% that needs an acknowledgement. Acknowledge this figure to go ahead.",
    );
  });

  it('takes the largest of the recent positions: 1 lot of gold is 100 x 2,331.40 = 233,140 USD, margin 466.28', () => {
    const preview = previewRisk(1, gridBasis([EURUSD, XAUUSD]), ACCOUNT, 50, 1);
    expect(preview.exposure.position).toEqual({
      symbol: 'XAUUSD',
      margin: 466.28,
      leverage: 233,
      percentOfEquity: 46.628,
    });
  });
});

describe('a ZAR 20,000 account at 1:500 on a USD strategy, USDZAR at 18.2', () => {
  const ZAR = { equity: 20_000, currency: 'ZAR', leverage: 500 };
  it.each([
    // 1 lot of EURUSD at 1.08: 108,000 USD x 18.2 = ZAR 1,965,600, margin 3,931.20 (19.656%), 98:1 (98.28)
    [{ symbol: 'EURUSD', price: 1.08 }, 3931.2, 98],
    // 1 lot of USDJPY: 100,000 USD x 18.2 = ZAR 1,820,000, margin 3,640 (18.2%), 91:1
    [{ symbol: 'USDJPY', price: 155.2 }, 3640, 91],
  ])('converts the notional of %j at the rate: margin %d, leverage %d:1', (position, margin, leverage) => {
    const preview = previewRisk(1, gridBasis([position]), ZAR, 50, 18.2);
    expect(preview.exposure.position?.margin).toBeCloseTo(margin, 6);
    expect(preview.exposure.position?.leverage).toBe(leverage);
  });
});

describe('an exposure that cannot be worked out fails closed', () => {
  const ACCOUNT = { equity: 1000, currency: 'USD', leverage: 500 };
  // EURGBP on a USD account from a USD strategy: neither currency of the pair is the account's, and no
  // rate converts GBP. No recent position at all: nothing bounds what the strategy may open.
  it.each([
    ['no recent position', gridBasis([]), []],
    ['a recent position in a pair no rate converts', gridBasis([{ symbol: 'EURGBP', price: 0.85 }]), []],
    ['the other subscriptions could not be read', gridBasis(), null],
    [
      'another subscription holds a pair no rate converts',
      gridBasis(),
      [held(1, [{ symbol: 'EURGBP', price: 0.85 }])],
    ],
  ] as const)('asks for "risk unknown" when %s', (_, basis, others) => {
    const preview = previewRisk(0.01, basis, ACCOUNT, 50, 1, others);
    expect(preview.acknowledgement).toEqual({ kind: 'unknown', reason: EXPOSURE_UNKNOWN });
  });
});
