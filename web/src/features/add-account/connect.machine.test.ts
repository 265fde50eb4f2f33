// The connect page's machine: the one-account gate, then the broker-account flow (tested on its own in
// @/flows/broker-account) with the client's policy, then the connected account.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { brokerAccountFlowWith } from '@/flows/broker-account';
import { provisionedAccount } from '@/flows/broker-account/test-accounts';
import { connectMachine } from './connect.machine';

function start(hasAccount: () => Promise<boolean> = () => Promise.resolve(false)) {
  const provision = vi.fn(provisionedAccount);
  const machine = connectMachine.provide({
    actors: {
      hasTradingAccount: fromPromise<boolean, { uid: string }>(() => hasAccount()),
      brokerAccount: brokerAccountFlowWith({
        checkAffiliation: () => Promise.resolve({ isAffiliated: true, message: 'ok' }),
        searchServers: () => Promise.resolve([{ name: 'XMGlobal-MT5', description: 'XM Global' }]),
        provision: (request) => Promise.resolve(provision(request)),
      }),
    },
  });
  const actor = createActor(machine, { input: { uid: 'u1', brandName: 'CopyDesk' } }).start();
  return { actor, provision };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('connectMachine: one account per subscription', () => {
  it('starts by checking for an existing account, then runs the form', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('gate');
    await waitFor(actor, (s) => s.matches('form'));
    expect(actor.getSnapshot().children.flow?.getSnapshot().context.settings).toMatchObject({
      userId: 'u1',
      brandName: 'CopyDesk',
      policy: { requireTerms: true, searchDebounceMs: null, failureWording: 'connect' },
    });
  });

  it('blocks a user who already has an account with the docs/product.md §5 alert', async () => {
    const { actor } = start(() => Promise.resolve(true));
    await waitFor(actor, (s) => s.matches('blocked'));
    expect(actor.getSnapshot().context.error).toBe(
      'You already have a trading account. Each subscription allows only one trading account.',
    );
    expect(actor.getSnapshot().children.flow).toBeUndefined();
  });

  it('lets the form through when the look-up fails (the server still enforces the rule)', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('form'));
  });
});

describe('connectMachine: connect', () => {
  it('is connected, with the new account’s number, once the flow provisions it', async () => {
    const { actor, provision } = start();
    await waitFor(actor, (s) => s.matches('form'));
    const flow = actor.getSnapshot().children.flow!;
    flow.send({
      type: 'CHANGE',
      patch: { accountNumber: ' 5123456 ', accountName: 'Main', password: 'pw-1' },
    });
    flow.send({ type: 'CHECK' });
    await waitFor(flow, (s) => s.matches({ verified: 'ready' }));
    flow.send({ type: 'TERMS', accepted: true });
    flow.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('connected'));
    expect(provision).toHaveBeenCalledWith({
      userId: 'u1',
      login: '5123456',
      password: 'pw-1',
      serverName: 'XMGlobal-MT5',
      accountName: 'Main',
    });
    expect(actor.getSnapshot().context.accountNumber).toBe('5123456');
  });
});
