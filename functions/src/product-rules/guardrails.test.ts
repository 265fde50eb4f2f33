// The guardrails the product writes against MetaApi's StrategyRiskLimit page, "applyTo semantics"
// (https://metaapi.cloud/docs/copyfactory/models/strategyRiskLimit/), transcribed here rather than read
// from the module under test:
// - balance-difference: "Risk management period starts according to UTC time";
// - balance-minus-equity: "a balance which was observed in the beginning of the risk management period
//   minus current equity. Risk management period starts according to UTC time";
// - equity-difference: "via risk management api ... Risk management period starts according to broker
//   time" ("in order to use equity-difference you will need to enable risk management API on subscriber
//   accounts").
import { describe, expect, it } from 'vitest';
import {
  accountLimitFields,
  accountLossLimitOf,
  guardrailFields,
  guardrailsOf,
  NO_GUARDRAILS,
  stopoutLimitName,
} from './guardrails.js';

const PAGE_CLOCK: Record<string, 'UTC' | 'broker'> = {
  'balance-difference': 'UTC',
  'balance-minus-equity': 'UTC',
  'equity-difference': 'broker',
};
const HOUR = 3_600_000;

/** The start of the day a limit counts in at `iso`, on the clock the page gives its applyTo. */
function dayStart(applyTo: string, iso: string, brokerUtcOffsetHours: number): number {
  const shift = PAGE_CLOCK[applyTo] === 'broker' ? brokerUtcOffsetHours * HOUR : 0;
  const local = Date.parse(iso) + shift;
  return local - (local % (24 * HOUR)) - shift;
}

describe('the daily loss limit on a broker at GMT+2', () => {
  it('stops 450 lost before 22:00 UTC and 450 after it: both count against one day of 500', () => {
    const [daily] = guardrailFields(
      { ...NO_GUARDRAILS, dailyLossLimit: 500 },
      '2026-03-01T00:00:00.000Z',
    ).riskLimits;
    expect(daily).toBeDefined();
    const losses = [
      { at: '2026-03-02T21:00:00Z', loss: 450 },
      { at: '2026-03-02T23:00:00Z', loss: 450 },
    ];
    const lastDay = dayStart(daily!.applyTo, losses[1]!.at, 2);
    const lostThatDay = losses
      .filter((l) => dayStart(daily!.applyTo, l.at, 2) === lastDay)
      .reduce((sum, l) => sum + l.loss, 0);
    expect(lostThatDay).toBe(900);
    expect(lostThatDay).toBeGreaterThanOrEqual(daily!.maxAbsoluteRisk!);
  });

  it('is written on a metric the page gives a UTC period without the paid risk management API', () => {
    const { riskLimits } = guardrailFields(
      { equityStop: { kind: 'percent', value: 20 }, dailyLossLimit: 500, onHit: 'close-only' },
      '2026-03-01T00:00:00.000Z',
    );
    expect(riskLimits.map((l) => [l.type, l.applyTo, PAGE_CLOCK[l.applyTo]])).toEqual([
      ['lifetime', 'balance-minus-equity', 'UTC'],
      ['day', 'balance-minus-equity', 'UTC'],
    ]);
  });
});

describe('guardrails stored before, written with equity-difference', () => {
  const stored = {
    riskLimits: [
      { type: 'lifetime', applyTo: 'equity-difference', maxRelativeRisk: 0.2, closePositions: true },
      { type: 'day', applyTo: 'equity-difference', maxAbsoluteRisk: 150, closePositions: true },
    ],
  };

  it('still read as the equity stop and the daily loss limit', () => {
    expect(guardrailsOf(stored)).toEqual({
      equityStop: { kind: 'percent', value: 20 },
      dailyLossLimit: 150,
      onHit: 'close-all',
    });
  });

  it('are rewritten with balance-minus-equity, keeping the startTime they were tracked from', () => {
    const previous = [
      {
        type: 'day',
        applyTo: 'equity-difference',
        maxAbsoluteRisk: 150,
        closePositions: false,
        startTime: 'T0',
      },
    ];
    expect(guardrailFields({ ...NO_GUARDRAILS, dailyLossLimit: 200 }, 'NOW', previous).riskLimits).toEqual([
      {
        type: 'day',
        applyTo: 'balance-minus-equity',
        maxAbsoluteRisk: 200,
        closePositions: false,
        startTime: 'T0',
      },
    ]);
  });

  it.each([
    ['day-equity-difference', 'S1', 'Daily loss limit'],
    ['day-balance-minus-equity', 'S1', 'Daily loss limit'],
    ['lifetime-equity-difference', 'S1', 'Equity stop'],
    ['lifetime-balance-minus-equity', 'S1', 'Equity stop'],
    ['day-balance-minus-equity', undefined, 'Account loss limit'],
    ['month-balance-difference', 'S1', null],
  ])('a stop-out %s of strategy %s is named %s', (reason, strategyId, name) => {
    const strategy = strategyId ? { id: strategyId } : undefined;
    expect(stopoutLimitName({ reason, ...(strategy ? { strategy } : {}) })).toBe(name);
  });
});

describe('the account-wide loss limit', () => {
  it('is written as subscriber-level riskLimits: a UTC day of balance-minus-equity closing every trade', () => {
    expect(accountLimitFields(300, '2026-03-02T10:00:00.000Z', [])).toEqual({
      riskLimits: [
        {
          type: 'day',
          applyTo: 'balance-minus-equity',
          maxAbsoluteRisk: 300,
          closePositions: true,
          startTime: '2026-03-02T10:00:00.000Z',
        },
      ],
    });
  });

  it('is read back from the subscriber, and none is null', () => {
    const subscriber = accountLimitFields(300, 'T0', []);
    expect(accountLossLimitOf(subscriber)).toBe(300);
    expect(accountLossLimitOf({})).toBeNull();
    expect(accountLimitFields(null, 'T0', [])).toEqual({ riskLimits: [] });
  });
});
