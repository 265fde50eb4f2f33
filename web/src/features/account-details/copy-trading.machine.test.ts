import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { NO_GUARDRAILS, type StrategySubscription } from '@copydesk/functions/contract';
import {
  copyTradingMachine,
  lotSize,
  parseVolume,
  type SubscribeInput,
  type SubscribeResult,
  type RiskData,
  type UpdateInput,
} from './copy-trading.machine';

function sub(strategyId: string, tradeVolume = 0.1): StrategySubscription {
  return {
    _id: strategyId,
    strategyId,
    subscriptionId: strategyId,
    name: `Strategy ${strategyId}`,
    multiplier: 1,
    copyStopLoss: true,
    copyTakeProfit: true,
    tradeSizeScaling: { mode: 'fixedVolume', tradeVolume },
  };
}

interface Fakes {
  load?: () => Promise<StrategySubscription[]>;
  subscribe?: (input: SubscribeInput) => Promise<SubscribeResult>;
  update?: () => Promise<void>;
  unsubscribe?: () => Promise<void>;
  loadRisk?: () => Promise<RiskData>;
}

function start(fakes: Fakes = {}, initial: StrategySubscription[] = [sub('s1', 0.25)]) {
  const calls = {
    load: 0,
    subscribe: [] as SubscribeInput[],
    update: [] as unknown[],
    unsubscribe: [] as unknown[],
  };
  const machine = copyTradingMachine.provide({
    actors: {
      loadSubscriptions: fromPromise<StrategySubscription[], { subscriberId: string }>(() => {
        calls.load += 1;
        return fakes.load ? fakes.load() : Promise.resolve(initial);
      }),
      subscribe: fromPromise<SubscribeResult, SubscribeInput>(({ input }) => {
        calls.subscribe.push(input);
        return fakes.subscribe
          ? fakes.subscribe(input)
          : Promise.resolve({ subscriberCreated: false, subscriberRestored: false });
      }),
      updateVolume: fromPromise<void, UpdateInput>(({ input }) => {
        calls.update.push(input);
        return fakes.update ? fakes.update() : Promise.resolve();
      }),
      unsubscribe: fromPromise<void, { subscriberId: string; subscriptionId: string }>(({ input }) => {
        calls.unsubscribe.push(input);
        return fakes.unsubscribe ? fakes.unsubscribe() : Promise.resolve();
      }),
      loadRisk: fromPromise<RiskData, { strategyId: string }>(() =>
        fakes.loadRisk ? fakes.loadRisk() : Promise.reject(new Error('no risk data')),
      ),
    },
  });
  const actor = createActor(machine, { input: { subscriberId: 'acc-1', subscriberName: 'Main' } });
  actor.start();
  return { actor, calls };
}

async function ready(fakes: Fakes = {}, initial?: StrategySubscription[]) {
  const started = start(fakes, initial);
  await waitFor(started.actor, (s) => s.matches({ ready: 'closed' }));
  return started;
}

describe('copyTradingMachine helpers', () => {
  it('parses volumes in 0.01 steps between 0.01 and 100', () => {
    expect(parseVolume('0.01')).toBe(0.01);
    expect(parseVolume('100')).toBe(100);
    expect(parseVolume('0')).toBeNull();
    expect(parseVolume('100.01')).toBeNull();
    expect(parseVolume('0.015')).toBeNull();
    expect(parseVolume('')).toBeNull();
    expect(parseVolume('abc')).toBeNull();
  });
  it('lot size defaults to 0.01', () => {
    expect(lotSize(undefined)).toBe(0.01);
    expect(lotSize(sub('x', 0.3))).toBe(0.3);
  });
});

