// The shared copy-subscription flow under a minimal host (it answers to its parent), over the two inputs
// the screens give it: the client's trade-size modal (account known on opening, defaults loaded) and the
// admins' Add Strategy (account read with the risk, no defaults, acknowledgement on the client's behalf).
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import type { Guardrails } from '@copydesk/functions/contract';
import { deferred } from '@/testing/deferred';
import { copySubscriptionMachine } from './copy-subscription.machine';
import type { CopySubscriptionInput, RiskData, SubscriptionConfirmed } from './copy-subscription-types';
import type { SubscriptionRequest } from './copy-subscription-rules';
import { STEEP_RISK, USD_10K } from './test-risk';

const DEFAULTS: Guardrails = { equityStop: null, dailyLossLimit: 150, onHit: 'close-all' };

interface Screen {
  input: CopySubscriptionInput;
  /** What the screen's loadRisk answers (the admin's carries the client's account). */
  risk: RiskData;
  /** The caps every request of the screen carries unchanged (the admin's: none, not known). */
  caps: Record<string, unknown>;
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
  },
  risk: STEEP_RISK,
  caps: { maxLeverage: 200, accountLossLimit: null },
};
const ADMIN: Screen = {
  input: {
    ...CLIENT.input,
    maxLeverage: undefined,
    accountLossLimit: undefined,
    account: null,
    loadDefaults: false,
    acknowledgeMessage: 'admin words',
  },
  risk: { ...STEEP_RISK, account: USD_10K },
  caps: {},
};
const SCREENS: Array<[string, Screen]> = [
  ['the client', CLIENT],
  ['the admin', ADMIN],
];

function host(screen: Screen, loadRisk: () => Promise<RiskData> = () => Promise.resolve(screen.risk)) {
  const flow = copySubscriptionMachine.provide({
    actors: {
      loadRisk: fromPromise<RiskData, { strategyId: string; accountId: string }>(() => loadRisk()),
      loadGuardrailDefaults: fromPromise<Guardrails, { accountId: string }>(() => Promise.resolve(DEFAULTS)),
    },
  });
  const parent = setup({
    types: {
      context: {} as { requests: SubscriptionRequest[] },
      events: {} as SubscriptionConfirmed,
      children: {} as { flow: 'flow' },
    },
    actors: { flow },
  }).createMachine({
    context: { requests: [] },
    invoke: { id: 'flow', src: 'flow', input: screen.input },
    on: {
      'SUBSCRIPTION.CONFIRMED': {
        actions: assign({ requests: ({ context, event }) => [...context.requests, event.request] }),
      },
    },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.flow!;
  const settled = () => waitFor(child, (s) => s.context.risk.status !== 'loading');
  return { actor, child, settled, requests: () => actor.getSnapshot().context.requests };
}

describe.each(SCREENS)('the copy-subscription flow for %s', (_name, screen) => {
  it('ignores a confirm while the preview loads, and confirms once it has arrived', async () => {
    const risk = deferred<RiskData>();
    const { child, settled, requests } = host(screen, () => risk.promise);
    child.send({ type: 'CONFIRM' });
    expect(requests()).toEqual([]);
    risk.resolve(screen.risk);
    await settled();
    child.send({ type: 'CONFIRM' });
    expect(requests()).toEqual([{ strategyId: 's1', tradeVolume: 0.01, guardrails: {}, ...screen.caps }]);
    expect(child.getSnapshot().matches({ form: 'submitted' })).toBe(true);
  });

  it("asks for the screen's acknowledgement over the threshold and sends the figure (6 lots: 6,000 USD, 60% > 50%)", async () => {
    const { child, settled, requests } = host(screen);
    await settled();
    child.send({ type: 'VOLUME.CHANGE', value: '6' });
    child.send({ type: 'CONFIRM' });
    expect(child.getSnapshot().context.error).toBe(screen.input.acknowledgeMessage);
    expect(requests()).toEqual([]);
    child.send({ type: 'ACK.CHANGE', value: true });
    child.send({ type: 'CONFIRM' });
    expect(requests()[0]?.riskAcknowledgement).toEqual({ kind: 'loss', amount: 6000, currency: 'USD' });
  });

  it('fails closed when the preview cannot be computed: only "risk unknown" acknowledged goes', async () => {
    const { child, settled, requests } = host(screen, () => Promise.reject(new Error('down')));
    await settled();
    child.send({ type: 'CONFIRM' });
    expect(child.getSnapshot().context.error).toBe(screen.input.acknowledgeMessage);
    child.send({ type: 'ACK.CHANGE', value: true });
    child.send({ type: 'CONFIRM' });
    expect(requests()[0]?.riskAcknowledgement).toEqual({ kind: 'unknown' });
  });

  it("shows the parent's failure and lets the person try again", async () => {
    const { child, settled, requests } = host(screen);
    await settled();
    child.send({ type: 'CONFIRM' });
    child.send({ type: 'SUBMIT.FAILED', message: 'Failed to subscribe' });
    expect(child.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(child.getSnapshot().context.error).toBe('Failed to subscribe');
    child.send({ type: 'CONFIRM' });
    expect(requests()).toHaveLength(2);
  });

  it('another strategy reads its own preview and asks for the acknowledgement again', async () => {
    const { child, settled, requests } = host(screen);
    await settled();
    child.send({ type: 'VOLUME.CHANGE', value: '6' });
    child.send({ type: 'ACK.CHANGE', value: true });
    child.send({ type: 'STRATEGY.CHANGE', strategyId: 's2' });
    expect(child.getSnapshot().context.risk.status).toBe('loading');
    await settled();
    child.send({ type: 'CONFIRM' });
    expect(requests()).toEqual([]);
    expect(child.getSnapshot().context.acknowledged).toBe(false);
  });
});

describe('what differs between the screens is their input', () => {
  it.each<[string, Screen, string]>([
    ['the client: the admins defaults fill the form', CLIENT, '150'],
    ['the admin: the form stays empty (the server applies the defaults)', ADMIN, ''],
  ])('%s', async (_name, screen, dailyLossLimit) => {
    const { child, settled } = host(screen);
    await settled();
    await waitFor(child, (s) => s.context.defaultsStatus !== 'loading');
    expect(child.getSnapshot().context.guard.dailyLossLimit).toBe(dailyLossLimit);
  });
});
