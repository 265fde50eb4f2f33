import { describe, expect, it } from 'vitest';
import { formOf } from '@/lib/guardrail-form';
import { NO_RISK } from '@/lib/trade-size-risk';
import { limitsFormOf } from '@/lib/account-limits';
import { confirmProblem, parseVolume, requestOf, type SubscriptionForm } from './copy-subscription-rules';

const FORM: SubscriptionForm = {
  strategyId: 's1',
  volume: '0.5',
  guard: formOf(null),
  guardSet: [],
  limits: limitsFormOf(200, null),
  limitsSet: [],
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

  it.each<[string, string, string]>([
    ['an empty maximum leverage', '', 'maxLeverage must be a number'],
    ['a maximum leverage of 0', '0', 'maxLeverage must be positive'],
    ['a maximum leverage under 1', '0.5', 'maxLeverage must be at least 1'],
    [
      'a maximum leverage over 200',
      '201',
      'maxLeverage can be lowered from the default 200, never raised over it',
    ],
  ])("refuses %s with the server's words", (_, maxLeverage, message) => {
    const form = { ...FORM, limits: { ...FORM.limits, maxLeverage }, maxLeverageDefault: 200 };
    expect(confirmProblem(form)).toBe(message);
  });

  it("leaves a maxLeverage over 200 to the server when the admins' default is not read", () => {
    expect(confirmProblem({ ...FORM, limits: { ...FORM.limits, maxLeverage: '300' } })).toBeNull();
  });

  it.each(['0', '-5', '100000001', 'abc'])('refuses the account loss limit "%s"', (accountLossLimit) => {
    expect(confirmProblem({ ...FORM, limits: { ...FORM.limits, accountLossLimit } })).toBe(
      'The account loss limit must be an amount between 1 and 100,000,000',
    );
  });

  it.each<[string, Partial<SubscriptionForm>, Record<string, unknown>]>([
    ['neither cap when none is known or changed', {}, {}],
    [
      'both caps when known, an empty loss limit as null (removed)',
      { limits: { maxLeverage: '1', accountLossLimit: '' }, limitsSet: ['maxLeverage', 'accountLossLimit'] },
      { maxLeverage: 1, accountLossLimit: null },
    ],
    [
      'only the cap changed',
      { limits: { maxLeverage: '200', accountLossLimit: '450.5' }, limitsSet: ['accountLossLimit'] },
      { accountLossLimit: 450.5 },
    ],
  ])('sends %s', (_, patch, caps) => {
    expect(requestOf({ ...FORM, ...patch })).toEqual({
      strategyId: 's1',
      tradeVolume: 0.5,
      guardrails: {},
      ...caps,
    });
  });
});
