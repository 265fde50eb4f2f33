// The simulator's risk limits against hand-worked cases (tools/bridge-simulator/risk-limits.ts, MetaApi's
// StrategyRiskLimit semantics): drawdown from the value observed at the start of the UTC period, and
// the product's "Clearing stopout" (restartFiredLimits) moving only the limit that fired.
import { describe, expect, it } from 'vitest';
import { restartFiredLimits } from '../../functions/src/bridge/subscription-risk-limits.js';
import { Book } from '../../tools/bridge-simulator/book.js';
import type { StoredSubscriber } from '../../tools/bridge-simulator/copier.js';
import { drawdown, RiskLimitWatch } from '../../tools/bridge-simulator/risk-limits.js';
import { StopoutBook } from '../../tools/bridge-simulator/stopouts.js';
import { UserLog } from '../../tools/bridge-simulator/user-log.js';

const at = (iso: string) => Date.parse(iso);

/** A 1,000 USD account following strategy S1 with these limits, holding a 1-lot EURUSD buy at 1.0842. */
function watched(riskLimits: Record<string, unknown>[]) {
  let id = 0;
  const book = new Book('USD', 500, 1000, at('2026-03-01T12:00:00Z'), () => String(++id));
  book.open('EURUSD', 'buy', 1, 1.0842, at('2026-03-02T22:00:00Z'));
  const prices: Record<string, number> = { EURUSD: 1.0842 };
  const subscriber: StoredSubscriber = {
    id: 'acc',
    raw: {},
    subscriptions: [{ strategyId: 'S1', raw: { strategyId: 'S1', riskLimits } }],
    links: [],
  };
  const stopouts = new StopoutBook();
  const watch = new RiskLimitWatch({
    copier: { subscribers: new Map([['acc', subscriber]]), closeStrategy: () => undefined },
    stopouts,
    userLog: new UserLog(),
    account: (x) => (x === 'acc' ? { book } : undefined),
    prices: () => prices,
    strategyName: () => 'Steady',
  });
  const priceAt = (price: number, iso: string) => {
    prices.EURUSD = price;
    watch.evaluate(at(iso));
    return stopouts.active('acc', at(iso)).map((s) => [s.reason, new Date(s.stoppedTill).toISOString()]);
  };
  return { priceAt };
}

const DAILY_200 = {
  type: 'day',
  applyTo: 'equity-difference',
  maxAbsoluteRisk: 200,
  closePositions: false,
  startTime: '2026-03-02T00:00:00.000Z',
};

describe('an equity-difference limit of 200 USD per UTC day', () => {
  // 1 lot x 100,000 x 0.0001 = 10 USD per 0.0001 of EURUSD.
  it('counts each day from the equity observed at its start, not from the day before', () => {
    const { priceAt } = watched([DAILY_200]);
    expect(priceAt(1.0842, '2026-03-02T22:00:00Z')).toEqual([]); // day 2 starts observed at 1,000
    expect(priceAt(1.0827, '2026-03-02T23:59:59Z')).toEqual([]); // 1,000 - 850 = 150 < 200
    // Day 3 starts observed at 1.0817: equity 750. 250 below day 2's start, but day 2 is over.
    expect(priceAt(1.0817, '2026-03-03T00:00:01Z')).toEqual([]);
    expect(priceAt(1.0799, '2026-03-03T01:00:00Z')).toEqual([]); // 750 - 570 = 180 < 200
    // 750 - 550 = 200: stopped out until the end of the UTC day.
    expect(priceAt(1.0797, '2026-03-03T02:00:00Z')).toEqual([
      ['day-equity-difference', '2026-03-04T00:00:00.000Z'],
    ]);
  });

  it('measures from the start of the day, not from a high reached during it', () => {
    const { priceAt } = watched([DAILY_200]);
    expect(priceAt(1.0842, '2026-03-02T22:00:00Z')).toEqual([]);
    expect(priceAt(1.0892, '2026-03-02T22:30:00Z')).toEqual([]); // equity 1,500
    // Equity 1,100: 400 below the day's high, but 100 above the 1,000 the day started at.
    expect(priceAt(1.0852, '2026-03-02T23:00:00Z')).toEqual([]);
  });

  it('fires within one day on the same 250 USD that day 3 did not count', () => {
    const { priceAt } = watched([DAILY_200]);
    expect(priceAt(1.0842, '2026-03-02T22:00:00Z')).toEqual([]);
    expect(priceAt(1.0817, '2026-03-02T23:00:00Z')).toEqual([
      ['day-equity-difference', '2026-03-03T00:00:00.000Z'],
    ]);
  });
});

describe('drawdown by applyTo, from the values at the start of the period', () => {
  const start = { balance: 1000, equity: 900 };
  const now = { balance: 950, equity: 700 };
  it.each([
    ['balance-difference', 50, 0.05], // 1,000 - 950; 50 / 1,000
    ['balance-minus-equity', 300, 0.3], // 1,000 - 700; 300 / 1,000
    ['equity-difference', 200, 200 / 900], // 900 - 700; 200 / 900
  ])('%s: %s, relative %s', (applyTo, loss, relative) => {
    const d = drawdown(applyTo, start, now);
    expect(d.loss).toBe(loss);
    expect(d.relative).toBeCloseTo(relative, 12);
  });
});

describe('resuming after a stop-out (restartFiredLimits)', () => {
  const LIFETIME_20 = {
    type: 'lifetime',
    applyTo: 'equity-difference',
    maxRelativeRisk: 0.2,
    closePositions: true,
    startTime: '2026-03-01T12:00:00.000Z',
  };
  const subscription = { strategyId: 'S1', multiplier: 1, riskLimits: [LIFETIME_20, DAILY_200] };
  const NOW = '2026-03-02T15:00:00.000Z';

  it("moves the daily limit's startTime and leaves the lifetime equity stop's unchanged", () => {
    const fired = [{ strategyId: 'S1', reason: 'day-equity-difference' }];
    expect(restartFiredLimits(subscription, fired, NOW).riskLimits).toEqual([
      LIFETIME_20,
      { ...DAILY_200, startTime: NOW },
    ]);
  });

  it("leaves every limit alone for another strategy's stop-out", () => {
    const fired = [{ strategyId: 'S2', reason: 'day-equity-difference' }];
    expect(restartFiredLimits(subscription, fired, NOW)).toBe(subscription);
  });
});
