// The findings of a bounded fuzz of the API (docs/architecture.md §5), each pinned by a test that failed before the fix:
// unreadable bodies, defaults that ran destructive operations, reserved or path-like ids, lot sizes off
// the 0.01 step, errors that echoed input, logins with leading zeros.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@copydesk/functions/contract';
import { callRaw } from '../support/api.ts';
import {
  affiliatedLogin,
  provisionedUser,
  provisionInput,
  type ProvisionedUser,
} from '../support/accounts.ts';
import { clearRateLimits } from '../support/rate-limits.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const NOT_JSON = 'Send the request body as JSON (Content-Type: application/json).';
const DRY_RUN = 'dryRun is required: send true to preview the change or false to run it';
const TRADE_VOLUME = 'Trade volume must be between 0.01 and 100';
const BAD_IDS = ['__x__', '__proto__', 'a/b', '..', '.', '../users', '__name__'];
const ACCOUNT_SCOPED = Object.entries(endpoints)
  .filter(([, spec]) => spec.access === 'account')
  .map(([name]) => name);

let tech: TestUser;
let owner: ProvisionedUser;

beforeAll(async () => {
  tech = await userWithRoles('fuzz-tech', { isAdmin: true, isTechnicalAdmin: true, subscription: 'active' });
  owner = await provisionedUser('fuzz-owner');
});
afterAll(clearRateLimits);

describe('unreadable bodies never fall back to defaults', () => {
  it.each(['deployAllAccounts', 'undeployAllAccounts'])(
    '%s with {"dryRun":true} but no Content-Type answers 415 and changes nothing',
    async (name) => {
      const before = await adminDb().collection('bridgeAccounts').get();
      const answer = await callRaw(name, {
        token: tech.idToken,
        rawBody: '{"dryRun":true}',
        contentType: null,
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ success: false, error: NOT_JSON });
      const after = await adminDb().collection('bridgeAccounts').get();
      expect(after.docs.map((d) => [d.id, d.get('state') as unknown])).toEqual(
        before.docs.map((d) => [d.id, d.get('state') as unknown]),
      );
    },
  );

  it.each(['deployAllAccounts', 'undeployAllAccounts'])(
    '%s with an empty JSON object is refused: a real run must be asked for with dryRun false',
    async (name) => {
      const answer = await callRaw(name, { token: tech.idToken, input: {} });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: DRY_RUN });
    },
  );

  it('a JSON body sent as text/plain answers 415', async () => {
    const answer = await callRaw('provisionFullAccount', {
      token: owner.user.idToken,
      rawBody: JSON.stringify(provisionInput(affiliatedLogin())),
      contentType: 'text/plain',
    });
    expect(answer.status).toBe(415);
  });
});

/** A valid input of each account-scoped endpoint, naming the account `id`. */
const ACCOUNT_INPUTS: Record<string, (id: string) => Record<string, unknown>> = {
  getSubscriber: (id) => ({ accountId: id }),
  createSubscriber: (id) => ({ accountId: id, name: 'A' }),
  subscribeToStrategy: (id) => ({ subscriberId: id, strategyId: 'AbCd', tradeVolume: 0.01 }),
  getSubscriptions: (id) => ({ subscriberId: id }),
  updateSubscription: (id) => ({ subscriberId: id, strategyId: 'AbCd', tradeVolume: 0.01 }),
  unsubscribeFromStrategy: (id) => ({ subscriberId: id, subscriptionId: 'AbCd' }),
  getAccountInfo: (id) => ({ accountId: id }),
  getOpenPositions: (id) => ({ accountId: id }),
  getTradingHistory: (id) => ({ accountId: id }),
  deleteAccount: (id) => ({ accountId: id }),
  refreshAccountHealth: (id) => ({ accountId: id }),
  getAccountHealth: (id) => ({ accountId: id }),
  getCopyReport: (id) => ({ accountId: id, days: '30' }),
  resumeCopying: (id) => ({ subscriberId: id }),
};

