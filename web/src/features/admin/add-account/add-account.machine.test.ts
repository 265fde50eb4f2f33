// The admin's Add Trading Account machine: the broker-account flow (tested on its own in
// @/flows/broker-account) for the chosen user with the admin's policy, the success message, the user handed
// to the page with the new account, and the close.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { createActor } from 'xstate';
import { brokerAccountFlowWith, type AffiliationResult } from '@/flows/broker-account';
import type { AdminUser } from '../admin-users';
import { addAccountMachine } from './add-account.machine';
import { JANE, JANE_ACCOUNT, XM_SERVERS } from './test-accounts';

function start(
  check: () => Promise<AffiliationResult> = () => Promise.resolve({ isAffiliated: true, message: '' }),
) {
  const added = vi.fn<(user: AdminUser) => void>();
  const provision = vi.fn(() => Promise.resolve(JANE_ACCOUNT));
  const machine = addAccountMachine.provide({
    actors: {
      brokerAccount: brokerAccountFlowWith({
        checkAffiliation: check,
        searchServers: () => Promise.resolve(XM_SERVERS),
        provision,
      }),
    },
    actions: { accountAdded: (_, params) => added(params.user) },
  });
  const actor = createActor(machine, { input: { user: JANE, brandName: 'CopyDesk' } }).start();
  const flow = actor.getSnapshot().children.flow!;
  return { actor, flow, added, provision };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('addAccountMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the flow for the user, with their name prefilled, on the admin policy', () => {
    const { flow } = start();
    expect(flow.getSnapshot().context.accountName).toBe('Jane Doe');
    expect(flow.getSnapshot().context.settings).toMatchObject({
      userId: 'client',
      policy: { requireTerms: false, searchDebounceMs: 300, failureWording: 'provision' },
    });
  });

  it('provisions, says so, reports the account, keeps the form shown and closes after 2 s', async () => {
    const { actor, flow, added, provision } = start();
    flow.send({ type: 'CHANGE', patch: { accountNumber: '5012342', password: 'Broker-pass-1' } });
    flow.send({ type: 'CHECK' });
    await flush();
    flow.send({ type: 'SELECT_SERVER', server: 'XMGlobal-MT5 2' });
    flow.send({ type: 'SUBMIT' });
    await flush();
    expect(provision).toHaveBeenCalledWith({
      userId: 'client',
      login: '5012342',
      password: 'Broker-pass-1',
      serverName: 'XMGlobal-MT5 2',
      accountName: 'Jane Doe',
    });
    expect(actor.getSnapshot().context.success).toBe('Trading account added successfully!');
    expect(added).toHaveBeenCalledWith({ ...JANE, tradingAccount: JANE_ACCOUNT });
    expect(actor.getSnapshot().children.flow?.getSnapshot().context.server).toBe('XMGlobal-MT5 2');
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('Close ends the dialog from any state', async () => {
    const { actor, flow } = start(() => new Promise(() => undefined));
    flow.send({ type: 'CHANGE', patch: { accountNumber: '1' } });
    flow.send({ type: 'CHECK' });
    await flush();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
