// The broker-account flow on its own, over the client's and the admin's policies: the cases both screens
// share run once per policy; where the policies differ, each side's case says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError, type ServerOption, type TradingAccount } from '@copydesk/functions/contract';
import type { AffiliationResult, BrokerAccountFields, ProvisionRequest } from './broker-account-context';
import { brokerAccountFlowWith } from './broker-account-effects';
import { BROKER_ACCOUNT_POLICIES, type BrokerAccountPolicy } from './broker-account-rules';
import { provisionedAccount } from './test-accounts';

const XM: ServerOption[] = [
  { name: 'XMGlobal-MT5', description: 'XM Global' },
  { name: 'XMGlobal-MT5 2', description: 'XM Global' },
  { name: 'Other-Live', description: 'Other broker' },
];

interface Fakes {
  affiliation?: (accountNumber: string) => Promise<AffiliationResult>;
  servers?: (term: string) => Promise<ServerOption[]>;
  provision?: (request: ProvisionRequest) => Promise<TradingAccount>;
}

const POLICIES = Object.entries(BROKER_ACCOUNT_POLICIES) as [string, BrokerAccountPolicy][];

function start(policy: BrokerAccountPolicy, fakes: Fakes = {}, userId: string | null = 'user-1') {
  const calls = {
    affiliation: vi.fn(fakes.affiliation ?? (() => Promise.resolve({ isAffiliated: true, message: 'ok' }))),
    servers: vi.fn(fakes.servers ?? (() => Promise.resolve(XM))),
    provision: vi.fn(
      fakes.provision ?? ((request: ProvisionRequest) => Promise.resolve(provisionedAccount(request))),
    ),
  };
  const flow = brokerAccountFlowWith({
    checkAffiliation: calls.affiliation,
    searchServers: calls.servers,
    provision: calls.provision,
  });
  const actor = createActor(flow, {
    input: { brandName: 'CopyDesk', userId, accountName: '', policy },
  }).start();
  const change = (patch: Partial<BrokerAccountFields>) => actor.send({ type: 'CHANGE', patch });
  return { actor, calls, change, context: () => actor.getSnapshot().context };
}

async function verified(policy: BrokerAccountPolicy, fakes: Fakes = {}) {
  const started = start(policy, fakes);
  started.change({ accountNumber: ' 5123456 ' });
  started.actor.send({ type: 'CHECK' });
  await waitFor(started.actor, (s) => s.matches({ verified: 'ready' }));
  return started;
}

/** Verified, with a name, a password and (for the client) the terms: ready to submit. */
async function filled(policy: BrokerAccountPolicy, fakes: Fakes = {}) {
  const started = await verified(policy, fakes);
  started.change({ accountName: ' Main ', password: 'secret-123' });
  started.actor.send({ type: 'TERMS', accepted: true });
  return started;
}