describe('ids and cursors have a strict shape', () => {
  it('covers every account-scoped endpoint (the ten of the finding, the two health endpoints, the copy report and resume copying)', () => {
    expect(Object.keys(ACCOUNT_INPUTS).sort()).toEqual([...ACCOUNT_SCOPED].sort());
    expect(ACCOUNT_SCOPED).toHaveLength(14);
  });

  const cases = ACCOUNT_SCOPED.flatMap((name) => BAD_IDS.map((id) => [name, id] as const));
  it.each(cases)('%s with the id "%s" answers 400', async (name, id) => {
    const answer = await callRaw(name, { token: owner.user.idToken, input: ACCOUNT_INPUTS[name]!(id) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: 'accountId has invalid characters' });
  });

  it.each(['/', '.', '..', '__x__', 'a/b', '__proto__'])(
    'bulkGetUsersWithTradingAccounts with the cursor "%s" answers 400',
    async (cursor) => {
      const answer = await callRaw('bulkGetUsersWithTradingAccounts', {
        token: tech.idToken,
        input: { lastUpdated: cursor },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: 'lastUpdated has invalid characters' });
    },
  );

  // A searchUsers cursor is base64url JSON {q, p: {<key>: [value, uid]}}: well formed, but naming a uid
  // that is no document id, it must not reach the query.
  const searchCursor = (uid: string) =>
    Buffer.from(JSON.stringify({ q: 'test', p: { name: ['test', uid] } })).toString('base64url');
  it.each(BAD_IDS)('searchUsers with a cursor naming the uid "%s" answers 400', async (uid) => {
    const answer = await callRaw('searchUsers', {
      token: tech.idToken,
      input: { q: 'test', cursor: searchCursor(uid) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      error: 'cursor is not valid: start the search again without it',
    });
  });

  it.each([
    'users/__x__/tradingAccounts/51234560',
    'users/../tradingAccounts/51234560',
    'users/a/tradingAccounts/..',
    'users/a/tradingAccounts/__x__',
    'users/a/tradingAccounts/.',
    'users/a/tradingAccounts/51234560/healthIncidents/x',
    'users/a/strategies/51234560',
    '__x__',
    '..',
  ])('listAccountHealth with the cursor "%s" answers 400', async (cursor) => {
    const answer = await callRaw('listAccountHealth', { token: tech.idToken, input: { cursor } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: 'cursor is not one this endpoint gave' });
  });

  const runCases = ['getDeploymentRun', 'cancelDeploymentRun', 'retryDeploymentRun'].flatMap((name) =>
    BAD_IDS.map((id) => [name, id] as const),
  );
  it.each(runCases)('%s with the run id "%s" answers 400', async (name, runId) => {
    const answer = await callRaw(name, { token: tech.idToken, input: { runId } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: 'runId has invalid characters' });
  });
});

describe('lot sizes are exact hundredths', () => {
  it.each([0.0100000099, 0.010000001, 1.0000001])(
    'subscribeToStrategy refuses the volume %d and stores nothing',
    async (tradeVolume) => {
      const answer = await callRaw('subscribeToStrategy', {
        token: owner.user.idToken,
        input: { subscriberId: owner.metaApiAccountId, strategyId: 'AbCd', tradeVolume },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: TRADE_VOLUME });
      const mirror = await adminDb().collection('strategySubscriptions').doc(owner.metaApiAccountId).get();
      expect(mirror.exists).toBe(false);
    },
  );
});

describe('error answers never repeat input and stay small', () => {
  const secret = 'Pw-distinctive-7731';
  it('a JSON body sent as a form answers 415 without the password', async () => {
    const answer = await callRaw('provisionFullAccount', {
      token: owner.user.idToken,
      rawBody: JSON.stringify(provisionInput(affiliatedLogin(), { password: secret })),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(415);
    expect(JSON.stringify(answer.body)).not.toContain(secret);
  });

  it('an unknown field is refused without naming it', async () => {
    const answer = await callRaw('provisionFullAccount', {
      token: owner.user.idToken,
      input: { ...provisionInput(affiliatedLogin()), [`x-${secret}`]: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('The request has a field this endpoint does not accept.');
    expect(JSON.stringify(answer.body)).not.toContain(secret);
  });

  it('a 15 KB body of unknown fields answers a short error', async () => {
    const input: Record<string, string> = {};
    for (let i = 0; i < 600; i++) input[`field${i}`] = 'xxxxxxxxxx';
    const rawBody = JSON.stringify(input);
    expect(rawBody.length).toBeGreaterThan(14_000);
    const answer = await callRaw('subscribeToStrategy', { token: owner.user.idToken, rawBody });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body).length).toBeLessThan(1_000);
    expect(JSON.stringify(answer.body)).not.toContain('field1');
  });
});

describe('broker logins are normalised before every check', () => {
  it('a leading-zero form of a connected login is "already connected to another user"', async () => {
    const other = await userWithRoles('fuzz-zero', { subscription: 'active' });
    const answer = await callRaw('provisionFullAccount', {
      token: other.idToken,
      input: provisionInput(`0${owner.accountNumber}`),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      success: false,
      error: 'This trading account is already connected to another user.',
    });
    const taken = await adminDb().collection('brokerAccounts').doc(`0${owner.accountNumber}`).get();
    expect(taken.exists).toBe(false);
  });
});
