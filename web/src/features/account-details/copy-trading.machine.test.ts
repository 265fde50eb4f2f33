// The strategies tab with its calls as doubles: the modal's form talks to the copy-subscription flow the
// tab runs (as the trade-size dialog does), the flow sends with the tab's submit (subscribe or update, as
// ./api.ts maps them), and the tab announces the outcome and re-fetches.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import type { StrategySubscription } from '@copydesk/functions/contract';
import type { Guardrails } from '@copydesk/functions/product-rules';
import {
  copySubscriptionFlowWith,
  type CopySubscriptionEvent,
  type RiskData,
  type SubmitAnswer,
  type SubscriptionDefaults,
  type SubscriptionRequest,
} from '@/flows/copy-subscription';
import type { CopyTradingEvent } from './copy-trading-rules';
import { copyTradingMachine } from './copy-trading.machine';
import { lotSize, type LoadedSubscriptions } from './copy-trading-rules';

type SubscribeCall = SubscriptionRequest & { subscriberId: string; subscriberName: string };
type UpdateCall = SubscriptionRequest & { subscriberId: string };

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
  subscribe?: (input: SubscribeCall) => Promise<SubmitAnswer>;
  update?: () => Promise<void>;
  unsubscribe?: () => Promise<void>;
  loadRisk?: () => Promise<RiskData>;
  loadDefaults?: () => Promise<SubscriptionDefaults>;
  /** The account loss limit getSubscriptions answers (null: none). */
  accountLossLimit?: number | null;
}

/** A USD 10,000 account at 1:500. */
const ACCOUNT = { equity: 10_000, currency: 'USD', leverage: 500 };
/** 100 USD per lot: at 1.5 lots 150 USD, 1.5% of the account, far under the 50% threshold. */
const CALM: RiskData = {
  basis: {
    trades: 10,
    currency: 'USD',
    drawdownPerLot: { known: true, value: 100 },
    worstDayPerLot: { known: true, value: 50 },
    typicalPosition: { symbol: 'EURUSD', price: 1.085 },
    recentPositions: [{ symbol: 'EURUSD', price: 1.085 }],
  },
  acknowledgeAbovePercent: 50,
  rate: null,
  held: [],
};

