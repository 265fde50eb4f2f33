// Bad input for EVERY endpoint: missing, wrong type, out of range, oversized and extra fields answer
// 400 with the contract's message, before anything is read or written. The caller is a technical
// admin (allowed everywhere), so only validation can refuse these requests.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import { userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const ID = 'acc-1';
const LONG = 'x'.repeat(300);
const TRADE_VOLUME = 'Trade volume must be between 0.01 and 100';
const SELECT_STRATEGY = 'Missing required information. Please select a strategy.';
const ACCOUNT_NUMBER = 'Please enter an account number';
const REQUIRED = 'Please fill in all required fields';
const SERVER = 'Please select a server or enter a custom server name';
/** Never the field's name: an unknown key can be a whole mis-encoded body (password included). */
const DRY_RUN = 'dryRun is required: send true to preview the change or false to run it';
const UNKNOWN_FIELD = 'The request has a field this endpoint does not accept.';
const validProvision = {
  login: '123456',
  password: 'Broker-pass-1',
  serverName: 'XMGlobal-MT5',
  accountName: 'Mine',
  platform: 'mt5',
};
const validSubscribe = { subscriberId: ID, strategyId: 'AbCd', tradeVolume: 0.01 };

// [endpoint, case, input, expected message]
const TABLE: [string, string, unknown, string][] = [
  ['whoami', 'extra field', { foo: '1' }, UNKNOWN_FIELD],
  ['getStrategies', 'extra field', { limit: '5' }, UNKNOWN_FIELD],

  ['getSubscriber', 'missing accountId', {}, 'accountId is required'],
  ['getSubscriber', 'wrong type (repeated)', { accountId: ['a', 'b'] }, 'accountId must be text'],
  ['getSubscriber', 'oversized accountId', { accountId: LONG }, 'accountId is too long'],
  ['getSubscriber', 'invalid characters', { accountId: '../users' }, 'accountId has invalid characters'],
  ['getSubscriber', 'extra field', { accountId: ID, uid: 'x' }, UNKNOWN_FIELD],

  ['createSubscriber', 'missing name', { accountId: ID }, REQUIRED],
  ['createSubscriber', 'wrong type', { accountId: 42, name: 'A' }, 'accountId must be text'],
  [
    'createSubscriber',
    'oversized name',
    { accountId: ID, name: LONG },
    'The name is too long (100 characters at most)',
  ],
  [
    'createSubscriber',
    'different subscriberId',
    { accountId: ID, subscriberId: 'other', name: 'A' },
    'subscriberId must equal accountId (a subscriber is identified by its trading account)',
  ],
  ['createSubscriber', 'extra field', { accountId: ID, name: 'A', subscriptions: [] }, UNKNOWN_FIELD],

  ['subscribeToStrategy', 'missing strategyId', { subscriberId: ID, tradeVolume: 0.01 }, SELECT_STRATEGY],
  ['subscribeToStrategy', 'missing tradeVolume', { subscriberId: ID, strategyId: 'AbCd' }, TRADE_VOLUME],
  ['subscribeToStrategy', 'volume as text', { ...validSubscribe, tradeVolume: '1' }, TRADE_VOLUME],
  ['subscribeToStrategy', 'volume below range', { ...validSubscribe, tradeVolume: 0.001 }, TRADE_VOLUME],
  ['subscribeToStrategy', 'volume above range', { ...validSubscribe, tradeVolume: 100.01 }, TRADE_VOLUME],
  [
    'subscribeToStrategy',
    'volume off the 0.01 step',
    { ...validSubscribe, tradeVolume: 0.015 },
    TRADE_VOLUME,
  ],
  [
    'subscribeToStrategy',
    'multiplier not 1',
    { ...validSubscribe, multiplier: 2 },
    'The multiplier is always 1',
  ],
  [
    'subscribeToStrategy',
    'stop loss not copied',
    { ...validSubscribe, copyStopLoss: false },
    'Stop loss is always copied',
  ],
  [
    'subscribeToStrategy',
    'take profit not copied',
    { ...validSubscribe, copyTakeProfit: false },
    'Take profit is always copied',
  ],
  [
    'subscribeToStrategy',
    'oversized strategyId',
    { ...validSubscribe, strategyId: LONG },
    'strategyId is too long',
  ],
  ['subscribeToStrategy', 'extra field', { ...validSubscribe, riskLimits: [] }, UNKNOWN_FIELD],

  ['getSubscriptions', 'missing subscriberId', {}, 'accountId is required'],
  ['getSubscriptions', 'oversized subscriberId', { subscriberId: LONG }, 'accountId is too long'],
  ['getSubscriptions', 'extra field', { subscriberId: ID, all: 'true' }, UNKNOWN_FIELD],

  ['updateSubscription', 'missing strategyId', { subscriberId: ID, tradeVolume: 1 }, SELECT_STRATEGY],
  [
    'updateSubscription',
    'volume as text',
    { subscriberId: ID, strategyId: 'AbCd', tradeVolume: 'big' },
    TRADE_VOLUME,
  ],
  [
    'updateSubscription',
    'volume zero',
    { subscriberId: ID, strategyId: 'AbCd', tradeVolume: 0 },
    TRADE_VOLUME,
  ],
  [
    'updateSubscription',
    'volume above range',
    { subscriberId: ID, strategyId: 'AbCd', tradeVolume: 1000 },
    TRADE_VOLUME,
  ],
  [
    'updateSubscription',
    'extra field',
    { subscriberId: ID, strategyId: 'AbCd', tradeVolume: 1, multiplier: 3 },
    UNKNOWN_FIELD,
  ],

  ['unsubscribeFromStrategy', 'missing subscriptionId', { subscriberId: ID }, 'subscriptionId is required'],
  ['unsubscribeFromStrategy', 'missing subscriberId', { subscriptionId: 'AbCd' }, 'accountId is required'],
  [
    'unsubscribeFromStrategy',
    'wrong mode',
    { subscriberId: ID, strategyId: 'AbCd', mode: 'preserve' },
    "mode must be 'close-immediately'",
  ],
  [
    'unsubscribeFromStrategy',
    'mismatched ids',
    { subscriberId: ID, subscriptionId: 'AbCd', strategyId: 'GoLd' },
    'subscriptionId and strategyId name different subscriptions',
  ],
  [
    'unsubscribeFromStrategy',
    'extra field',
    { subscriberId: ID, subscriptionId: 'AbCd', force: true },
    UNKNOWN_FIELD,
  ],

  ['checkAffiliation', 'missing accountNumber', {}, ACCOUNT_NUMBER],
  ['checkAffiliation', 'blank accountNumber', { accountNumber: '   ' }, ACCOUNT_NUMBER],
  [
    'checkAffiliation',
    'letters',
    { accountNumber: '12ab' },
    'Please enter the account number using digits only.',
  ],
  ['checkAffiliation', 'oversized', { accountNumber: '1'.repeat(25) }, 'The account number is too long'],
  ['checkAffiliation', 'extra field', { accountNumber: '12', x: '1' }, UNKNOWN_FIELD],

  ['provisionFullAccount', 'missing password', { ...validProvision, password: undefined }, REQUIRED],
  ['provisionFullAccount', 'missing server', { ...validProvision, serverName: '' }, SERVER],
  ['provisionFullAccount', 'missing login', { ...validProvision, login: undefined }, ACCOUNT_NUMBER],
  [
    'provisionFullAccount',
    'login as number',
    { ...validProvision, login: 123456 },
    'The account number must be text',
  ],
  [
    'provisionFullAccount',
    'wrong platform',
    { ...validProvision, platform: 'mt4' },
    "platform must be 'mt5'",
  ],
  [
    'provisionFullAccount',
    'oversized password',
    { ...validProvision, password: LONG },
    'The password is too long',
  ],
  [
    'provisionFullAccount',
    'oversized account name',
    { ...validProvision, accountName: LONG },
    'The name is too long (100 characters at most)',
  ],
  [
    'provisionFullAccount',
    'bad userId',
    { ...validProvision, userId: 'a/b' },
    'userId has invalid characters',
  ],
  ['provisionFullAccount', 'extra field', { ...validProvision, metaApiAccountId: 'x' }, UNKNOWN_FIELD],

  ['searchMetaTraderServers', 'wrong platform', { term: 'XM', platform: 'mt4' }, "platform must be 'mt5'"],
  ['searchMetaTraderServers', 'oversized term', { term: LONG }, 'The search term is too long'],
  ['searchMetaTraderServers', 'extra field', { term: 'XM', page: '2' }, UNKNOWN_FIELD],

  [
    'bulkGetUsersWithTradingAccounts',
    'pageSize too big',
    { pageSize: '201' },
    'pageSize must be between 1 and 200',
  ],
  [
    'bulkGetUsersWithTradingAccounts',
    'pageSize zero',
    { pageSize: '0' },
    'pageSize must be between 1 and 200',
  ],
  [
    'bulkGetUsersWithTradingAccounts',
    'pageSize not a number',
    { pageSize: 'all' },
    'pageSize must be a number',
  ],
  [
    'bulkGetUsersWithTradingAccounts',
    'pageSize fractional',
    { pageSize: '1.5' },
    'pageSize must be a whole number',
  ],
  ['bulkGetUsersWithTradingAccounts', 'oversized cursor', { lastUpdated: LONG }, 'lastUpdated is too long'],
  ['bulkGetUsersWithTradingAccounts', 'extra field', { pageSize: '5', sort: 'name' }, UNKNOWN_FIELD],
  ['searchUsers', 'missing query', {}, 'Type a name, e-mail or mobile number to search'],
  ['searchUsers', 'blank query', { q: '   ' }, 'Type a name, e-mail or mobile number to search'],
  ['searchUsers', 'oversized query', { q: LONG }, 'The search is too long (100 characters at most)'],
  [
    'searchUsers',
    'pageSize too big',
    { q: 'a', pageSize: '201' },
    'pageSize must be a whole number between 1 and 200',
  ],
  [
    'searchUsers',
    'cursor not ours',
    { q: 'a', cursor: 'a/b' },
    'cursor is not valid: start the search again without it',
  ],
  ['searchUsers', 'extra field', { q: 'a', tab: 'admins' }, UNKNOWN_FIELD],

  ['getDeploymentStats', 'extra field', { environment: 'staging' }, UNKNOWN_FIELD],
  ['deployAllAccounts', 'extra field', { dryRun: true, accountIds: ['a'] }, UNKNOWN_FIELD],
  ['undeployAllAccounts', 'extra field', { dryRun: true, accountIds: ['a'] }, UNKNOWN_FIELD],
  ['deployAllAccounts', 'dryRun left out', {}, DRY_RUN],
  ['undeployAllAccounts', 'dryRun left out', {}, DRY_RUN],
  ['undeployAllAccounts', 'dryRun as text', { dryRun: 'false' }, DRY_RUN],

  ['getAccountInfo', 'missing accountId', {}, 'accountId is required'],
  ['getAccountInfo', 'oversized accountId', { accountId: LONG }, 'accountId is too long'],
  ['getAccountInfo', 'extra field', { accountId: ID, refresh: 'true' }, UNKNOWN_FIELD],
  ['getOpenPositions', 'missing accountId', {}, 'accountId is required'],
  ['getOpenPositions', 'invalid characters', { accountId: 'a b' }, 'accountId has invalid characters'],
  ['getOpenPositions', 'extra field', { accountId: ID, symbol: 'EURUSD' }, UNKNOWN_FIELD],
  ['getTradingHistory', 'missing accountId', {}, 'accountId is required'],
  [
    'getTradingHistory',
    'not a date',
    { accountId: ID, startTime: 'yesterday' },
    'startTime must be an ISO date-time',
  ],
  [
    'getTradingHistory',
    'start after end',
    { accountId: ID, startTime: '2026-02-01T00:00:00Z', endTime: '2026-01-01T00:00:00Z' },
    'startTime must be before endTime',
  ],
  [
    'getTradingHistory',
    'window over 31 days',
    { accountId: ID, startTime: '2026-01-01T00:00:00Z', endTime: '2026-03-01T00:00:00Z' },
    'The history window is at most 31 days',
  ],
  [
    'getTradingHistory',
    'oversized date',
    { accountId: ID, endTime: `2026-01-01T00:00:00Z${LONG}` },
    'endTime is too long',
  ],
  ['getTradingHistory', 'extra field', { accountId: ID, limit: '10' }, UNKNOWN_FIELD],
  ['deleteAccount', 'missing accountId', {}, 'accountId is required'],
  ['deleteAccount', 'oversized accountId', { accountId: LONG }, 'accountId is too long'],
  ['deleteAccount', 'extra field', { accountId: ID, purge: true }, UNKNOWN_FIELD],
];