beforeEach(() => {
  // The flow logs failed calls on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe.each(POLICIES)('the broker-account flow (%s policy): affiliation', (_name, policy) => {
  it.each([
    ['   ', 'Please enter an account number'],
    ['12a', 'Please enter the account number using digits only.'],
  ])('refuses to check %j with the contract sentence', (number, message) => {
    const { actor, calls, change, context } = start(policy);
    change({ accountNumber: number });
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(context().error).toBe(message);
    expect(calls.affiliation).not.toHaveBeenCalled();
  });

  it('checks the trimmed number, then verifies, announces it with the brand and searches the default term', async () => {
    const { actor, calls, change, context } = start(policy);
    change({ accountNumber: ' 5123456 ' });
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(context().affiliationMessage).toBe('Checking affiliation...');
    await waitFor(actor, (s) => s.matches({ verified: 'ready' }));
    expect(calls.affiliation).toHaveBeenCalledWith('5123456');
    expect(calls.servers).toHaveBeenCalledWith('XMGlobal');
    expect(context().verification).toBe('verified');
    expect(context().affiliationMessage).toBe(
      'Account is affiliated! You can now connect it to the CopyDesk team.',
    );
  });

  it.each([
    ['Unknown partner.', 'Account is not affiliated. Unknown partner.'],
    ['', 'Account is not affiliated. Please check the account number or contact support.'],
  ])(
    'fails with the server message %j, searches nothing, and a new number starts over',
    async (message, text) => {
      const { actor, calls, change, context } = start(policy, {
        affiliation: () => Promise.resolve({ isAffiliated: false, message }),
      });
      change({ accountNumber: '43' });
      actor.send({ type: 'CHECK' });
      await waitFor(actor, () => context().verification === 'failed');
      expect(context().affiliationMessage).toBe(text);
      expect(calls.servers).not.toHaveBeenCalled();
      change({ accountNumber: '44' });
      expect(context().verification).toBe('idle');
      expect(context().affiliationMessage).toBeNull();
    },
  );

  it('a thrown check is a server error; the number stays editable and can be re-checked', async () => {
    const affiliation = vi
      .fn<(n: string) => Promise<AffiliationResult>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce({ isAffiliated: true, message: '' });
    const { actor, change, context } = start(policy, { affiliation });
    change({ accountNumber: '44' });
    actor.send({ type: 'CHECK' });
    await waitFor(actor, () => context().verification === 'failed');
    expect(context().affiliationMessage).toBe('Server error. Please try again later.');
    change({ accountNumber: '46' });
    actor.send({ type: 'CHECK' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(context().accountNumber).toBe('46');
  });

  it('locks the number once verified; RESET goes back to a clean, unverified form', async () => {
    const { actor, change, context } = await verified(policy);
    change({ accountNumber: '999' });
    expect(context().accountNumber).toBe(' 5123456 ');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(context()).toMatchObject({ accountNumber: '', servers: [], server: '', verification: 'idle' });
  });
});

describe.each(POLICIES)('the broker-account flow (%s policy): server list', (_name, policy) => {
  it('keeps only servers mentioning xm and selects the first', async () => {
    const { context } = await verified(policy);
    expect(context().servers.map((s) => s.name)).toEqual(['XMGlobal-MT5', 'XMGlobal-MT5 2']);
    expect(context().server).toBe('XMGlobal-MT5');
  });

  it.each([
    [[], 'No servers found. Please enter your server name manually below.'],
    [
      [{ name: 'Other', description: 'Other' }],
      'No XM Global servers found. Try a different search term or add your server manually.',
    ],
  ])('explains a list with no XM server (%j) and selects nothing', async (found, message) => {
    const { context } = await verified(policy, { servers: () => Promise.resolve(found) });
    expect(context().serverMessage).toBe(message);
    expect(context().server).toBe('');
  });

  it('falls back to the three default servers when a search without a term fails', async () => {
    const { context } = await verified(policy, { servers: () => Promise.reject(new Error('down')) });
    expect(context().servers).toEqual([
      { name: 'XMGlobal-MT5', description: 'XM Global Limited' },
      { name: 'XMGlobal-MT5 2', description: 'XM Global Limited' },
      { name: 'XMGlobal-MT5 3', description: 'XM Global Limited' },
    ]);
    expect(context().serverMessage).toBe('Failed to load server list. Please try again.');
  });

  it('with a term, a failed search offers the trimmed term as a custom entry, selected', async () => {
    const servers = vi
      .fn<(term: string) => Promise<ServerOption[]>>()
      .mockResolvedValueOnce(XM)
      .mockRejectedValueOnce(new Error('down'));
    const { actor, calls, context } = await verified(policy, { servers });
    actor.send({ type: 'SEARCH.TYPE', term: ' XMGlobal-MT5 9 ' });
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches({ verified: 'ready' }));
    expect(calls.servers).toHaveBeenLastCalledWith('XMGlobal-MT5 9');
    expect(context().servers).toEqual([{ name: 'XMGlobal-MT5 9', description: 'Custom server' }]);
    expect(context().server).toBe('XMGlobal-MT5 9');
  });

  it('manual entry needs non-blank text, keeps its case and is selected', async () => {
    const { actor, change, context } = await verified(policy);
    change({ manualServer: '   ' });
    actor.send({ type: 'ADD_MANUAL' });
    expect(context().servers).toHaveLength(2);
    change({ manualServer: 'xmglobal-MT5 7' });
    actor.send({ type: 'ADD_MANUAL' });
    expect(context().server).toBe('xmglobal-MT5 7');
    expect(context().servers.at(-1)).toEqual({ name: 'xmglobal-MT5 7', description: 'Custom server' });
    expect(context().manualServer).toBe('');
  });
});

describe.each(POLICIES)('the broker-account flow (%s policy): provisioning', (_name, policy) => {
  it('provisions for the user with the trimmed number and name and the selected server, then forgets the password', async () => {
    const { actor, calls, context } = await filled(policy);
    actor.send({ type: 'SELECT_SERVER', server: 'XMGlobal-MT5 2' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ verified: 'submitting' })).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    const request = {
      userId: 'user-1',
      login: '5123456',
      password: 'secret-123',
      serverName: 'XMGlobal-MT5 2',
      accountName: 'Main',
    };
    expect(calls.provision).toHaveBeenCalledWith(request);
    expect(actor.getSnapshot().output).toEqual({ account: provisionedAccount(request) });
    expect(context().password).toBe('');
  });

  it('refuses a submission without a user before anything else', () => {
    const { actor, calls, context } = start(policy, {}, null);
    actor.send({ type: 'SUBMIT' });
    expect(context().error).toBe('No user selected');
    expect(calls.provision).not.toHaveBeenCalled();
  });
});

