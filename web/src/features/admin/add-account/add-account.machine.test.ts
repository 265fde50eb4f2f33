import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { createActor, fromPromise } from 'xstate';
import { ApiError, type ServerOption } from '@copydesk/functions/contract';
import type { AdminUser } from '../admin-users';
import {
  ADD_ACCOUNT_MESSAGES,
  SEARCH_DEBOUNCE_MS,
  addAccountMachine,
  type ProvisionInput,
  type TradingAccountEntry,
} from './add-account.machine';
import { makeUser } from '../test-users';

const xm: ServerOption[] = [
  { name: 'XMGlobal-MT5', description: 'XM Global Limited' },
  { name: 'XMGlobal-MT5 2', description: 'XM Global Limited' },
];
const other: ServerOption = { name: 'Exness-MT5Real', description: 'Exness Technologies Ltd' };
const client = makeUser({ id: 'client', firstName: 'Jane', lastName: 'Doe', status: 'active' });
const account: TradingAccountEntry = {
  id: '5012342',
  accountNumber: '5012342',
  accountName: 'Jane Doe',
  serverName: 'XMGlobal-MT5 2',
  metaApiAccountId: 'acc-1',
  createdAt: null,
  isConnected: true,
  state: 'DEPLOYING',
  platform: 'mt5',
};

interface Fakes {
  check?: (n: string) => Promise<{ isAffiliated: boolean; message: string }>;
  search?: (term: string) => Promise<ServerOption[]>;
  provision?: (input: ProvisionInput) => Promise<TradingAccountEntry>;
}

