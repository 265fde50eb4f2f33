// The simulator's risk limits against hand-worked cases (tools/bridge-simulator/risk-limits.ts), read
// from MetaApi's StrategyRiskLimit page, "applyTo semantics": balance-minus-equity "calculate[s] drawdown
// as a balance which was observed in the beginning of the risk management period minus current equity.
// Risk management period starts according to UTC time"; equity-difference does the same "via risk
// management api" and its period "starts according to broker time". The guardrails the product writes
// (guardrailFields) run in it, and the product's "Clearing stopout" (restartFiredLimits) moves only the
// limit that fired.
import { describe, expect, it } from 'vitest';
import { restartFiredLimits } from '../../functions/src/bridge/subscription-risk-limits.js';
import { guardrailFields, NO_GUARDRAILS } from '../../functions/src/product-rules/guardrails.js';
import { Book } from '../../tools/bridge-simulator/book.js';
import type { StoredSubscriber } from '../../tools/bridge-simulator/copier.js';
import { drawdown, RiskLimitWatch } from '../../tools/bridge-simulator/risk-limits.js';
import { StopoutBook } from '../../tools/bridge-simulator/stopouts.js';
import { UserLog } from '../../tools/bridge-simulator/user-log.js';

const at = (iso: string) => Date.parse(iso);

/**
 * A USD account (1,000 unless `deposit`) on a GMT+2 broker following strategy S1 with these limits (and
 * `accountLimits` on the subscriber), holding a 1-lot EURUSD buy at 1.0842.
 */
function watched(
  riskLimits: Record<string, unknown>[],
  options: { deposit?: number; accountLimits?: Record<string, unknown>[] } = {},
) {
  let id = 0;
  const book = new Book('USD', 500, options.deposit ?? 1000, at('2026-03-01T12:00:00Z'), () => String(++id));
  let position = book.open('EURUSD', 'buy', 1, 1.0842, at('2026-03-02T12:00:00Z'));
  const prices: Record<string, number> = { EURUSD: 1.0842 };
  const subscriber: StoredSubscriber = {
    id: 'acc',
    raw: options.accountLimits ? { riskLimits: options.accountLimits } : {},
    subscriptions: [{ strategyId: 'S1', raw: { strategyId: 'S1', riskLimits } }],
    links: [],
  };
  const stopouts = new StopoutBook();
  const watch = new RiskLimitWatch({
    copier: { subscribers: new Map([['acc', subscriber]]), closeStrategy: () => undefined },
    stopouts,
    userLog: new UserLog(),
    account: (x) => (x === 'acc' ? { book, brokerUtcOffsetHours: 2 } : undefined),
    prices: () => prices,
    strategyName: () => 'Steady',
  });
  const priceAt = (price: number, iso: string) => {
    prices.EURUSD = price;
    watch.evaluate(at(iso));
    return stopouts
      .active('acc', at(iso))
      .map((s) => [s.strategy?.id ?? 'account', s.reason, new Date(s.stoppedTill).toISOString()]);
  };
  /** Closes the open buy at `price` (the loss becomes balance) and opens a new 1-lot buy at 1.0842. */
  const realiseAt = (price: number, iso: string) => {
    book.close(position.id, price, at(iso));
    position = book.open('EURUSD', 'buy', 1, 1.0842, at(iso));
    prices.EURUSD = 1.0842;
  };
  return { priceAt, realiseAt };
}

const DAILY_200 = {
  type: 'day',
  applyTo: 'balance-minus-equity',
  maxAbsoluteRisk: 200,
  closePositions: false,
  startTime: '2026-03-02T00:00:00.000Z',
};

describe('a balance-minus-equity limit of 200 USD per UTC day', () => {
  // 1 lot x 100,000 x 0.0001 = 10 USD per 0.0001 of EURUSD; the balance stays 1,000 while the buy is open.
  it('counts from the balance at the start of the UTC day, so an open loss carried over still counts', () => {
    const { priceAt } = watched([DAILY_200]);
    expect(priceAt(1.0827, '2026-03-02T23:59:59Z')).toEqual([]); // 1,000 - 850 = 150 < 200
    // Day 3 starts with the balance still 1,000: the open 250 loss counts against day 3.
    expect(priceAt(1.0817, '2026-03-03T00:00:01Z')).toEqual([
      ['S1', 'day-balance-minus-equity', '2026-03-04T00:00:00.000Z'],
    ]);
  });

  it('measures from the balance at the start of the day, not from a high reached during it', () => {
    const { priceAt } = watched([DAILY_200]);
    expect(priceAt(1.0892, '2026-03-02T22:30:00Z')).toEqual([]); // equity 1,500
    // Equity 1,100: 400 below the day's high, but 100 above the 1,000 balance the day started with.
    expect(priceAt(1.0852, '2026-03-02T23:00:00Z')).toEqual([]);
  });

  it('stops copying until the end of the UTC day once the loss reaches the limit', () => {
    const { priceAt } = watched([DAILY_200]);
    expect(priceAt(1.0823, '2026-03-02T15:00:00Z')).toEqual([]); // 1,000 - 810 = 190 < 200
    expect(priceAt(1.0822, '2026-03-02T16:00:00Z')).toEqual([
      ['S1', 'day-balance-minus-equity', '2026-03-03T00:00:00.000Z'],
    ]);
  });
});

