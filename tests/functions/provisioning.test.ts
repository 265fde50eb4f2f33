// provisionFullAccount against the simulator: documents written by the server, the one-account rules,
// affiliation, broker-rejected credentials (rate limit + known-bad hash), and concurrency: 20 parallel
// requests for one user create exactly one account.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from '../support/rate-limits.ts';
import { callRaw, clientFor, warmWorkers } from '../support/api.ts';
import {
  affiliatedLogin,
  BAD_PASSWORD,
  indexDocs,
  provisionInput,
  tradingAccountDocs,
  unaffiliatedLogin,
} from '../support/accounts.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { adminDb, userWithRoles } from '../../tools/stack-clients/users.ts';

const ONE_ACCOUNT = 'You already have a trading account. Each subscription allows only one trading account.';
const NO_SUBSCRIPTION =
  'You need an active subscription to add a trading account. Each subscription allows one trading account with access to multiple automated strategies.';

/** The account creations the simulator saw after request number `after` (its window drops old ones). */
function createRequests(state: Awaited<ReturnType<typeof simulator.state>>, after = 0) {
  return state.requests.filter(
    (r) => r.seq > after && r.method === 'POST' && r.path === '/users/current/accounts',
  );
}

describe('provisionFullAccount', () => {
  beforeAll(fastSimulator);
  // Each case starts below the abuse limits: they have their own suite (abuse-limits.test.ts).
  beforeEach(() => Promise.all([simulator.clearFaults(), clearRateLimits()]));

  it('connects the account: the server writes the trading account and both indexes', async () => {
    const user = await userWithRoles('prov', { subscription: 'active' });
    const login = affiliatedLogin();
    const answer = await clientFor(user).provisionFullAccount(provisionInput(login) as never);
    expect(answer).toMatchObject({
      success: true,
      message: 'Trading account successfully connected!',
      account: {
        accountNumber: login,
        accountName: 'My XM account',
        serverName: 'XMGlobal-MT5',
        isConnected: true,
        platform: 'mt5',
      },
    });
    const id = answer.account.metaApiAccountId;
    expect(answer.account.accountId).toBe(id);
    const docs = await tradingAccountDocs(user.uid);
    expect(docs.map((d) => d.id)).toEqual([login]);
    const data = docs[0]!.data();
    expect(Object.keys(data).sort()).toEqual(
      [
        'accountName',
        'accountNumber',
        'createdAt',
        'id',
        'isConnected',
        'metaApiAccountId',
        'platform',
        'serverName',
        'state',
      ].sort(),
    );
    expect(data).toMatchObject({
      id: login,
      accountNumber: login,
      metaApiAccountId: id,
      isConnected: true,
      platform: 'mt5',
    });
    const db = adminDb();
    expect((await db.collection('brokerAccounts').doc(login).get()).data()).toMatchObject({
      uid: user.uid,
      metaApiAccountId: id,
    });
    expect((await db.collection('bridgeAccounts').doc(id).get()).data()).toMatchObject({
      uid: user.uid,
      accountNumber: login,
    });
    expect(await simulator.accountsFor(login)).toHaveLength(1);
    // The password is nowhere in Firestore.
    const attempts = await db.collection('provisioningAttempts').doc(user.uid).get();
    expect(JSON.stringify(attempts.data())).not.toContain('Broker-pass-1');
    expect(JSON.stringify(data)).not.toContain('Broker-pass-1');
  });

  it('an admin connects an account for another user', async () => {
    const admin = await userWithRoles('admin', { isAdmin: true });
    const user = await userWithRoles('client', { subscription: 'active' });
    const login = affiliatedLogin();
    const answer = await callRaw('provisionFullAccount', {
      token: admin.idToken,
      input: { ...provisionInput(login), userId: user.uid },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Trading account added successfully!',
      account: { userId: user.uid },
    });
    expect((await tradingAccountDocs(user.uid)).map((d) => d.id)).toEqual([login]);
    expect(await tradingAccountDocs(admin.uid)).toHaveLength(0);
    const audit = await adminDb().collection('auditLog').where('actorUid', '==', admin.uid).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'tradingAccount.provisioned',
        targetUid: user.uid,
        details: expect.objectContaining({ accountNumber: login }) as unknown,
      }),
    ]);
    expect(JSON.stringify(audit.docs[0]!.data())).not.toContain('Broker-pass-1');
  });

  it.each([
    ['no subscription', undefined],
    ['an expired subscription', 'expired' as const],
    ['a canceled subscription', 'canceled' as const],
  ])('refuses a user with %s (403, nothing written, bridge not called)', async (_case, subscription) => {
    const user = await userWithRoles('nosub', subscription ? { subscription } : {});
    const login = affiliatedLogin();
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(NO_SUBSCRIPTION);
    expect(await tradingAccountDocs(user.uid)).toHaveLength(0);
    expect(await simulator.accountsFor(login)).toHaveLength(0);
  });

  it('refuses a second account for the same user with 409', async () => {
    const user = await userWithRoles('twice', { subscription: 'active' });
    expect(
      (
        await callRaw('provisionFullAccount', {
          token: user.idToken,
          input: provisionInput(affiliatedLogin()),
        })
      ).status,
    ).toBe(200);
    const second = affiliatedLogin();
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(second),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(ONE_ACCOUNT);
    expect(await tradingAccountDocs(user.uid)).toHaveLength(1);
    expect(await simulator.accountsFor(second)).toHaveLength(0);
  });

  it('refuses a broker account number already connected by another user with 409', async () => {
    const login = affiliatedLogin();
    const first = await userWithRoles('first', { subscription: 'active' });
    const second = await userWithRoles('second', { subscription: 'active' });
    expect(
      (await callRaw('provisionFullAccount', { token: first.idToken, input: provisionInput(login) })).status,
    ).toBe(200);
    const answer = await callRaw('provisionFullAccount', {
      token: second.idToken,
      input: provisionInput(login),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('This trading account is already connected to another user.');
    expect(await tradingAccountDocs(second.uid)).toHaveLength(0);
    expect(await simulator.accountsFor(login)).toHaveLength(1);
  });

  it('refuses an account that is not affiliated (403, nothing created)', async () => {
    const user = await userWithRoles('noaff', { subscription: 'active' });
    const login = unaffiliatedLogin();
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(answer.status).toBe(403);
    // Our words only: the affiliate service's reason quotes the account number.
    expect(answer.body.error).toBe(
      'Account is not affiliated. Please check the account number or contact support.',
    );
    expect(JSON.stringify(answer.body)).not.toContain(login);
    expect(await tradingAccountDocs(user.uid)).toHaveLength(0);
    expect(await simulator.accountsFor(login)).toHaveLength(0);
  });

  it('an unknown server answers 422 with the suggested servers (E_SRV_NOT_FOUND)', async () => {
    const user = await userWithRoles('srv', { subscription: 'active' });
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(affiliatedLogin(), { serverName: 'XMGlobal-MT9' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^This server was not found\. Did you mean: XMGlobal-MT5/);
    // The server name sent is not repeated anywhere in the answer.
    expect(JSON.stringify(answer.body)).not.toContain('XMGlobal-MT9');
    expect(answer.body.details).toMatchObject({
      code: 'E_SRV_NOT_FOUND',
      serversByBrokers: { 'XM Global Limited': expect.any(Array) as unknown },
    });
    expect(await tradingAccountDocs(user.uid)).toHaveLength(0);
  });

  it('broker-rejected credentials: 422 E_AUTH, the same credentials are then refused without calling the bridge, and 5 failures an hour answer 429', async () => {
    const user = await userWithRoles('eauth', { subscription: 'active' });
    const login = affiliatedLogin();
    const bad = provisionInput(login, { password: BAD_PASSWORD });
    const first = await callRaw('provisionFullAccount', { token: user.idToken, input: bad });
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({
      error:
        'The broker rejected the login or password for this account. Please check your MetaTrader 5 account number and master password.',
      details: { code: 'E_AUTH' },
    });
    const before = (await simulator.state()).requests.at(-1)?.seq ?? 0;
    const again = await callRaw('provisionFullAccount', { token: user.idToken, input: bad });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(
      'The broker already rejected this login and password for this server. Please check your MetaTrader 5 account number and master password.',
    );
    expect(createRequests(await simulator.state(), before)).toHaveLength(0);
    // Four more different wrong passwords reach the bridge; then the limit holds even for a good one.
    for (let i = 2; i <= 5; i += 1) {
      const answer = await callRaw('provisionFullAccount', {
        token: user.idToken,
        input: { ...bad, password: `${BAD_PASSWORD}-${i}` },
      });
      expect(answer.status).toBe(422);
    }
    const limited = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(
      'Too many failed attempts to connect a trading account. Please check your account number, password and server, and try again in an hour.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await tradingAccountDocs(user.uid)).toHaveLength(0);
    const stored = JSON.stringify(
      (await adminDb().collection('provisioningAttempts').doc(user.uid).get()).data(),
    );
    expect(stored).not.toContain(BAD_PASSWORD);
  });

  it('two users racing for the same broker number: one wins, the other gets 409 and leaves no bridge account behind', async () => {
    const login = affiliatedLogin();
    const users = await Promise.all([
      userWithRoles('raceA', { subscription: 'active' }),
      userWithRoles('raceB', { subscription: 'active' }),
    ]);
    await warmWorkers('provisionFullAccount', users[0].idToken, 2, 2);
    const answers = await Promise.all(
      users.map((u) => callRaw('provisionFullAccount', { token: u.idToken, input: provisionInput(login) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = users[answers.findIndex((a) => a.status === 409)]!;
    expect(await tradingAccountDocs(loser.uid)).toHaveLength(0);
    // When both passed the first check, the loser's bridge account was created and then deleted again.
    expect(await simulator.accountsFor(login)).toHaveLength(1);
  }, 120_000);

  it('20 parallel requests for one user create exactly one account', async () => {
    const user = await userWithRoles('race', { subscription: 'active' });
    await warmWorkers('provisionFullAccount', user.idToken, 20);
    const logins = Array.from({ length: 20 }, () => affiliatedLogin());
    const answers = await Promise.all(
      logins.map((login) =>
        callRaw('provisionFullAccount', { token: user.idToken, input: provisionInput(login) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The losers are refused as already connected, or by the per-user abuse limit (10 per window).
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 429)).toBe(true);
    const docs = await tradingAccountDocs(user.uid);
    expect(docs).toHaveLength(1);
    const state = await simulator.state();
    const created = state.accounts.filter((a) => logins.includes(a.login) && a.state !== 'DELETING');
    expect(created).toHaveLength(1);
    expect(created[0]!.login).toBe(docs[0]!.id);
  }, 240_000);

  it('20 parallel identical requests (double-clicks) create exactly one account', async () => {
    const user = await userWithRoles('race2', { subscription: 'active' });
    const login = affiliatedLogin();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callRaw('provisionFullAccount', { token: user.idToken, input: provisionInput(login) }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await tradingAccountDocs(user.uid)).toHaveLength(1);
    expect(await simulator.accountsFor(login)).toHaveLength(1);
    expect(await indexDocs(login)).toMatchObject({ broker: true });
  }, 120_000);
});