function start(fakes: Fakes = {}, initial: StrategySubscription[] = [sub('s1', 0.25)]) {
  const calls = {
    load: 0,
    subscribe: [] as SubscribeCall[],
    update: [] as UpdateCall[],
    unsubscribe: [] as unknown[],
  };
  const machine = copyTradingMachine.provide({
    actors: {
      loadSubscriptions: fromPromise<LoadedSubscriptions, { subscriberId: string }>(async () => {
        calls.load += 1;
        const subscriptions = await (fakes.load ? fakes.load() : Promise.resolve(initial));
        return { subscriptions, accountLossLimit: fakes.accountLossLimit ?? null };
      }),
      unsubscribe: fromPromise<void, { subscriberId: string; subscriptionId: string }>(({ input }) => {
        calls.unsubscribe.push(input);
        return fakes.unsubscribe ? fakes.unsubscribe() : Promise.resolve();
      }),
      copySubscription: copySubscriptionFlowWith({
        loadRisk: () => (fakes.loadRisk ? fakes.loadRisk() : Promise.resolve(CALM)),
        loadGuardrailDefaults: () =>
          fakes.loadDefaults ? fakes.loadDefaults() : Promise.reject(new Error('no defaults')),
        submit: async ({ accountId, subscriberName, intent, request }) => {
          if (intent === 'update') {
            calls.update.push({ ...request, subscriberId: accountId });
            await (fakes.update ? fakes.update() : Promise.resolve());
            return null;
          }
          const call = { ...request, subscriberId: accountId, subscriberName };
          calls.subscribe.push(call);
          return fakes.subscribe
            ? fakes.subscribe(call)
            : { subscriberCreated: false, subscriberRestored: false };
        },
      }).provide({ actions: { logError: () => undefined } }),
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

type OpenType = 'OPEN.SUBSCRIBE' | 'OPEN.EDIT' | 'OPEN.UNSUBSCRIBE';
type CopySnapshot = SnapshotFrom<typeof copyTradingMachine>;

/** The modal's copy-subscription flow (subscribe and edit), read from the tab's snapshot. */
const flowOf = (s: CopySnapshot) => s.children.flow?.getSnapshot().context;
/** The form as the modal shows it; fails the test when no flow runs. */
function form(actor: Actor<typeof copyTradingMachine>) {
  const context = flowOf(actor.getSnapshot());
  if (!context) throw new Error('the copy-subscription flow is not running');
  return context;
}
/** The modal's error: the flow's, or unsubscribing's. */
const errorOf = (s: CopySnapshot) => flowOf(s)?.error ?? s.context.error;
type FlowContext = ReturnType<typeof form>;
/** Waits on the flow itself: its changes are its own snapshots, not the tab's. */
function formReaches(actor: Actor<typeof copyTradingMachine>, done: (context: FlowContext) => boolean) {
  const flow = actor.getSnapshot().children.flow;
  if (!flow) throw new Error('the copy-subscription flow is not running');
  return waitFor(flow, (s) => done(s.context));
}

/** What the modal's form does: its events and its confirm go to the flow when one runs, else to the tab. */
function press(actor: Actor<typeof copyTradingMachine>, event: CopySubscriptionEvent) {
  const flow = actor.getSnapshot().children.flow;
  if (flow) flow.send(event);
  else if (event.type === 'CONFIRM') actor.send(event);
}

/** Opens the modal on the USD account and waits until its risk preview has loaded or failed. */
async function open(
  actor: Actor<typeof copyTradingMachine>,
  type: OpenType,
  strategyId: string,
  extra: Partial<Extract<CopyTradingEvent, { type: OpenType }>> = {},
) {
  actor.send({ type, strategyId, strategyName: `Strategy ${strategyId}`, account: ACCOUNT, ...extra });
  if (type !== 'OPEN.UNSUBSCRIBE') await formReaches(actor, (f) => f.risk.status !== 'loading');
}

describe('copyTradingMachine helpers', () => {
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
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    expect(form(actor).volume).toBe('0.01');
    press(actor, { type: 'VOLUME.CHANGE', value: '150' });
    press(actor, { type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ ready: 'setting' })).toBe(true);
    expect(errorOf(actor.getSnapshot())).toBe('Trade volume must be between 0.01 and 100');
    press(actor, { type: 'VOLUME.CHANGE', value: '0.5' });
    expect(errorOf(actor.getSnapshot())).toBeNull();
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }) && calls.load === 2);
    expect(calls.subscribe).toEqual([
      {
        subscriberId: 'acc-1',
        subscriberName: 'Main',
        strategyId: 's2',
        tradeVolume: 0.5,
        guardrails: {},
        accountLossLimit: null,
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
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe(message);
  });

  it('a failed subscribe shows the thrown message, or the fallback', async () => {
    let { actor } = await ready({ subscribe: () => Promise.reject(new Error('Insufficient equity')) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    press(actor, { type: 'CONFIRM' });
    await formReaches(actor, (f) => f.error !== null);
    expect(errorOf(actor.getSnapshot())).toBe('Insufficient equity');
    expect(actor.getSnapshot().matches({ ready: 'setting' })).toBe(true);
    ({ actor } = await ready({ subscribe: () => Promise.reject(new Error('')) }));
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    press(actor, { type: 'CONFIRM' });
    await formReaches(actor, (f) => f.error !== null);
    expect(errorOf(actor.getSnapshot())).toBe('Failed to subscribe to strategy');
  });

  it('edit opens with the current lot size, updates and re-fetches', async () => {
    const { actor, calls } = await ready();
    await open(actor, 'OPEN.EDIT', 's1');
    expect(form(actor).volume).toBe('0.25');
    press(actor, { type: 'VOLUME.CHANGE', value: '1.5' });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }) && calls.load === 2);
    expect(calls.update).toEqual([
      {
        subscriberId: 'acc-1',
        strategyId: 's1',
        tradeVolume: 1.5,
        guardrails: {},
        accountLossLimit: null,
      },
    ]);
    expect(actor.getSnapshot().context.notice).toBe('Successfully updated subscription settings!');
  });

  it("edit shows the subscription's maxLeverage and the account loss limit, and sends them as changed", async () => {
    const { actor, calls } = await ready({ accountLossLimit: 300 }, [
      { ...sub('s1', 0.25), maxLeverage: 50 },
    ]);
    await open(actor, 'OPEN.EDIT', 's1');
    expect(form(actor).limits).toEqual({ maxLeverage: '50', accountLossLimit: '300' });
    press(actor, { type: 'LIMITS.CHANGE', patch: { maxLeverage: '30' } });
    press(actor, { type: 'LIMITS.CHANGE', patch: { accountLossLimit: '' } });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }) && calls.update.length === 1);
    expect(calls.update[0]).toMatchObject({ maxLeverage: 30, accountLossLimit: null });
  });

  it('leaves the account loss limit out when the subscriptions could not be read, unless one is typed', async () => {
    const { actor, calls } = await ready({ load: () => Promise.reject(new Error('down')) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    expect(form(actor).limits.accountLossLimit).toBe('');
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => calls.subscribe.length === 1 && s.matches({ ready: 'closed' }));
    expect(calls.subscribe[0]).not.toHaveProperty('accountLossLimit');
    expect(calls.subscribe[0]).not.toHaveProperty('maxLeverage');
    await open(actor, 'OPEN.SUBSCRIBE', 's3');
    press(actor, { type: 'LIMITS.CHANGE', patch: { accountLossLimit: '250' } });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, () => calls.subscribe.length === 2);
    expect(calls.subscribe[1]?.accountLossLimit).toBe(250);
  });

  it('a failed edit says so and stays open', async () => {
    const { actor } = await ready({ update: () => Promise.reject(new Error('x')) });
    await open(actor, 'OPEN.EDIT', 's1');
    press(actor, { type: 'CONFIRM' });
    await formReaches(actor, (f) => f.error !== null);
    expect(errorOf(actor.getSnapshot())).toBe('Failed to update subscription');
  });

  it('unsubscribe removes the subscription locally without a re-fetch', async () => {
    const { actor, calls } = await ready({}, [sub('s1'), sub('s3')]);
    await open(actor, 'OPEN.UNSUBSCRIBE', 's1');
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(calls.unsubscribe).toEqual([{ subscriberId: 'acc-1', subscriptionId: 's1' }]);
    expect(actor.getSnapshot().context.subscriptions.map((s) => s.strategyId)).toEqual(['s3']);
    expect(actor.getSnapshot().context.notice).toBe('Successfully unsubscribed from strategy!');
    expect(calls.load).toBe(1);
  });

  it('a failed unsubscribe keeps the subscription', async () => {
    const { actor } = await ready({ unsubscribe: () => Promise.reject(new Error('x')) });
    await open(actor, 'OPEN.UNSUBSCRIBE', 's1');
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(errorOf(actor.getSnapshot())).toBe('Failed to unsubscribe from strategy');
    expect(actor.getSnapshot().context.subscriptions).toHaveLength(1);
  });

  it('close discards the modal; modal events are ignored while closed', async () => {
    const { actor, calls } = await ready();
    press(actor, { type: 'CONFIRM' });
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches({ ready: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.mode).toBeNull();
    expect(calls.subscribe).toEqual([]);
  });
});