describe('the broker-account flow: what a failed provisioning says on each screen', () => {
  const conflict = 'You already have a trading account. Each subscription allows only one trading account.';
  it.each([
    [
      'client',
      new ApiError(502, 'Broker rejected the login'),
      'Failed to connect trading account: Broker rejected the login',
    ],
    ['client', new ApiError(409, conflict), conflict],
    ['client', new ApiError(403, 'You need an active subscription.'), 'You need an active subscription.'],
    ['admin', new ApiError(403, 'Account is not affiliated. Nope'), 'Account is not affiliated. Nope'],
    ['admin', new ApiError(500, ''), 'Failed to provision account'],
    ['admin', new TypeError('boom'), 'An unexpected error occurred. Please try again later.'],
  ] as const)('%s: %s reads as %j, and the form stays to try again', async (name, error, text) => {
    const { actor, context } = await filled(BROKER_ACCOUNT_POLICIES[name], {
      provision: () => Promise.reject(error),
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, () => context().error !== null);
    expect(context().error).toBe(text);
    expect(actor.getSnapshot().matches({ verified: 'ready' })).toBe(true);
  });
});

describe('the broker-account flow: where the client and the admin differ', () => {
  it('the client must accept the terms before provisioning; the admin is not asked', async () => {
    const client = await verified(BROKER_ACCOUNT_POLICIES.client);
    client.change({ accountName: 'Main', password: 'secret-123' });
    client.actor.send({ type: 'SUBMIT' });
    expect(client.context().error).toBe('You must accept the terms and conditions to proceed');
    expect(client.calls.provision).not.toHaveBeenCalled();

    const admin = await verified(BROKER_ACCOUNT_POLICIES.admin);
    admin.change({ accountName: 'Main', password: 'secret-123' });
    admin.actor.send({ type: 'SUBMIT' });
    await waitFor(admin.actor, (s) => s.status === 'done');
  });

  it('the client searches on SEARCH only, whatever is typed', async () => {
    const { actor, calls } = await verified(BROKER_ACCOUNT_POLICIES.client);
    actor.send({ type: 'SEARCH.TYPE', term: 'XMGlobal-Real' });
    expect(actor.getSnapshot().matches({ verified: 'ready' })).toBe(true);
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches({ verified: 'ready' }));
    expect(calls.servers.mock.calls).toEqual([['XMGlobal'], ['XMGlobal-Real']]);
  });

  it('the admin searches 300 ms after the last keystroke', async () => {
    vi.useFakeTimers();
    const { actor, calls, change } = start(BROKER_ACCOUNT_POLICIES.admin);
    change({ accountNumber: '5012342' });
    actor.send({ type: 'CHECK' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SEARCH.TYPE', term: 'XMGlobal-C' });
    await vi.advanceTimersByTimeAsync(299);
    actor.send({ type: 'SEARCH.TYPE', term: 'XMGlobal-Custom' });
    await vi.advanceTimersByTimeAsync(299);
    expect(calls.servers).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.servers.mock.calls).toEqual([['XMGlobal'], ['XMGlobal-Custom']]);
  });
});
