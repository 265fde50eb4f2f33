import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { createActor, fromPromise, type Actor } from 'xstate';
import { MESSAGES, type Strategy } from '@copydesk/functions/contract';
import {
  copySubscriptionFlowWith,
  type CopySubscriptionEvent,
  type SubmitAnswer,
} from '@/flows/copy-subscription';
import { riskPerLot, USD_10K } from '@/flows/copy-subscription/test-risk';
import type { AdminUser } from '../admin-users';
import { addStrategyMachine } from './add-strategy.machine';
import {
  STRATEGY_MESSAGES,
  subscribedMessage,
  subscribeForClient,
  type AdminRiskData,
  type AdminSubscribeInput,
} from './add-strategy-rules';
import { makeUser } from '../test-users';
import { strategy } from './test-strategies';

const strategies = [strategy('s1', 'Gold Rush'), strategy('s2', 'Alpha Wave')];
const client = makeUser({ id: 'client', firstName: 'Jane', status: 'active', account: true });

interface Fakes {
  load?: () => Promise<Strategy[]>;
  find?: (accountId: string) => Promise<{ id: string } | null>;
  create?: (input: { accountId: string; name: string }) => Promise<{ id: string }>;
  subscribe?: (input: AdminSubscribeInput) => Promise<SubmitAnswer>;
  loadRisk?: () => Promise<AdminRiskData>;
}

/** 100 USD per lot on a USD 10,000 account: at 0.5 lots 50 USD, 0.5% of the equity. */
const CALM: AdminRiskData = { ...riskPerLot(100, 50, 10), account: USD_10K };