describe('the trade-size modal fails closed on the risk preview', () => {
  /** 2480 USD per lot: at 0.5 lots 1240 USD, 62% of a USD 2,000 account, over a 40% threshold. */
  const RISKY: RiskData = {
    basis: { ...CALM.basis, drawdownPerLot: { known: true, value: 2480 } },
    acknowledgeAbovePercent: 40,
    rate: null,
    held: [],
  };
  const SMALL = { equity: 2000, currency: 'USD', leverage: 500 };

  function held<T>(value: T) {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    return { load: () => arrived.then(() => value), release };
  }

  it('ignores Subscribe while the preview loads, and sends nothing until it has arrived', async () => {
    const risk = held(CALM);
    const { actor, calls } = await ready({ loadRisk: risk.load });
    actor.send({ type: 'OPEN.SUBSCRIBE', strategyId: 's2', strategyName: 'Two', account: ACCOUNT });
    press(actor, { type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ ready: 'setting' })).toBe(true);
    expect(form(actor).risk.status).toBe('loading');
    expect(calls.subscribe).toEqual([]);
    risk.release();
    await formReaches(actor, (f) => f.risk.status === 'ready');
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }));
    expect(calls.subscribe).toHaveLength(1);
    expect(calls.subscribe[0]).not.toHaveProperty('riskAcknowledgement');
  });

  it('ignores Save while the preview loads too', async () => {
    const risk = held(CALM);
    const { actor, calls } = await ready({ loadRisk: risk.load });
    actor.send({ type: 'OPEN.EDIT', strategyId: 's1', strategyName: 'One', account: ACCOUNT });
    press(actor, { type: 'CONFIRM' });
    expect(form(actor).risk.status).toBe('loading');
    expect(calls.update).toEqual([]);
  });

  it('over the threshold asks for the figure, then sends it (0.5 lots: 1240 USD, 62% > 40%)', async () => {
    const { actor, calls } = await ready({ loadRisk: () => Promise.resolve(RISKY) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2', { account: SMALL });
    press(actor, { type: 'VOLUME.CHANGE', value: '0.5' });
    press(actor, { type: 'CONFIRM' });
    expect(errorOf(actor.getSnapshot())).toBe('Please acknowledge the risk of this lot size first.');
    expect(calls.subscribe).toEqual([]);
    press(actor, { type: 'ACK.CHANGE', value: true });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }));
    expect(calls.subscribe[0]?.riskAcknowledgement).toEqual({ kind: 'loss', amount: 1240, currency: 'USD' });
  });

  it('converts for a ZAR account at the rate read (0.5 lots: 1240 USD x 18.5 = ZAR 22,940, 57% > 40%)', async () => {
    const { actor, calls } = await ready({ loadRisk: () => Promise.resolve({ ...RISKY, rate: 18.5 }) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2', {
      account: { equity: 40_000, currency: 'ZAR', leverage: 500 },
    });
    press(actor, { type: 'VOLUME.CHANGE', value: '0.5' });
    press(actor, { type: 'ACK.CHANGE', value: true });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }));
    expect(calls.subscribe[0]?.riskAcknowledgement).toEqual({
      kind: 'loss',
      amount: 22_940,
      currency: 'ZAR',
    });
  });

  it('asks again after the lot changes (another lot is another figure)', async () => {
    const { actor } = await ready({ loadRisk: () => Promise.resolve(RISKY) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2', { account: SMALL });
    press(actor, { type: 'VOLUME.CHANGE', value: '0.5' });
    press(actor, { type: 'ACK.CHANGE', value: true });
    press(actor, { type: 'VOLUME.CHANGE', value: '0.6' });
    expect(form(actor).acknowledged).toBe(false);
  });

  it.each<[string, Fakes, Partial<Extract<CopyTradingEvent, { type: 'OPEN.SUBSCRIBE' }>>]>([
    ['the preview failed to load', { loadRisk: () => Promise.reject(new Error('down')) }, {}],
    ['the account is in ZAR and no USDZAR rate is known', {}, { account: { ...ACCOUNT, currency: 'ZAR' } }],
    ["the account's equity was not read", {}, { account: null }],
    [
      'the strategy has too little history',
      {
        loadRisk: () =>
          Promise.resolve({
            ...CALM,
            basis: { ...CALM.basis, drawdownPerLot: { known: false, reason: 'not-enough-history' } },
          }),
      },
      {},
    ],
  ])('needs the "risk unknown" acknowledgement when %s', async (_label, fakes, extra) => {
    const { actor, calls } = await ready(fakes);
    await open(actor, 'OPEN.SUBSCRIBE', 's2', extra);
    press(actor, { type: 'CONFIRM' });
    expect(errorOf(actor.getSnapshot())).toBe('Please acknowledge the risk of this lot size first.');
    press(actor, { type: 'ACK.CHANGE', value: true });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }));
    expect(calls.subscribe[0]?.riskAcknowledgement).toEqual({ kind: 'unknown' });
  });
});

