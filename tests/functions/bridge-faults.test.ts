// Bridge faults (injected through the simulator's control API) surface as clear 502/503 answers with
// no partial state: no Firestore documents and no bridge account. A retried provisioning re-sends the
// persisted transaction id, and a 202 "in progress" is polled through to success.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import {
  affiliatedLogin,
  unaffiliatedLogin,
  indexDocs,
  provisionedUser,
  provisionInput,
  tradingAccountDocs,
} from '../support/accounts.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { userWithRoles } from '../../tools/stack-clients/users.ts';

const CREATE = { method: 'POST', path: '^/users/current/accounts$' };
const TRY_LATER = 'The trading service is temporarily unavailable. Please try again in a few minutes.';

/** The transaction ids of the account creations the simulator saw after request number `after`. */
async function createTransactionIds(after = 0): Promise<string[]> {
  const state = await simulator.state();
  return state.requests
    .filter((r) => r.seq > after && r.method === 'POST' && r.path === '/users/current/accounts')
    .map((r) => r.transactionId ?? '');
}

/** The number of the last request the simulator saw (its kept window drops old records). */
const lastRequest = async () => (await simulator.state()).requests.at(-1)?.seq ?? 0;

describe('bridge faults', () => {
  beforeAll(fastSimulator);
  beforeEach(() => simulator.clearFaults());

  it('provisioning during a bridge outage answers 503, leaves nothing behind, and the retry reuses the transaction id', async () => {
    const user = await userWithRoles('outage', { subscription: 'active' });
    const login = affiliatedLogin();
    // 1 attempt + 5 retries, all failing: the adapter gives up and reports the bridge unavailable.
    await simulator.injectFaults([{ match: CREATE, kind: 'status', status: 503, times: 6 }]);
    const before = await lastRequest();
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      success: false,
      error: TRY_LATER,
      details: { code: 'BRIDGE_UNAVAILABLE' },
    });
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.js|Error:/);
    expect(await tradingAccountDocs(user.uid)).toHaveLength(0);
    expect(await indexDocs(login)).toMatchObject({ broker: false });
    expect(await simulator.accountsFor(login)).toHaveLength(0);
    const failedIds = await createTransactionIds(before);
    expect(new Set(failedIds).size).toBe(1);

    await simulator.clearFaults();
    const retry = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(retry.status).toBe(200);
    const allIds = await createTransactionIds(before);
    expect(allIds.at(-1)).toBe(failedIds[0]);
    expect(await simulator.accountsFor(login)).toHaveLength(1);
  }, 90_000);

  it('a bridge rate limit beyond our deadline answers 503 at once, with nothing written', async () => {
    const user = await userWithRoles('limited', { subscription: 'active' });
    const login = affiliatedLogin();
    await simulator.injectFaults([{ match: CREATE, kind: 'rate-limit', retryAfterSeconds: 600, times: 1 }]);
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ success: false, details: { code: 'BRIDGE_RATE_LIMITED' } });
    expect(String(answer.body.error)).toMatch(
      /^The trading bridge is rate limiting us\. Please try again in \d+ seconds\.$/,
    );
    expect(await tradingAccountDocs(user.uid)).toHaveLength(0);
    expect(await simulator.accountsFor(login)).toHaveLength(0);
  });

  it('a 202 "in progress" answer is polled with the same transaction id until the account exists', async () => {
    const user = await userWithRoles('polled', { subscription: 'active' });
    const login = affiliatedLogin();
    await simulator.injectFaults([{ match: CREATE, kind: 'in-progress', retryAfterSeconds: 1, times: 2 }]);
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(answer.status).toBe(200);
    expect(await tradingAccountDocs(user.uid)).toHaveLength(1);
    expect(await simulator.accountsFor(login)).toHaveLength(1);
  });

  it('our bridge credentials being refused answers 502 without exposing details', async () => {
    const user = await userWithRoles('cred', { subscription: 'active' });
    const login = affiliatedLogin();
    await simulator.injectFaults([{ match: CREATE, kind: 'status', status: 401, times: 1 }]);
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      success: false,
      error: 'The trading service refused our credentials. Please contact support.',
      details: { code: 'BRIDGE_CREDENTIALS' },
    });
    expect(await tradingAccountDocs(user.uid)).toHaveLength(0);
    expect(await simulator.accountsFor(login)).toHaveLength(0);
  });

  it('the affiliate service failing answers 503 "Server error. Please try again later." and nothing is created', async () => {
    const user = await userWithRoles('affdown', { subscription: 'active' });
    const login = affiliatedLogin();
    await simulator.injectFaults([
      { match: { path: '^/affiliate/check' }, kind: 'status', status: 500, times: 2 },
    ]);
    const check = await callRaw('checkAffiliation', { token: user.idToken, input: { accountNumber: login } });
    expect(check.status).toBe(503);
    expect(check.body.error).toBe('Server error. Please try again later.');
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login),
    });
    expect(answer.status).toBe(503);
    expect(await tradingAccountDocs(user.uid)).toHaveLength(0);
    expect(await simulator.accountsFor(login)).toHaveLength(0);
  });

  // The remote text quotes a marker (as a bridge or partner message may quote what it was sent): the
  // answer is in our words only, and the server log keeps the original.
  it.each([
    ['getOpenPositions', { path: '/positions$' }, 400, 502],
    ['checkAffiliation', { path: '^/affiliate/check' }, 400, 400],
  ])(
    '%s (%j): a remote %i whose message quotes input never repeats it (answers %i)',
    async (endpoint, match, status, expected) => {
      const p = await provisionedUser('echo');
      const marker = `ECHO-MARKER-${Date.now()}`;
      await simulator.injectFaults([{ match, kind: 'status', status, message: `bad value ${marker}` }]);
      const input =
        endpoint === 'checkAffiliation'
          ? { accountNumber: p.accountNumber }
          : { accountId: p.metaApiAccountId };
      const answer = await callRaw(endpoint, { token: p.user.idToken, input });
      await simulator.clearFaults();
      expect(answer.status).toBe(expected);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body)).not.toContain(marker);
    },
  );

  it("checkAffiliation answers in our words, not the partner's reason that quotes the number", async () => {
    const user = await userWithRoles('affwords', { subscription: 'active' });
    const login = unaffiliatedLogin();
    const answer = await callRaw('checkAffiliation', {
      token: user.idToken,
      input: { accountNumber: login },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      isAffiliated: false,
      message: 'Please check the account number or contact support.',
    });
  });

  it.each([
    ['getAccountInfo', '/account-information$', 401, 502],
    ['getOpenPositions', '/positions$', 400, 502],
    ['getTradingHistory', '/history-deals/', 403, 502],
  ])('%s (%s): a bridge %i surfaces as %i with a clear message', async (endpoint, path, status, expected) => {
    const p = await provisionedUser('read');
    await simulator.injectFaults([{ match: { path }, kind: 'status', status, times: 1 }]);
    const answer = await callRaw(endpoint, {
      token: p.user.idToken,
      input: { accountId: p.metaApiAccountId },
    });
    expect(answer.status).toBe(expected);
    expect(answer.body.success).toBe(false);
    expect(typeof answer.body.error).toBe('string');
  });

  it('deleteAccount during an outage answers 503 and keeps the documents so it can be repeated', async () => {
    const p = await provisionedUser('keep');
    await simulator.injectFaults([
      {
        match: { method: 'DELETE', path: '^/users/current/accounts/' },
        kind: 'rate-limit',
        retryAfterSeconds: 600,
        times: 1,
      },
    ]);
    const answer = await callRaw('deleteAccount', {
      token: p.user.idToken,
      input: { accountId: p.metaApiAccountId },
    });
    expect(answer.status).toBe(503);
    expect(await tradingAccountDocs(p.user.uid)).toHaveLength(1);
    const retry = await callRaw('deleteAccount', {
      token: p.user.idToken,
      input: { accountId: p.metaApiAccountId },
    });
    expect(retry.status).toBe(200);
    expect(await tradingAccountDocs(p.user.uid)).toHaveLength(0);
  });
});