function start(fakes: Fakes = {}, user: AdminUser = client) {
  const added = vi.fn<(user: AdminUser) => void>();
  const load = vi.fn(fakes.load ?? (() => Promise.resolve(strategies)));
  const find = vi.fn(fakes.find ?? (() => Promise.resolve({ id: 'acc-client' })));
  const create = vi.fn(fakes.create ?? (() => Promise.resolve({ id: 'acc-client' })));
  const subscribe = vi.fn(fakes.subscribe ?? (() => Promise.resolve(null)));
  const loadRisk = vi.fn(fakes.loadRisk ?? (() => Promise.resolve(CALM)));
  const machine = addStrategyMachine.provide({
    actors: {
      loadStrategies: fromPromise(() => load()),
      copySubscription: copySubscriptionFlowWith({
        loadRisk: () => loadRisk(),
        submit: subscribeForClient({ findSubscriber: find, createSubscriber: create, subscribe }),
      }).provide({ actions: { logError: () => undefined } }),
    },
    actions: { strategyAdded: (_, params) => added(params.user), logError: () => undefined },
  });
  const actor = createActor(machine, { input: { user } }).start();
  return { actor, added, load, find, create, subscribe, loadRisk };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** The dialog's copy-subscription flow (strategy, volume, guardrails, preview), once strategies loaded. */
function form(actor: Actor<typeof addStrategyMachine>) {
  const flow = actor.getSnapshot().children.flow;
  if (!flow) throw new Error('the copy-subscription flow is not running');
  return flow.getSnapshot().context;
}
/** What the dialog's form does: its events and its confirm go to the flow. */
function press(actor: Actor<typeof addStrategyMachine>, event: CopySubscriptionEvent) {
  const flow = actor.getSnapshot().children.flow;
  if (!flow) throw new Error('the copy-subscription flow is not running');
  flow.send(event);
}
/** The flow waits for its form (no submit under way). */
const editing = (actor: Actor<typeof addStrategyMachine>) =>
  actor
    .getSnapshot()
    .children.flow?.getSnapshot()
    .matches({ open: { form: 'editing' } }) ?? false;
/** The dialog's error: its own refusal, or the flow's. */
function errorOf(actor: Actor<typeof addStrategyMachine>): string | null {
  const snapshot = actor.getSnapshot();
  return snapshot.context.error ?? snapshot.children.flow?.getSnapshot().context.error ?? null;
}

describe('add strategy rules', () => {
  it.each([
    ['Gold Rush', 'Successfully subscribed user to strategy: Gold Rush'],
    ['', 'Successfully subscribed user to strategy: Unknown Strategy'],
    [undefined, 'Successfully subscribed user to strategy: Unknown Strategy'],
  ])('success message for %s', (name, text) => {
    expect(subscribedMessage(name)).toBe(text);
  });
});

describe('addStrategyMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a user without a trading account cannot be subscribed', () => {
    const { actor, load } = start({}, makeUser({ id: 'x', status: 'active' }));
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(errorOf(actor)).toBe('User must have a trading account before they can subscribe to strategies.');
    expect(load).not.toHaveBeenCalled();
  });

  it('uses the existing subscriber, subscribes, marks the entry and closes after 2 s', async () => {
    const { actor, added, find, create, subscribe } = start();
    await flush();
    expect(editing(actor)).toBe(true);
    expect(form(actor).volume).toBe('0.01');
    press(actor, { type: 'STRATEGY.CHANGE', strategyId: 's2' });
    press(actor, { type: 'VOLUME.CHANGE', value: '0.25' });
    await flush();
    press(actor, { type: 'CONFIRM' });
    await flush();
    expect(find).toHaveBeenCalledWith('acc-client');
    expect(create).not.toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({
      subscriberId: 'acc-client',
      strategyId: 's2',
      tradeVolume: 0.25,
      subscriberName: 'Jane account',
    });
    expect(actor.getSnapshot().context.success).toBe('Successfully subscribed user to strategy: Alpha Wave');
    expect(added).toHaveBeenCalledWith({
      ...client,
      strategySubscription: true,
      strategyDetails: { id: 's2', name: 'Alpha Wave', tradeVolume: 0.25 },
    });
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('creates the subscriber when there is none', async () => {
    const { actor, create, subscribe } = start({ find: () => Promise.resolve(null) });
    await flush();
    press(actor, { type: 'STRATEGY.CHANGE', strategyId: 's1' });
    await flush();
    press(actor, { type: 'CONFIRM' });
    await flush();
    expect(create).toHaveBeenCalledWith({ accountId: 'acc-client', name: 'Jane account' });
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ subscriberId: 'acc-client', strategyId: 's1', tradeVolume: 0.01 }),
    );
    expect(actor.getSnapshot().value).toBe('subscribed');
  });

  it.each([
    ['no strategy', '', '0.01', MESSAGES.selectStrategy],
    ['a volume under 0.01', 's1', '0.001', 'Trade volume must be between 0.01 and 100'],
  ])('refuses %s', async (_label, strategyId, volume, message) => {
    const { actor, find } = start();
    await flush();
    press(actor, { type: 'STRATEGY.CHANGE', strategyId });
    press(actor, { type: 'VOLUME.CHANGE', value: volume });
    await flush();
    press(actor, { type: 'CONFIRM' });
    expect(errorOf(actor)).toBe(message);
    expect(find).not.toHaveBeenCalled();
  });

  it('strategies that fail to load say so', async () => {
    const { actor } = start({ load: () => Promise.reject(new Error('500')) });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(errorOf(actor)).toBe('Failed to load strategies. Please try again later.');
  });

  it.each<[string, Fakes]>([
    ['finding', { find: () => Promise.reject(new Error('x')) }],
    ['creating', { find: () => Promise.resolve(null), create: () => Promise.reject(new Error('x')) }],
    ['subscribing', { subscribe: () => Promise.reject(new Error('x')) }],
  ])('a failure while %s shows the product message and allows another try', async (_label, fakes) => {
    const { actor, added } = start(fakes);
    await flush();
    press(actor, { type: 'STRATEGY.CHANGE', strategyId: 's1' });
    await flush();
    press(actor, { type: 'CONFIRM' });
    await flush();
    expect(editing(actor)).toBe(true);
    expect(errorOf(actor)).toBe('Failed to subscribe to strategy. Please try again later.');
    expect(added).not.toHaveBeenCalled();
  });

  it('changing a strategy starts from the current one and its volume', async () => {
    const { actor } = start({}, makeUser({ id: 'c', status: 'active', account: true, strategy: 'Gold' }));
    await flush();
    expect(form(actor).volume).toBe('0.01');
    expect(form(actor).strategyId).toBe('');
  });

  it('sends the guardrails the admin set, and refuses ones out of bounds with the shared message', async () => {
    const { actor, subscribe } = start();
    await flush();
    press(actor, { type: 'STRATEGY.CHANGE', strategyId: 's1' });
    press(actor, { type: 'VOLUME.CHANGE', value: '0.5' });
    press(actor, { type: 'GUARD.CHANGE', patch: { equityStopKind: 'percent', equityStopValue: '96' } });
    await flush();
    press(actor, { type: 'CONFIRM' });
    expect(errorOf(actor)).toBe('The equity stop must be between 1% and 95%');
    expect(subscribe).not.toHaveBeenCalled();
    press(actor, {
      type: 'GUARD.CHANGE',
      patch: { equityStopKind: 'none', dailyLossLimit: '300', onHit: 'close-all' },
    });
    press(actor, { type: 'CONFIRM' });
    await flush();
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({
        tradeVolume: 0.5,
        guardrails: { equityStop: null, dailyLossLimit: 300, onHit: 'close-all' },
      }),
    );
  });

  it('waits for the risk preview of the chosen strategy before subscribing', async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const { actor, find, loadRisk } = start({ loadRisk: () => arrived.then(() => CALM) });
    await flush();
    press(actor, { type: 'STRATEGY.CHANGE', strategyId: 's1' });
    await flush();
    expect(loadRisk).toHaveBeenCalledTimes(1);
    press(actor, { type: 'CONFIRM' });
    await flush();
    expect(find).not.toHaveBeenCalled();
    release();
    await flush();
    press(actor, { type: 'CONFIRM' });
    await flush();
    expect(find).toHaveBeenCalled();
  });

  it.each<[string, Fakes, string, unknown]>([
    [
      // The drawdown is 2,000 USD (20%); the EURUSD position needs 20 x 108,500 / 500 = 4,340 USD (43.4%).
      'over the threshold (20 lots: 4,340 USD of margin, 43.4% > 10%): the worst figure',
      { loadRisk: () => Promise.resolve({ ...CALM, acknowledgeAbovePercent: 10 }) },
      '20',
      { kind: 'exposure', margin: 4340, currency: 'USD' },
    ],
    [
      'a failed preview: "risk unknown"',
      { loadRisk: () => Promise.reject(new Error('down')) },
      '0.5',
      { kind: 'unknown' },
    ],
    [
      'an unread account: "risk unknown"',
      { loadRisk: () => Promise.resolve({ ...CALM, account: null }) },
      '0.5',
      { kind: 'unknown' },
    ],
  ])(
    "asks the admin to acknowledge on the client's behalf when %s, and sends it",
    async (_l, fakes, volume, ack) => {
      const { actor, find, subscribe } = start(fakes);
      await flush();
      press(actor, { type: 'STRATEGY.CHANGE', strategyId: 's1' });
      press(actor, { type: 'VOLUME.CHANGE', value: volume });
      await flush();
      press(actor, { type: 'CONFIRM' });
      expect(errorOf(actor)).toBe(STRATEGY_MESSAGES.acknowledge);
      expect(find).not.toHaveBeenCalled();
      press(actor, { type: 'ACK.CHANGE', value: true });
      press(actor, { type: 'CONFIRM' });
      await flush();
      expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ riskAcknowledgement: ack }));
    },
  );
});
