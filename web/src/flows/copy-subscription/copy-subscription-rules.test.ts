import { describe, expect, it } from 'vitest';
import { formOf } from '@/lib/guardrail-form';
import { NO_RISK } from '@/lib/trade-size-risk';
import { confirmProblem, parseVolume, requestOf, type SubscriptionForm } from './copy-subscription-rules';

const FORM: SubscriptionForm = {
  strategyId: 's1',
  volume: '0.5',
  guard: formOf(null),
  guardSet: [],
  risk: NO_RISK,
  account: null,
  acknowledged: false,
  acknowledgeMessage: 'acknowledge first',
};

describe('copy-subscription rules', () => {
  it.each([
    ['0.01', 0.01],
    ['0.5', 0.5],
    ['100', 100],
    ['0', null],
    ['0.001', null],
    ['0.015', null],
    ['100.01', null],
    ['', null],
    ['abc', null],
  ])('reads the volume "%s" as %s', (text, lot) => {
    expect(parseVolume(text)).toBe(lot);
  });

  it.each<[string, Partial<SubscriptionForm>, string | null]>([
    ['no strategy chosen', { strategyId: '' }, 'Missing required information. Please select a strategy.'],
    ['a volume out of bounds', { volume: '150' }, 'Trade volume must be between 0.01 and 100'],
    [
      'a guardrail out of bounds',
      { guard: { ...formOf(null), equityStopKind: 'percent', equityStopValue: '96' } },
      'The equity stop must be between 1% and 95%',
    ],
    ['a failed preview not acknowledged', { risk: { ...NO_RISK, status: 'failed' } }, 'acknowledge first'],
    ['a failed preview acknowledged', { risk: { ...NO_RISK, status: 'failed' }, acknowledged: true }, null],
    ['nothing wrong', {}, null],
  ])('refuses a confirm with %s', (_name, change, problem) => {
    expect(confirmProblem({ ...FORM, ...change })).toBe(problem);
  });

  it('sends only the guardrails the person set', () => {
    const guard = { ...formOf(null), dailyLossLimit: '300' };
    expect(requestOf({ ...FORM, guard, guardSet: ['dailyLossLimit'] })).toEqual({
      strategyId: 's1',
      tradeVolume: 0.5,
      guardrails: { dailyLossLimit: 300 },
    });
  });
});
