import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ACCOUNTS_LOAD_ERROR, accountsMachine } from './accounts.machine';
import { toTradingAccount, type TradingAccount } from './trading-account';

const account = toTradingAccount('5012345', { accountName: 'Main', isConnected: true });

function start(
  load: (uid: string) => Promise<TradingAccount[]>,
  log: (error: unknown) => void = () => undefined,
) {
  const machine = accountsMachine.provide({
    actors: { loadAccounts: fromPromise<TradingAccount[], { uid: string }>(({ input }) => load(input.uid)) },
    actions: {
      logLoadError: (_, params) => {
        log(params.error);
      },
    },
  });
  return createActor(machine, { input: { uid: 'user-1' } }).start();
}

describe('accountsMachine', () => {
  it('loads the accounts of the given user', async () => {
    const load = vi.fn(() => Promise.resolve([account]));
    const actor = start(load);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(load).toHaveBeenCalledWith('user-1');
    expect(actor.getSnapshot().context.accounts).toEqual([account]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an empty list is a successful load', async () => {
    const actor = start(() => Promise.resolve([]));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.accounts).toEqual([]);
  });

  it('a failure shows the product message, logs the cause, and Retry loads again', async () => {
    const log = vi.fn();
    const cause = new Error('permission-denied');
    const load = vi.fn().mockRejectedValueOnce(cause).mockResolvedValueOnce([account]);
    const actor = start(load, log);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(ACCOUNTS_LOAD_ERROR);
    expect(ACCOUNTS_LOAD_ERROR).toBe('Failed to load your trading accounts. Please try again later.');
    expect(log).toHaveBeenCalledWith(cause);

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.accounts).toEqual([account]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Refresh reloads a loaded list; Retry only applies after a failure', async () => {
    const load = vi.fn(() => Promise.resolve([account]));
    const actor = start(load);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores Retry and Refresh while loading', () => {
    const load = vi.fn(() => new Promise<TradingAccount[]>(() => undefined));
    const actor = start(load);
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