describe('copyTradingMachine', () => {
  it('loads the subscriptions, and a failed load leaves the list empty', async () => {
    expect((await ready()).actor.getSnapshot().context.subscriptions).toHaveLength(1);
    const { actor } = await ready({ load: () => Promise.reject(new Error('down')) });
    expect(actor.getSnapshot().context.subscriptions).toEqual([]);
  });

  it('subscribe opens with 0.01, rejects an out-of-range volume, then subscribes and re-fetches', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'OPEN.SUBSCRIBE', strategyId: 's2', strategyName: 'Two' });
    expect(actor.getSnapshot().context.volume).toBe('0.01');
    actor.send({ type: 'VOLUME.CHANGE', value: '150' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Trade volume must be between 0.01 and 100');
    actor.send({ type: 'VOLUME.CHANGE', value: '0.5' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }) && calls.load === 2);
    expect(calls.subscribe).toEqual([
      {
        subscriberId: 'acc-1',
        subscriberName: 'Main',
        strategyId: 's2',
        tradeVolume: 0.5,
        guardrails: NO_GUARDRAILS,
      },
    ]);
    expect(actor.getSnapshot().context.notice).toBe('Successfully subscribed to strategy!');
  });

  it.each([
    [
      { subscriberCreated: false, subscriberRestored: true },
      'Successfully subscribed to strategy! Your copy-trading profile was restored.',
    ],
    [
      { subscriberCreated: true, subscriberRestored: false },
      'Successfully subscribed to strategy! A copy-trading profile was created for this account.',
    ],
  ])('announces the subscriber variants (%o)', async (result, message) => {
    const { actor } = await ready({ subscribe: () => Promise.resolve(result) });
    actor.send({ type: 'OPEN.SUBSCRIBE', strategyId: 's2', strategyName: 'Two' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe(message);
  });

  it('a failed subscribe shows the thrown message, or the fallback', async () => {
    let { actor } = await ready({ subscribe: () => Promise.reject(new Error('Insufficient equity')) });
    actor.send({ type: 'OPEN.SUBSCRIBE', strategyId: 's2', strategyName: 'Two' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Insufficient equity');
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    ({ actor } = await ready({ subscribe: () => Promise.reject(new Error('')) }));
    actor.send({ type: 'OPEN.SUBSCRIBE', strategyId: 's2', strategyName: 'Two' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Failed to subscribe to strategy');
  });

  it('edit opens with the current lot size, updates and re-fetches', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'OPEN.EDIT', strategyId: 's1', strategyName: 'One' });
    expect(actor.getSnapshot().context.volume).toBe('0.25');
    actor.send({ type: 'VOLUME.CHANGE', value: '1.5' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }) && calls.load === 2);
    expect(calls.update).toEqual([
      { subscriberId: 'acc-1', strategyId: 's1', tradeVolume: 1.5, guardrails: NO_GUARDRAILS },
    ]);
    expect(actor.getSnapshot().context.notice).toBe('Successfully updated subscription settings!');
  });

  it('a failed edit says so and stays open', async () => {
    const { actor } = await ready({ update: () => Promise.reject(new Error('x')) });
    actor.send({ type: 'OPEN.EDIT', strategyId: 's1', strategyName: 'One' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Failed to update subscription');
  });

  it('unsubscribe removes the subscription locally without a re-fetch', async () => {
    const { actor, calls } = await ready({}, [sub('s1'), sub('s3')]);
    actor.send({ type: 'OPEN.UNSUBSCRIBE', strategyId: 's1', strategyName: 'One' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(calls.unsubscribe).toEqual([{ subscriberId: 'acc-1', subscriptionId: 's1' }]);
    expect(actor.getSnapshot().context.subscriptions.map((s) => s.strategyId)).toEqual(['s3']);
    expect(actor.getSnapshot().context.notice).toBe('Successfully unsubscribed from strategy!');
    expect(calls.load).toBe(1);
  });

  it('a failed unsubscribe keeps the subscription', async () => {
    const { actor } = await ready({ unsubscribe: () => Promise.reject(new Error('x')) });
    actor.send({ type: 'OPEN.UNSUBSCRIBE', strategyId: 's1', strategyName: 'One' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Failed to unsubscribe from strategy');
    expect(actor.getSnapshot().context.subscriptions).toHaveLength(1);
  });

  it('close discards the modal; modal events are ignored while closed', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'OPEN.SUBSCRIBE', strategyId: 's2', strategyName: 'Two' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches({ ready: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.mode).toBeNull();
    expect(calls.subscribe).toEqual([]);
  });
});

describe('guardrails and the risk data in the trade-size modal', () => {
  const BASIS = {
    trades: 10,
    currency: 'USD',
    drawdownPerLot: { known: true as const, value: 2480 },
    worstDayPerLot: { known: true as const, value: 1250 },
    typicalPosition: { symbol: 'EURUSD', price: 1.085 },
  };
  const DEFAULTS = { equityStop: null, dailyLossLimit: 150, maxLots: null, onHit: 'close-all' as const };
  const risk = () =>
    Promise.resolve({ basis: BASIS, settings: { defaults: DEFAULTS, acknowledgeAbovePercent: 40 } });

  it("a new subscription starts with the admins' defaults and sends them", async () => {
    const { actor, calls } = await ready({ loadRisk: risk });
    actor.send({ type: 'OPEN.SUBSCRIBE', strategyId: 's2', strategyName: 'Two' });
    await waitFor(actor, (s) => s.context.risk.status === 'ready');
    expect(actor.getSnapshot().context.risk.acknowledgeAbovePercent).toBe(40);
    expect(actor.getSnapshot().context.guard).toMatchObject({ dailyLossLimit: '150', onHit: 'close-all' });
    actor.send({ type: 'GUARD.CHANGE', patch: { equityStopKind: 'percent', equityStopValue: '20' } });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }));
    expect(calls.subscribe[0]?.guardrails).toEqual({
      ...DEFAULTS,
      equityStop: { kind: 'percent', value: 20 },
    });
  });

  it.each([
    [
      { equityStopKind: 'percent' as const, equityStopValue: '120' },
      'The equity stop must be between 1% and 95%',
    ],
    [{ dailyLossLimit: 'abc' }, 'The daily loss limit must be an amount between 1 and 100,000,000'],
    [{ maxLots: '0.005' }, 'Maximum lots must be between 0.01 and 100'],
    [{ maxLots: '0.01' }, 'Maximum lots cannot be less than the trade volume'],
  ])('refuses %j with "%s" and calls nothing', async (patch, message) => {
    const { actor, calls } = await ready();
    actor.send({ type: 'OPEN.EDIT', strategyId: 's1', strategyName: 'One' });
    actor.send({ type: 'GUARD.CHANGE', patch });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(calls.update).toEqual([]);
  });

  it.each([
    ['an out-of-range volume', { type: 'VOLUME.CHANGE' as const, value: '150' }],
    ['invalid guardrails', { type: 'GUARD.CHANGE' as const, patch: { maxLots: '0.005' } }],
  ])('%s confirmed while the risk data loads does not stop it from arriving', async (_, change) => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const { actor } = await ready({ loadRisk: () => arrived.then(risk) });
    actor.send({ type: 'OPEN.SUBSCRIBE', strategyId: 's2', strategyName: 'Two' });
    actor.send(change);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).not.toBe('');
    expect(actor.getSnapshot().context.risk.status).toBe('loading');
    release();
    const settled = await waitFor(actor, (s) => s.context.risk.status !== 'loading', { timeout: 1000 });
    expect(settled.context.risk.status).toBe('ready');
    expect(settled.context.risk.acknowledgeAbovePercent).toBe(40);
  });

  it('an edit keeps the guardrails the subscription has', async () => {
    const guarded = { ...sub('s1', 0.25), guardrails: { ...DEFAULTS, maxLots: 1 } };
    const { actor, calls } = await ready({}, [guarded]);
    actor.send({ type: 'OPEN.EDIT', strategyId: 's1', strategyName: 'One' });
    expect(actor.getSnapshot().context.guard).toMatchObject({ dailyLossLimit: '150', maxLots: '1' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }) && calls.update.length === 1);
    expect(calls.update[0]).toMatchObject({ guardrails: { ...DEFAULTS, maxLots: 1 } });
  });
});
