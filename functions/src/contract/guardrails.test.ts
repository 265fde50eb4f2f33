// The guardrail schemas without the maximum lots (docs/product.md §5): documents stored before its
// removal still read, with the field dropped; a request that still sends it is refused.
import { describe, expect, it } from 'vitest';
import {
  guardrailSettingsSchema,
  setGuardrailSettingsInput,
  strategySubscriptionSchema,
  subscribeToStrategyInput,
  updateSubscriptionInput,
} from './index.js';
import { guardrailFields, guardrailsOf, hasGuardrails } from '../product-rules/guardrails.js';

const SUBSCRIPTION = {
  _id: 'AbCd',
  strategyId: 'AbCd',
  subscriptionId: 'AbCd',
  name: 'Steady Majors',
  multiplier: 1,
  copyStopLoss: true,
  copyTakeProfit: true,
  tradeSizeScaling: { mode: 'fixedVolume', tradeVolume: 0.5 },
};

describe('a record stored with the maximum lots and amounts entered before they had a currency', () => {
  it('reads as the admin defaults without the maximum lots, each bare amount as USD only', () => {
    const stored = {
      defaults: { equityStop: null, dailyLossLimit: 250, maxLots: 2, onHit: 'close-all' },
      acknowledgeAbovePercent: 60,
    };
    expect(guardrailSettingsSchema.parse(stored)).toEqual({
      defaults: { equityStop: null, dailyLossLimit: { perCurrency: { USD: 250 } }, onHit: 'close-all' },
      acknowledgeAbovePercent: 60,
      maxLeverage: 200,
    });
  });

  it('reads as a subscription whose guardrails lack it', () => {
    const stored = {
      ...SUBSCRIPTION,
      guardrails: {
        equityStop: { kind: 'percent', value: 30 },
        dailyLossLimit: null,
        maxLots: 1,
        onHit: 'close-only',
      },
    };
    expect(strategySubscriptionSchema.parse(stored).guardrails).toEqual({
      equityStop: { kind: 'percent', value: 30 },
      dailyLossLimit: null,
      onHit: 'close-only',
    });
  });

  it('is no guardrail when a bridge subscription still carries maxTradeVolume', () => {
    const subscription = { strategyId: 'AbCd', riskLimits: [], maxTradeVolume: 0.3 };
    const guardrails = guardrailsOf(subscription);
    expect(guardrails).toEqual({ equityStop: null, dailyLossLimit: null, onHit: 'close-only' });
    expect(hasGuardrails(guardrails)).toBe(false);
  });
});

describe('a request with the maximum lots', () => {
  const subscription = { subscriberId: 'acc-1', strategyId: 'AbCd', tradeVolume: 0.5 };

  it.each([
    ['subscribeToStrategy', subscribeToStrategyInput, { ...subscription, guardrails: { maxLots: 2 } }],
    ['updateSubscription', updateSubscriptionInput, { ...subscription, guardrails: { maxLots: 2 } }],
    [
      'setGuardrailSettings',
      setGuardrailSettingsInput,
      {
        defaults: { dailyLossLimit: { perCurrency: { USD: 250 } }, maxLots: 2 },
        acknowledgeAbovePercent: 60,
      },
    ],
  ] as const)('is refused by %s as an unknown field', (_name, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });
});

describe('the subscription fields the guardrails write', () => {
  it('are the risk limits only, never a maxTradeVolume', () => {
    const fields = guardrailFields(
      { equityStop: null, dailyLossLimit: 150, onHit: 'close-all' },
      '2026-01-05T00:00:00.000Z',
    );
    expect(fields).toEqual({
      riskLimits: [
        {
          type: 'day',
          applyTo: 'balance-minus-equity',
          maxAbsoluteRisk: 150,
          closePositions: true,
          startTime: '2026-01-05T00:00:00.000Z',
        },
      ],
    });
  });
});

describe("the admins' maxLeverage beside the guardrail defaults", () => {
  const settings = { defaults: { equityStop: null, dailyLossLimit: null, onHit: 'close-only' } };

  it('reads as the constant default 200 when stored before it was a setting', () => {
    const stored = guardrailSettingsSchema.parse({ ...settings, acknowledgeAbovePercent: 50 });
    expect(stored.maxLeverage).toBe(200);
  });

  it.each([0, 0.5, 1001, Number.NaN])('refuses an admin default of %s', (maxLeverage) => {
    const result = setGuardrailSettingsInput.safeParse({
      ...settings,
      acknowledgeAbovePercent: 50,
      maxLeverage,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The maximum leverage must be between 1:1 and 1000:1');
  });

  it.each([1, 100, 1000])('accepts an admin default of %s', (maxLeverage) => {
    const result = setGuardrailSettingsInput.safeParse({
      ...settings,
      acknowledgeAbovePercent: 50,
      maxLeverage,
    });
    expect(result.data?.maxLeverage).toBe(maxLeverage);
  });
});