describe('bad input answers 400 with the contract message', () => {
  let caller: TestUser;

  beforeAll(async () => {
    caller = await userWithRoles('tech', { isAdmin: true, isTechnicalAdmin: true, subscription: 'active' });
  });

  it.each(TABLE)('%s: %s', async (endpoint, _case, input, message) => {
    const answer = await callRaw(endpoint, { token: caller.idToken, input });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: message });
  });

  it.each([['provisionFullAccount'], ['subscribeToStrategy'], ['deleteAccount']])(
    '%s: a JSON array body answers 400',
    async (endpoint) => {
      const answer = await callRaw(endpoint, { token: caller.idToken, rawBody: '[1,2]' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: 'The request body must be a JSON object.' });
    },
  );

  it('an oversized body answers 413', async () => {
    const answer = await callRaw('provisionFullAccount', {
      token: caller.idToken,
      input: { ...validProvision, accountName: 'y'.repeat(20_000) },
    });
    expect(answer.status).toBe(413);
  });

  it.each([
    ['deleteAccount', 'GET'],
    ['provisionFullAccount', 'GET'],
    ['updateSubscription', 'POST'],
    ['unsubscribeFromStrategy', 'POST'],
  ])('%s refuses %s with 405', async (endpoint, method) => {
    const answer = await callRaw(endpoint, { token: caller.idToken, method });
    expect(answer.status).toBe(405);
  });
});