describe("the admins' guardrail defaults in the trade-size modal", () => {
  const DEFAULTS: Guardrails = { equityStop: null, dailyLossLimit: 150, onHit: 'close-all' };
  const LOADED: SubscriptionDefaults = { guardrails: DEFAULTS, maxLeverage: 100 };

  it('fill the form of a new subscription, and Subscribe sends only what the person set', async () => {
    const { actor, calls } = await ready({ loadDefaults: () => Promise.resolve(LOADED) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    await formReaches(actor, (f) => f.defaultsStatus === 'ready');
    expect(form(actor).guard).toMatchObject({ dailyLossLimit: '150', onHit: 'close-all' });
    expect(form(actor).limits.maxLeverage).toBe('100');
    press(actor, { type: 'GUARD.CHANGE', patch: { equityStopKind: 'percent', equityStopValue: '20' } });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }));
    expect(calls.subscribe[0]?.guardrails).toEqual({ equityStop: { kind: 'percent', value: 20 } });
    expect(calls.subscribe[0]).not.toHaveProperty('maxLeverage');
  });

  it("refuse a maxLeverage over the admins' 100 in the server's words, and send one under it", async () => {
    const { actor, calls } = await ready({ loadDefaults: () => Promise.resolve(LOADED) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    await formReaches(actor, (f) => f.defaultsStatus === 'ready');
    press(actor, { type: 'LIMITS.CHANGE', patch: { maxLeverage: '150' } });
    press(actor, { type: 'CONFIRM' });
    expect(errorOf(actor.getSnapshot())).toBe(
      'maxLeverage can be lowered from the default 100, never raised over it',
    );
    expect(calls.subscribe).toEqual([]);
    press(actor, { type: 'LIMITS.CHANGE', patch: { maxLeverage: '80' } });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }));
    expect(calls.subscribe[0]?.maxLeverage).toBe(80);
  });

  it('load apart from the preview: a failed defaults read leaves the preview and subscribing as they are', async () => {
    const { actor, calls } = await ready({ loadDefaults: () => Promise.reject(new Error('down')) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    await formReaches(actor, (f) => f.defaultsStatus === 'failed');
    expect(form(actor).risk.status).toBe('ready');
    press(actor, { type: 'GUARD.CHANGE', patch: { dailyLossLimit: '200' } });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }));
    expect(calls.subscribe[0]?.guardrails).toEqual({ dailyLossLimit: 200 });
  });

  it('arriving late keep the fields the person already set', async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const { actor } = await ready({ loadDefaults: () => arrived.then(() => LOADED) });
    await open(actor, 'OPEN.SUBSCRIBE', 's2');
    press(actor, { type: 'GUARD.CHANGE', patch: { dailyLossLimit: '90' } });
    release();
    await formReaches(actor, (f) => f.defaultsStatus === 'ready');
    expect(form(actor).guard).toMatchObject({ dailyLossLimit: '90', onHit: 'close-all' });
  });

  it.each([
    [
      { equityStopKind: 'percent' as const, equityStopValue: '120' },
      'The equity stop must be between 1% and 95%',
    ],
    [{ dailyLossLimit: 'abc' }, 'The daily loss limit must be an amount between 1 and 100,000,000'],
    [{ dailyLossLimit: '0.5' }, 'The daily loss limit must be an amount between 1 and 100,000,000'],
  ])('refuses %j with "%s" and calls nothing', async (patch, message) => {
    const { actor, calls } = await ready();
    await open(actor, 'OPEN.EDIT', 's1');
    press(actor, { type: 'GUARD.CHANGE', patch });
    press(actor, { type: 'CONFIRM' });
    expect(errorOf(actor.getSnapshot())).toBe(message);
    expect(calls.update).toEqual([]);
  });

  it('an edit shows the guardrails the subscription has and sends none it did not change', async () => {
    const stop = { kind: 'percent' as const, value: 30 };
    const guarded = { ...sub('s1', 0.25), guardrails: { ...DEFAULTS, equityStop: stop } };
    const { actor, calls } = await ready({}, [guarded]);
    await open(actor, 'OPEN.EDIT', 's1');
    expect(form(actor).guard).toMatchObject({
      dailyLossLimit: '150',
      equityStopKind: 'percent',
      equityStopValue: '30',
    });
    press(actor, { type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ ready: 'closed' }) && calls.update.length === 1);
    expect(calls.update[0]?.guardrails).toEqual({});
  });
});
