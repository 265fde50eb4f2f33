// The shared copy-subscription flow on its own, with the screens' calls as doubles, over the two inputs
// the screens give it: the client's trade-size modal (account known on opening, defaults loaded, the
// server's reason on failure) and the admins' Add Strategy (account read with the risk, no defaults,
// acknowledgement on the client's behalf, the product's words on failure). It sends with its own submit
// actor and ends with what it sent; nothing is relayed through a parent.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Guardrails } from '@copydesk/functions/product-rules';
import { deferred } from '@/testing/deferred';
import { copySubscriptionFlowWith } from './copy-subscription-effects';
import type {
  CopySubscriptionInput,
  RiskData,
  SubmitAnswer,
  SubmitInput,
  SubscriptionDefaults,
} from './copy-subscription-types';
import { STEEP_RISK, USD_10K } from './test-risk';

const GUARDRAILS: Guardrails = { equityStop: null, dailyLossLimit: 150, onHit: 'close-all' };
const DEFAULTS: SubscriptionDefaults = { guardrails: GUARDRAILS, maxLeverage: 200 };
const CREATED: SubmitAnswer = { subscriberCreated: true, subscriberRestored: false };

interface Screen {
  input: CopySubscriptionInput;
  /** What the screen's loadRisk answers (the admin's carries the client's account). */
  risk: RiskData;
  /** The caps every request of the screen carries unchanged (the maxLeverage only once changed). */
  caps: Record<string, unknown>;
  /** What a failed submit whose server said "Strategy is inactive" shows. */
  failureShown: string;
}
const CLIENT: Screen = {
  input: {
    accountId: 'acc-1',
    strategyId: 's1',
    volume: 0.01,
    guardrails: null,
    maxLeverage: 200,
    accountLossLimit: null,
    account: USD_10K,
    loadDefaults: true,
    acknowledgeMessage: 'client words',
    subscriberName: 'Jane account',
    intent: 'subscribe',
    failure: { fallback: 'client failure words', withReason: true },
  },
  risk: STEEP_RISK,
  caps: { accountLossLimit: null },
  failureShown: 'Strategy is inactive',
};
const ADMIN: Screen = {
  input: {
    ...CLIENT.input,
    maxLeverage: undefined,
    accountLossLimit: undefined,
    account: null,
    loadDefaults: false,
    acknowledgeMessage: 'admin words',
    failure: { fallback: 'admin failure words', withReason: false },
  },
  risk: { ...STEEP_RISK, account: USD_10K },
  caps: {},
  failureShown: 'admin failure words',
};
const SCREENS: Array<[string, Screen]> = [
  ['the client', CLIENT],
  ['the admin', ADMIN],
];

interface Doubles {
  loadRisk?: () => Promise<RiskData>;
  submit?: (input: SubmitInput) => Promise<SubmitAnswer>;
}

function start(screen: Screen, doubles: Doubles = {}) {
  const submit = vi.fn(doubles.submit ?? (() => Promise.resolve(CREATED)));
  const flow = copySubscriptionFlowWith({
    loadRisk: doubles.loadRisk ?? (() => Promise.resolve(screen.risk)),
    loadGuardrailDefaults: () => Promise.resolve(DEFAULTS),
    submit,
  }).provide({ actions: { logError: () => undefined } });
  const actor = createActor(flow, { input: screen.input }).start();
  actor.subscribe({ error: () => undefined });
  const settled = () => waitFor(actor, (s) => s.context.risk.status !== 'loading');
  const requests = () => submit.mock.calls.map(([input]) => input.request);
  return { actor, submit, settled, requests };
}

describe.each(SCREENS)('the copy-subscription flow for %s', (_name, screen) => {
  it('ignores a confirm while the preview loads, then sends with its own submit and ends with what it sent', async () => {
    const risk = deferred<RiskData>();
    const { actor, submit, settled } = start(screen, { loadRisk: () => risk.promise });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    risk.resolve(screen.risk);
    await settled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    const request = { strategyId: 's1', tradeVolume: 0.01, guardrails: {}, ...screen.caps };
    expect(submit.mock.calls).toEqual([
      [{ accountId: 'acc-1', subscriberName: 'Jane account', intent: 'subscribe', request }],
    ]);
    expect(actor.getSnapshot().output).toEqual({ request, answer: CREATED });
  });

  it("asks for the screen's acknowledgement over the threshold and sends the figure (6 lots: 6,000 USD, 60% > 50%)", async () => {
    const { actor, settled, requests } = start(screen);
    await settled();
    actor.send({ type: 'VOLUME.CHANGE', value: '6' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBe(screen.input.acknowledgeMessage);
    expect(requests()).toEqual([]);
    actor.send({ type: 'ACK.CHANGE', value: true });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests()[0]?.riskAcknowledgement).toEqual({ kind: 'loss', amount: 6000, currency: 'USD' });
  });

  it('fails closed when the preview cannot be computed: only "risk unknown" acknowledged goes', async () => {
    const { actor, settled, requests } = start(screen, { loadRisk: () => Promise.reject(new Error('down')) });
    await settled();
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBe(screen.input.acknowledgeMessage);
    actor.send({ type: 'ACK.CHANGE', value: true });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests()[0]?.riskAcknowledgement).toEqual({ kind: 'unknown' });
  });

  it("shows the screen's failure words when the submit fails, and ends once another try succeeds", async () => {
    const answers = [() => Promise.reject(new Error('Strategy is inactive')), () => Promise.resolve(CREATED)];
    const { actor, settled, submit } = start(screen, { submit: () => answers.shift()!() });
    await settled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(screen.failureShown);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submit).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('takes no change to the form while the submit is under way', async () => {
    const answer = deferred<SubmitAnswer>();
    const { actor, settled } = start(screen, { submit: () => answer.promise });
    await settled();
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'VOLUME.CHANGE', value: '2' });
    expect(actor.getSnapshot().context.volume).toBe('0.01');
    answer.resolve(CREATED);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.request.tradeVolume).toBe(0.01);
  });

  it('another strategy reads its own preview and asks for the acknowledgement again', async () => {
    const { actor, settled, requests } = start(screen);
    await settled();
    actor.send({ type: 'VOLUME.CHANGE', value: '6' });
    actor.send({ type: 'ACK.CHANGE', value: true });
    actor.send({ type: 'STRATEGY.CHANGE', strategyId: 's2' });
    expect(actor.getSnapshot().context.risk.status).toBe('loading');
    await settled();
    actor.send({ type: 'CONFIRM' });
    expect(requests()).toEqual([]);
    expect(actor.getSnapshot().context.acknowledged).toBe(false);
  });
});

describe('what differs between the screens is their input', () => {
  it.each<[string, Screen, string]>([
    ['the client: the admins defaults fill the form', CLIENT, '150'],
    ['the admin: the form stays empty (the server applies the defaults)', ADMIN, ''],
  ])('%s', async (_name, screen, dailyLossLimit) => {
    const { actor, settled } = start(screen);
    await settled();
    await waitFor(actor, (s) => s.context.defaultsStatus !== 'loading');
    expect(actor.getSnapshot().context.guard.dailyLossLimit).toBe(dailyLossLimit);
  });

  it('an update sends its intent and ends with no subscriber answer', async () => {
    const update: Screen = { ...CLIENT, input: { ...CLIENT.input, intent: 'update', loadDefaults: false } };
    const { actor, settled, submit } = start(update, { submit: () => Promise.resolve(null) });
    await settled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submit.mock.calls[0]?.[0].intent).toBe('update');
    expect(actor.getSnapshot().output?.answer).toBeNull();
  });
});
