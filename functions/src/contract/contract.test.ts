// The shared schemas (the same ones the web forms use) and the typed client, without any server.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client.js';
import { tradeVolumeSchema } from './common.js';
import { hasEnoughEquity } from '../product-rules/trading.js';
import { endpointNames, endpoints } from './endpoints.js';

describe('trade volume', () => {
  it.each([0.01, 0.1, 0.15, 1, 2.57, 99.99, 100])('accepts %d', (value) => {
    expect(tradeVolumeSchema.safeParse(value).success).toBe(true);
  });
  it.each([0, 0.009, 0.015, 100.01, -1, Number.NaN, '1'])('rejects %s with the spec message', (value) => {
    const parsed = tradeVolumeSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Trade volume must be between 0.01 and 100');
  });
});

describe('equity gate', () => {
  it.each([
    [1800, 'ZAR', true],
    [1799.99, 'zar', false],
    [45, 'USD', true],
    [44.99, 'USD', false],
    [50, 'EUR', true],
  ])('%d %s -> %s', (equity, currency, ok) => {
    expect(hasEnoughEquity(equity, currency)).toBe(ok);
  });
});

describe('endpoint table', () => {
  it('names every docs/product.md §7 endpoint (plus whoami and the deployment runs) with its verb', () => {
    expect(Object.fromEntries(endpointNames.map((n) => [n, endpoints[n].method]))).toEqual({
      whoami: 'GET',
      revokeMySessions: 'POST',
      exportMyData: 'GET',
      getSubscriber: 'GET',
      createSubscriber: 'POST',
      subscribeToStrategy: 'POST',
      getSubscriptions: 'GET',
      updateSubscription: 'PUT',
      unsubscribeFromStrategy: 'DELETE',
      checkAffiliation: 'GET',
      provisionFullAccount: 'POST',
      searchMetaTraderServers: 'GET',
      bulkGetUsersWithTradingAccounts: 'GET',
      getDeploymentStats: 'GET',
      deployAllAccounts: 'POST',
      undeployAllAccounts: 'POST',
      getAccountInfo: 'GET',
      getOpenPositions: 'GET',
      getTradingHistory: 'GET',
      getStrategies: 'GET',
      deleteAccount: 'DELETE',
      startDeploymentRun: 'POST',
      listDeploymentRuns: 'GET',
      getDeploymentRun: 'GET',
      cancelDeploymentRun: 'POST',
      retryDeploymentRun: 'POST',
      refreshAccountHealth: 'POST',
      getAccountHealth: 'GET',
      listAccountHealth: 'GET',
      getCopyReport: 'GET',
      getGuardrailSettings: 'GET',
      setGuardrailSettings: 'PUT',
      getStrategyRisk: 'GET',
      rebuildStrategyStatistics: 'POST',
      setStrategyActive: 'POST',
      resumeCopying: 'POST',
      searchUsers: 'GET',
      requestMailboxProof: 'POST',
      trustEnrolledFactor: 'POST',
      grantAdminRole: 'POST',
      runSmokeCheck: 'POST',
      deleteMyAccount: 'POST',
      eraseUser: 'POST',
      listErasures: 'GET',
    });
  });
});

describe('typed client', () => {
  function fakeFetch(status: number, body: unknown) {
    return vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  }

  it('sends the bearer token, puts GET input in the query string and parses the answer', async () => {
    const fetchMock = fakeFetch(200, {
      success: true,
      accountInfo: {
        balance: 1,
        equity: 1,
        marginLevel: null,
        leverage: 500,
        currency: 'USD',
        server: 's',
        platform: 'mt5',
        name: 'n',
        login: '1',
      },
    });
    const client = createApiClient({
      baseUrl: 'http://host/base/',
      getToken: () => Promise.resolve('tok'),
      fetch: fetchMock,
    });
    const answer = await client.getAccountInfo({ accountId: 'abc' });
    expect(answer.accountInfo.leverage).toBe(500);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://host/base/getAccountInfo?accountId=abc');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('sends other verbs as a JSON body', async () => {
    const fetchMock = fakeFetch(200, { success: true, message: 'ok' });
    const client = createApiClient({ baseUrl: 'http://host', getToken: () => 'tok', fetch: fetchMock });
    await client.deleteAccount({ accountId: 'abc' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://host/deleteAccount');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBe('{"accountId":"abc"}');
  });

  it('throws ApiError with status, message and details on an error answer', async () => {
    const client = createApiClient({
      baseUrl: 'http://host',
      getToken: () => null,
      fetch: fakeFetch(409, {
        success: false,
        error: 'You already have a trading account.',
        details: { code: 'X' },
      }),
    });
    const error = await client.getStrategies({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'You already have a trading account.',
      details: { code: 'X' },
    });
  });

  it('throws ApiError when a 200 answer does not match the contract', async () => {
    const client = createApiClient({
      baseUrl: 'http://host',
      getToken: () => 't',
      fetch: fakeFetch(200, { success: true }),
    });
    await expect(client.getStrategies({})).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected answer from getStrategies',
    });
  });

  it('throws ApiError status 0 when the network fails', async () => {
    const client = createApiClient({
      baseUrl: 'http://host',
      getToken: () => 't',
      fetch: () => Promise.reject(new Error('offline')),
    });
    await expect(client.whoami({})).rejects.toMatchObject({ status: 0 });
  });
});