function start(fakes: Fakes = {}, user: AdminUser | null = client) {
  const added = vi.fn<(user: AdminUser) => void>();
  const check = vi.fn(fakes.check ?? (() => Promise.resolve({ isAffiliated: true, message: 'ok' })));
  const search = vi.fn(fakes.search ?? (() => Promise.resolve([...xm, other])));
  const provision = vi.fn(fakes.provision ?? (() => Promise.resolve(account)));
  const machine = addAccountMachine.provide({
    actors: {
      checkAffiliation: fromPromise(({ input }) => check(input.accountNumber)),
      searchServers: fromPromise(({ input }) => search(input.term)),
      provision: fromPromise(({ input }) => provision(input)),
    },
    actions: { accountAdded: (_, params) => added(params.user), logError: () => undefined },
  });
  const actor = createActor(machine, { input: { user, brandName: 'CopyDesk' } }).start();
  return { actor, added, check, search, provision };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const ctx = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context;

describe('addAccountMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prefills the account name from the user', () => {
    const { actor } = start();
    expect(ctx(actor).accountName).toBe('Jane Doe');
    expect(ctx(actor).verification).toBe('idle');
  });

  it('checks, searches XM servers, provisions, reports the account and closes after 2 s', async () => {
    const { actor, added, check, search, provision } = start();
    actor.send({ type: 'CHANGE', patch: { accountNumber: ' 5012342 ', password: 'Broker-pass-1' } });
    actor.send({ type: 'CHECK' });
    expect(ctx(actor).verification).toBe('checking');
    expect(ctx(actor).affiliationMessage).toBe('Checking affiliation...');
    await flush();
    expect(check).toHaveBeenCalledWith('5012342');
    expect(ctx(actor).verification).toBe('verified');
    expect(ctx(actor).affiliationMessage).toBe(
      'Account is affiliated! You can now connect it to the CopyDesk team.',
    );
    expect(search).toHaveBeenCalledWith('');
    expect(ctx(actor).servers).toEqual(xm);
    expect(ctx(actor).server).toBe('XMGlobal-MT5');

    actor.send({ type: 'CHANGE', patch: { accountNumber: '999' } });
    expect(ctx(actor).accountNumber).toBe(' 5012342 ');

    actor.send({ type: 'SELECT_SERVER', server: 'XMGlobal-MT5 2' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ verified: 'submitting' })).toBe(true);
    await flush();
    expect(provision).toHaveBeenCalledWith({
      userId: 'client',
      login: '5012342',
      password: 'Broker-pass-1',
      serverName: 'XMGlobal-MT5 2',
      accountName: 'Jane Doe',
    });
    expect(ctx(actor).success).toBe('Trading account added successfully!');
    expect(added).toHaveBeenCalledWith({ ...client, tradingAccount: account });
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['with the server message', 'Ask your broker.', 'Account is not affiliated. Ask your broker.'],
    [
      'without a message',
      '',
      'Account is not affiliated. Please check the account number or contact support.',
    ],
  ])('a non-affiliated account fails %s', async (_label, message, text) => {
    const { actor, search } = start({ check: () => Promise.resolve({ isAffiliated: false, message }) });
    actor.send({ type: 'CHANGE', patch: { accountNumber: '5012347' } });
    actor.send({ type: 'CHECK' });
    await flush();
    expect(ctx(actor).verification).toBe('failed');
    expect(ctx(actor).affiliationMessage).toBe(text);
    expect(search).not.toHaveBeenCalled();
    actor.send({ type: 'CHANGE', patch: { accountNumber: '5012348' } });
    expect(ctx(actor).verification).toBe('idle');
  });

  it('an affiliation call failure is a server error', async () => {
    const { actor } = start({ check: () => Promise.reject(new Error('503')) });
    actor.send({ type: 'CHANGE', patch: { accountNumber: '5012342' } });
    actor.send({ type: 'CHECK' });
    await flush();
    expect(ctx(actor).affiliationMessage).toBe('Server error. Please try again later.');
  });

  it('Check needs a number', () => {
    const { actor, check } = start();
    actor.send({ type: 'CHANGE', patch: { accountNumber: '   ' } });
    actor.send({ type: 'CHECK' });
    expect(ctx(actor).error).toBe('Please enter an account number');
    expect(check).not.toHaveBeenCalled();
  });

  it.each([
    ['no user', null, {}, 'No user selected'],
    ['no password', client, { accountNumber: '5012342' }, 'Please fill in all required fields'],
    [
      'no name',
      client,
      { accountName: ' ', password: 'x', accountNumber: '5012342' },
      'Please fill in all required fields',
    ],
    ['no number', client, { password: 'x' }, 'Please enter an account number'],
    [
      'not verified',
      client,
      { password: 'x', accountNumber: '5012342' },
      'Please verify the account affiliation first by clicking the "Check" button',
    ],
  ])('submit refuses: %s', (_label, user, patch, message) => {
    const { actor, provision } = start({}, user);
    actor.send({ type: 'CHANGE', patch });
    actor.send({ type: 'SUBMIT' });
    expect(ctx(actor).error).toBe(message);
    expect(provision).not.toHaveBeenCalled();
  });

  it('after verification a missing server is refused; manual entry selects the typed server', async () => {
    const { actor, provision } = start({ search: () => Promise.resolve([]) });
    actor.send({ type: 'CHANGE', patch: { accountNumber: '5012342', password: 'Broker-pass-1' } });
    actor.send({ type: 'CHECK' });
    await flush();
    expect(ctx(actor).serverMessage).toBe('No servers found. Please enter your server name manually below.');
    actor.send({ type: 'SUBMIT' });
    expect(ctx(actor).error).toBe('Please select a server or enter a custom server name');
    actor.send({ type: 'SET_MANUAL', text: 'XMGlobal-MT5 2' });
    actor.send({ type: 'ADD_MANUAL' });
    expect(ctx(actor).server).toBe('XMGlobal-MT5 2');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(provision).toHaveBeenCalledWith(expect.objectContaining({ serverName: 'XMGlobal-MT5 2' }));
  });

  it('a failed search with a term offers the term, selected', async () => {
    const search = vi
      .fn<(term: string) => Promise<ServerOption[]>>()
      .mockResolvedValueOnce(xm)
      .mockRejectedValueOnce(new Error('down'));
    const { actor } = start({ search });
    actor.send({ type: 'CHANGE', patch: { accountNumber: '5012342' } });
    actor.send({ type: 'CHECK' });
    await flush();
    actor.send({ type: 'SEARCH', term: 'XMGlobal-C' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'SEARCH', term: 'XMGlobal-Custom' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(search).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(2);
    expect(search).toHaveBeenLastCalledWith('XMGlobal-Custom');
    expect(ctx(actor).servers).toEqual([{ name: 'XMGlobal-Custom', description: 'Custom server' }]);
    expect(ctx(actor).server).toBe('XMGlobal-Custom');
    expect(ctx(actor).serverMessage).toBe('Failed to load server list. Please try again.');
  });

  it.each([
    [
      'the server message',
      new ApiError(403, 'Account is not affiliated. Nope'),
      'Account is not affiliated. Nope',
    ],
    ['the fallback for an empty message', new ApiError(500, ''), 'Failed to provision account'],
    [
      'the unexpected text for anything else',
      new TypeError('boom'),
      'An unexpected error occurred. Please try again later.',
    ],
  ])('a failed provisioning shows %s and stays open', async (_label, error, text) => {
    const { actor, added } = start({ provision: () => Promise.reject(error) });
    actor.send({ type: 'CHANGE', patch: { accountNumber: '5012342', password: 'Broker-pass-1' } });
    actor.send({ type: 'CHECK' });
    await flush();
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(ctx(actor).error).toBe(text);
    expect(actor.getSnapshot().matches({ verified: 'ready' })).toBe(true);
    expect(added).not.toHaveBeenCalled();
  });

  it('messages are the product texts', () => {
    expect(ADD_ACCOUNT_MESSAGES.added).toBe('Trading account added successfully!');
    expect(ADD_ACCOUNT_MESSAGES.server).toBe('Please select a server or enter a custom server name');
  });

  it('Close ends the dialog from any state', async () => {
    const { actor } = start({ check: () => new Promise(() => undefined) });
    actor.send({ type: 'CHANGE', patch: { accountNumber: '1' } });
    actor.send({ type: 'CHECK' });
    await flush();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
