import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, type ServerOption } from '@copydesk/functions/contract';
import { connectMachine, type AffiliationResult, type ConnectInput } from './connect.machine';

interface Fakes {
  hasAccount?: () => Promise<boolean>;
  affiliation?: (accountNumber: string) => Promise<AffiliationResult>;
  servers?: (term: string) => Promise<ServerOption[]>;
  connect?: (input: ConnectInput) => Promise<{ accountNumber: string }>;
}

const XM: ServerOption[] = [
  { name: 'XMGlobal-MT5', description: 'XM Global' },
  { name: 'XMGlobal-MT5 2', description: 'XM Global' },
  { name: 'Other-Live', description: 'Other broker' },
];

function start(fakes: Fakes = {}) {
  const calls = { affiliation: [] as string[], servers: [] as string[], connect: [] as ConnectInput[] };
  const machine = connectMachine.provide({
    actors: {
      hasTradingAccount: fromPromise<boolean, { uid: string }>(() =>
        fakes.hasAccount ? fakes.hasAccount() : Promise.resolve(false),
      ),
      checkAffiliation: fromPromise<AffiliationResult, { accountNumber: string }>(({ input }) => {
        calls.affiliation.push(input.accountNumber);
        return (fakes.affiliation ?? (() => Promise.resolve({ isAffiliated: true, message: 'ok' })))(
          input.accountNumber,
        );
      }),
      searchServers: fromPromise<ServerOption[], { term: string }>(({ input }) => {
        calls.servers.push(input.term);
        return (fakes.servers ?? (() => Promise.resolve(XM)))(input.term);
      }),
      connectAccount: fromPromise<{ accountNumber: string }, ConnectInput>(({ input }) => {
        calls.connect.push(input);
        return (fakes.connect ?? ((i: ConnectInput) => Promise.resolve({ accountNumber: i.login })))(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { uid: 'u1', brandName: 'CopyDesk' } });
  actor.start();
  return { actor, calls };
}

/** Started and past the one-account gate. */
async function ready(fakes: Fakes = {}) {
  const started = start(fakes);
  await waitFor(started.actor, (s) => s.matches('idle'));
  return started;
}

async function verified(fakes: Fakes = {}) {
  const started = await ready(fakes);
  started.actor.send({ type: 'FIELD.CHANGE', field: 'accountNumber', value: ' 5123456 ' });
  started.actor.send({ type: 'CHECK' });
  await waitFor(started.actor, (s) => s.matches({ verified: 'editing' }));
  return started;
}

describe('connectMachine: one account per subscription', () => {
  it('starts by checking for an existing account, then goes idle', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('gate');
    await waitFor(actor, (s) => s.matches('idle'));
  });

  it('blocks a user who already has an account with the docs/product.md §5 alert', async () => {
    const { actor } = start({ hasAccount: () => Promise.resolve(true) });
    await waitFor(actor, (s) => s.matches('blocked'));
    expect(actor.getSnapshot().context.error).toBe(
      'You already have a trading account. Each subscription allows only one trading account.',
    );
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('blocked');
  });

  it('lets the form through when the look-up fails (the server still enforces the rule)', async () => {
    const { actor } = start({ hasAccount: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('idle'));
  });
});

describe('connectMachine: affiliation', () => {
  it('needs a non-blank number before checking', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'FIELD.CHANGE', field: 'accountNumber', value: '   ' });
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Please enter an account number');
    expect(calls.affiliation).toEqual([]);
  });

  it('checks the trimmed number, then verifies, announces it with the brand and searches the default term', async () => {
    const { actor, calls } = await verified();
    expect(calls.affiliation).toEqual(['5123456']);
    expect(calls.servers).toEqual(['XMGlobal']);
    expect(actor.getSnapshot().context.affiliationMessage).toBe(
      'Account is affiliated! You can now connect it to the CopyDesk team.',
    );
  });

  it('passes through checking', async () => {
    const { actor } = await ready({ affiliation: () => new Promise(() => undefined) });
    actor.send({ type: 'FIELD.CHANGE', field: 'accountNumber', value: '42' });
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('fails with the server message, or the fallback sentence', async () => {
    for (const [message, expected] of [
      ['Unknown partner.', 'Account is not affiliated. Unknown partner.'],
      ['', 'Account is not affiliated. Please check the account number or contact support.'],
    ] as const) {
      const { actor } = await ready({ affiliation: () => Promise.resolve({ isAffiliated: false, message }) });
      actor.send({ type: 'FIELD.CHANGE', field: 'accountNumber', value: '43' });
      actor.send({ type: 'CHECK' });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe(expected);
    }
  });

  it('a thrown check is a server error; the number stays editable and can be re-checked', async () => {
    let first = true;
    const { actor } = await ready({
      affiliation: () => {
        if (first) {
          first = false;
          return Promise.reject(new Error('boom'));
        }
        return Promise.resolve({ isAffiliated: true, message: '' });
      },
    });
    actor.send({ type: 'FIELD.CHANGE', field: 'accountNumber', value: '44' });
    actor.send({ type: 'CHECK' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Server error. Please try again later.');
    actor.send({ type: 'FIELD.CHANGE', field: 'accountNumber', value: '46' });
    actor.send({ type: 'CHECK' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(actor.getSnapshot().context.accountNumber).toBe('46');
  });

  it('locks the number once verified; RESET goes back to idle with a clean form', async () => {
    const { actor } = await verified();
    actor.send({ type: 'FIELD.CHANGE', field: 'accountNumber', value: '999' });
    expect(actor.getSnapshot().context.accountNumber).toBe(' 5123456 ');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.accountNumber).toBe('');
    expect(actor.getSnapshot().context.servers).toEqual([]);
  });
});

describe('connectMachine: server list', () => {
  it('keeps only servers mentioning xm, case-insensitively, and selects the first', async () => {
    const { actor } = await verified();
    expect(actor.getSnapshot().context.servers.map((s) => s.name)).toEqual([
      'XMGlobal-MT5',
      'XMGlobal-MT5 2',
    ]);
    expect(actor.getSnapshot().context.selectedServer).toBe('XMGlobal-MT5');
  });

  it('explains an empty list and a list without XM servers', async () => {
    let { actor } = await verified({ servers: () => Promise.resolve([]) });
    expect(actor.getSnapshot().context.serverMessage).toBe(
      'No servers found. Please enter your server name manually below.',
    );
    ({ actor } = await verified({
      servers: () => Promise.resolve([{ name: 'Other', description: 'Other' }]),
    }));
    expect(actor.getSnapshot().context.serverMessage).toBe(
      'No XM Global servers found. Try a different search term or add your server manually.',
    );
    expect(actor.getSnapshot().context.selectedServer).toBe('');
  });

  it('falls back to the three default servers when a search without a term fails', async () => {
    const { actor } = await verified({ servers: () => Promise.reject(new Error('down')) });
    expect(actor.getSnapshot().context.servers).toEqual([
      { name: 'XMGlobal-MT5', description: 'XM Global Limited' },
      { name: 'XMGlobal-MT5 2', description: 'XM Global Limited' },
      { name: 'XMGlobal-MT5 3', description: 'XM Global Limited' },
    ]);
    expect(actor.getSnapshot().context.serverMessage).toBe('Failed to load server list. Please try again.');
  });

  it('with a term, a failed search adds the term as a custom entry and selects it', async () => {
    let fail = false;
    const { actor, calls } = await verified({
      servers: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(XM)),
    });
    fail = true;
    actor.send({ type: 'FIELD.CHANGE', field: 'searchTerm', value: ' XMGlobal-MT5 9 ' });
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches({ verified: 'editing' }));
    expect(calls.servers).toEqual(['XMGlobal', 'XMGlobal-MT5 9']);
    expect(actor.getSnapshot().context.servers).toEqual([
      { name: 'XMGlobal-MT5 9', description: 'Custom server' },
    ]);
    expect(actor.getSnapshot().context.selectedServer).toBe('XMGlobal-MT5 9');
  });

  it('manual entry needs non-blank text and keeps its case', async () => {
    const { actor } = await verified();
    actor.send({ type: 'FIELD.CHANGE', field: 'manualServer', value: '   ' });
    actor.send({ type: 'SERVER.ADD_MANUAL' });
    expect(actor.getSnapshot().context.servers).toHaveLength(2);
    actor.send({ type: 'FIELD.CHANGE', field: 'manualServer', value: 'xmglobal-MT5 7' });
    actor.send({ type: 'SERVER.ADD_MANUAL' });
    expect(actor.getSnapshot().context.selectedServer).toBe('xmglobal-MT5 7');
    expect(actor.getSnapshot().context.servers.at(-1)).toEqual({
      name: 'xmglobal-MT5 7',
      description: 'Custom server',
    });
    expect(actor.getSnapshot().context.manualServer).toBe('');
  });
});

describe('connectMachine: connect', () => {
  it('requires name, password and server, then the terms', async () => {
    const { actor, calls } = await verified();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('Please fill in all required fields');
    actor.send({ type: 'FIELD.CHANGE', field: 'accountName', value: 'Main' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'secret-123' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('You must accept the terms and conditions to proceed');
    expect(calls.connect).toEqual([]);
  });

  it('connects with the trimmed number and the selected server', async () => {
    const { actor, calls } = await verified();
    actor.send({ type: 'FIELD.CHANGE', field: 'accountName', value: ' Main ' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'secret-123' });
    actor.send({ type: 'SERVER.SELECT', name: 'XMGlobal-MT5 2' });
    actor.send({ type: 'TERMS.TOGGLE', checked: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('connected'));
    expect(calls.connect).toEqual([
      { login: '5123456', password: 'secret-123', serverName: 'XMGlobal-MT5 2', accountName: 'Main' },
    ]);
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it.each([
    [
      new ApiError(502, 'Broker rejected the login'),
      'Failed to connect trading account: Broker rejected the login',
    ],
    [
      new ApiError(
        409,
        'You already have a trading account. Each subscription allows only one trading account.',
      ),
      'You already have a trading account. Each subscription allows only one trading account.',
    ],
    [
      new ApiError(
        403,
        'You need an active subscription to add a trading account. Each subscription allows one trading account with access to multiple automated strategies.',
      ),
      'You need an active subscription to add a trading account. Each subscription allows one trading account with access to multiple automated strategies.',
    ],
  ])('a failed connect returns to editing with the message (%s)', async (error, message) => {
    const { actor } = await verified({ connect: () => Promise.reject(error) });
    actor.send({ type: 'FIELD.CHANGE', field: 'accountName', value: 'Main' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'secret-123' });
    actor.send({ type: 'TERMS.TOGGLE', checked: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ verified: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
  });
});