describe('on a broker at GMT+2 with a 500 USD daily limit, 450 lost before 22:00 UTC and 450 after it', () => {
  // 2,000 USD: 450 realised at 21:30 UTC (balance 1,550), then 450 open on a new buy at 23:00 UTC. One UTC
  // day (2 March), but two broker days: the broker's 3 March starts at 22:00 UTC.
  const lossesAcrossBrokerMidnight = (limits: Record<string, unknown>[]) => {
    const { priceAt, realiseAt } = watched(limits, { deposit: 2000 });
    const before = priceAt(1.0797, '2026-03-02T21:00:00Z');
    realiseAt(1.0797, '2026-03-02T21:30:00Z');
    return { before, after: priceAt(1.0797, '2026-03-02T23:00:00Z') };
  };

  it('stops copying with the daily loss limit the product writes: 900 in one UTC day', () => {
    const { riskLimits } = guardrailFields(
      { ...NO_GUARDRAILS, dailyLossLimit: 500 },
      '2026-03-01T12:00:00.000Z',
    );
    const { before, after } = lossesAcrossBrokerMidnight(riskLimits as unknown as Record<string, unknown>[]);
    expect(before).toEqual([]);
    expect(after).toEqual([['S1', 'day-balance-minus-equity', '2026-03-03T00:00:00.000Z']]);
  });

  it('would not stop an equity-difference limit, whose day starts on broker time', () => {
    const limit = { ...DAILY_200, applyTo: 'equity-difference', maxAbsoluteRisk: 500 };
    expect(lossesAcrossBrokerMidnight([limit])).toEqual({ before: [], after: [] });
  });
});

describe('an account-wide loss limit (subscriber-level riskLimits)', () => {
  it('stops the whole account with a stop-out naming no strategy', () => {
    const { priceAt } = watched([], { accountLimits: [{ ...DAILY_200, closePositions: true }] });
    expect(priceAt(1.0823, '2026-03-02T15:00:00Z')).toEqual([]);
    expect(priceAt(1.0822, '2026-03-02T16:00:00Z')).toEqual([
      ['account', 'day-balance-minus-equity', '2026-03-03T00:00:00.000Z'],
    ]);
  });
});

describe('drawdown by applyTo, from the values at the start of the period', () => {
  const start = { balance: 1000 };
  const now = { balance: 950, equity: 700 };
  it.each([
    ['balance-difference', 50, 0.05], // 1,000 - 950; 50 / 1,000
    ['balance-minus-equity', 300, 0.3], // 1,000 - 700; 300 / 1,000
    ['equity-difference', 300, 0.3], // the same starting balance minus equity, via the risk API
  ])('%s: %s, relative %s', (applyTo, loss, relative) => {
    const d = drawdown(applyTo, start, now);
    expect(d.loss).toBe(loss);
    expect(d.relative).toBeCloseTo(relative, 12);
  });
});

describe('resuming after a stop-out (restartFiredLimits)', () => {
  const LIFETIME_20 = {
    type: 'lifetime',
    applyTo: 'balance-minus-equity',
    maxRelativeRisk: 0.2,
    closePositions: true,
    startTime: '2026-03-01T12:00:00.000Z',
  };
  const subscription = { strategyId: 'S1', multiplier: 1, riskLimits: [LIFETIME_20, DAILY_200] };
  const NOW = '2026-03-02T15:00:00.000Z';

  it("moves the daily limit's startTime and leaves the lifetime equity stop's unchanged", () => {
    const fired = [{ strategyId: 'S1', reason: 'day-balance-minus-equity' }];
    expect(restartFiredLimits(subscription, fired, NOW).riskLimits).toEqual([
      LIFETIME_20,
      { ...DAILY_200, startTime: NOW },
    ]);
  });

  it("leaves every limit alone for another strategy's stop-out", () => {
    const fired = [{ strategyId: 'S2', reason: 'day-balance-minus-equity' }];
    expect(restartFiredLimits(subscription, fired, NOW)).toBe(subscription);
  });
});
