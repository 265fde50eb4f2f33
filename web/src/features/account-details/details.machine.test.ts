import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AccountNotFoundError, detailsMachine, type AccountDetails } from './details.machine';

const details: AccountDetails = {
  account: {
    accountNumber: '5001',
    accountName: 'Main',
    serverName: 'XMGlobal-MT5',
    platform: 'mt5',
    metaApiAccountId: 'acc-1',
    isConnected: true,
  },
  info: null,
  positions: [],
  history: [],
  strategies: [],
};

function start(load: () => Promise<AccountDetails>, remove: () => Promise<void> = () => Promise.resolve()) {
  const removed: string[] = [];
  const machine = detailsMachine.provide({
    actors: {
      loadDetails: fromPromise<AccountDetails, { uid: string; accountNumber: string }>(() => load()),
      deleteAccount: fromPromise<void, { metaApiAccountId: string }>(({ input }) => {
        removed.push(input.metaApiAccountId);
        return remove();
      }),
    },
  });
  const actor = createActor(machine, { input: { uid: 'u1', accountNumber: '5001' } });
  actor.start();
  return { actor, removed };
}

describe('detailsMachine', () => {
  it('loads the details', async () => {
    const { actor } = start(() => Promise.resolve(details));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.details).toEqual(details);
  });

  it('a missing account ends in notFound with the spec message', async () => {
    const { actor } = start(() => Promise.reject(new AccountNotFoundError()));
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(actor.getSnapshot().context.error).toBe('Trading account not found');
  });

  it('a missing account shows its message for a moment, then leaves', async () => {
    vi.useFakeTimers();
    try {
      const { actor } = start(() => Promise.reject(new AccountNotFoundError()));
      await vi.advanceTimersByTimeAsync(0); // the rejected load settles
      expect(actor.getSnapshot().value).toBe('notFound');
      vi.advanceTimersByTime(2499);
      expect(actor.getSnapshot().value).toBe('notFound');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('leaving');
    } finally {
      vi.useRealTimers();
    }
  });

  it('other failures show the load error and can be retried', async () => {
    let fail = true;
    const { actor } = start(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve(details)));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load trading account details');
    fail = false;
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('deleting needs a confirmation; cancel goes back', async () => {
    const { actor, removed } = start(() => Promise.resolve(details));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'DELETE.CONFIRM' });
    expect(removed).toEqual([]);
    actor.send({ type: 'DELETE.REQUEST' });
    expect(actor.getSnapshot().matches({ loaded: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'DELETE.CANCEL' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'DELETE.REQUEST' });
    actor.send({ type: 'DELETE.CONFIRM' });
    await waitFor(actor, (s) => s.matches('deleted'));
    expect(removed).toEqual(['acc-1']);
  });

  it('a failed delete keeps the dialog open with the spec message', async () => {
    const { actor } = start(
      () => Promise.resolve(details),
      () => Promise.reject(new Error('x')),
    );
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'DELETE.REQUEST' });
    actor.send({ type: 'DELETE.CONFIRM' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ loaded: 'confirmingDelete' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Failed to remove trading account. Please try again.');
  });
});
