import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { createActor, fromPromise } from 'xstate';
import { ApiError, type GuardrailSettings } from '@copydesk/functions/contract';
import { NO_GUARDRAIL_DEFAULTS } from '@copydesk/functions/product-rules';
import { defaultsFormOf } from '@/lib/guardrail-defaults-form';
import { guardrailSettingsMachine, readSettings } from './guardrail-settings.machine';

const STORED: GuardrailSettings = {
  defaults: {
    equityStop: null,
    dailyLossLimit: { perCurrency: { USD: 250, ZAR: 4500 } },
    onHit: 'close-only',
  },
  acknowledgeAbovePercent: 50,
  maxLeverage: 150,
};

function start(load = () => Promise.resolve(STORED), save = (_: GuardrailSettings) => Promise.resolve()) {
  const saved = vi.fn(save);
  const machine = guardrailSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(() => load()),
      saveSettings: fromPromise(({ input }) => saved(input)),
    },
  });
  return { actor: createActor(machine).start(), saved };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('reading the guardrail defaults form', () => {
  const form = defaultsFormOf(NO_GUARDRAIL_DEFAULTS);
  it.each([
    // equity stop kind, value, threshold, expected problem
    ['percent', '20', '50', null],
    ['amount', 'USD 1500, ZAR 27000', '75.5', null],
    [
      'amount',
      'US 1500',
      '75.5',
      'A default amount is set per currency, e.g. "USD 150, ZAR 2700", or as a share of equity, e.g. "2%"',
    ],
    ['amount', 'USD 0', '50', 'Each default amount must be between 1 and 100,000,000'],
    ['percent', '96', '50', 'The equity stop must be between 1% and 95%'],
    ['none', '', '0', 'The acknowledgement threshold must be between 1% and 1000%'],
    ['none', '', '', 'The acknowledgement threshold must be between 1% and 1000%'],
    ['none', '', '1001', 'The acknowledgement threshold must be between 1% and 1000%'],
  ] as const)('equity stop %s %s, threshold "%s": %s', (kind, value, threshold, problem) => {
    const typed = { threshold, maxLeverage: '200' };
    const reading = readSettings({ ...form, equityStopKind: kind, equityStopValue: value }, typed);
    expect(reading.ok ? null : reading.error).toBe(problem);
  });

  it.each([
    ['0', 'The maximum leverage must be between 1:1 and 1000:1'],
    ['', 'The maximum leverage must be between 1:1 and 1000:1'],
    ['1001', 'The maximum leverage must be between 1:1 and 1000:1'],
    ['1', null],
    ['1000', null],
  ])('maximum leverage "%s": %s', (maxLeverage, problem) => {
    const reading = readSettings(form, { threshold: '50', maxLeverage });
    expect(reading.ok ? null : reading.error).toBe(problem);
  });

  it('reads a percent stop of 20, a threshold of 60 and 100:1 as the settings the server takes', () => {
    const typed = { threshold: '60', maxLeverage: '100' };
    expect(readSettings({ ...form, equityStopKind: 'percent', equityStopValue: '20' }, typed)).toEqual({
      ok: true,
      value: {
        defaults: {
          equityStop: { kind: 'percent', value: 20 },
          dailyLossLimit: null,
          onHit: 'close-only',
        },
        acknowledgeAbovePercent: 60,
        maxLeverage: 100,
      },
    });
  });
});

describe('guardrailSettingsMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the stored defaults, saves the edited ones and closes after 2 s', async () => {
    const { actor, saved } = start();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      threshold: '50',
      maxLeverage: '150',
      guard: { dailyLossLimit: 'USD 250, ZAR 4500' },
    });
    actor.send({ type: 'SET_GUARD', patch: { equityStopKind: 'amount', equityStopValue: '2%' } });
    actor.send({ type: 'SET_THRESHOLD', threshold: '40' });
    actor.send({ type: 'SET_MAX_LEVERAGE', maxLeverage: '100' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(saved).toHaveBeenCalledWith({
      defaults: {
        equityStop: { kind: 'amount', amount: { shareOfEquityPercent: 2 } },
        dailyLossLimit: { perCurrency: { USD: 250, ZAR: 4500 } },
        onHit: 'close-only',
      },
      acknowledgeAbovePercent: 40,
      maxLeverage: 100,
    });
    expect(actor.getSnapshot().context.success).toBe(
      'Guardrail defaults saved. New subscriptions start with them.',
    );
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps an out-of-bounds value from the server and says why', async () => {
    const { actor, saved } = start();
    await flush();
    actor.send({ type: 'SET_GUARD', patch: { dailyLossLimit: 'USD 150, ZAR 0.5' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('Each default amount must be between 1 and 100,000,000');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saved).not.toHaveBeenCalled();
  });

  it("shows the server's 4xx message when it refuses the save, and stays editable", async () => {
    const { actor } = start(undefined, () =>
      Promise.reject(new ApiError(403, 'This action needs an administrator signed in with a second factor')),
    );
    await flush();
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(
      'This action needs an administrator signed in with a second factor',
    );
  });

  it('says the defaults could not be loaded', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe(
      'Failed to load the guardrail defaults. Please try again later.',
    );
  });
});
