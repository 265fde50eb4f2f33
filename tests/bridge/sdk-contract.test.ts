// Contract test: MetaApi's own CopyFactory SDK (metaapi.cloud-copyfactory-sdk) reads the simulator's
// subscription and provided transactions and the subscriber user log and removes a subscriber, and
// MetaApi's core SDK (metaapi.cloud-sdk) lists accounts (state[] filter included), reads, updates and
// redeploys one through MetatraderAccountApi, so the simulator speaks MetaApi's dialect and not only
// our adapter's. The SDK's HTTP client is kept whole (its query encoding, retries
// and error mapping) except that each request's host is swapped for the simulator on loopback. The SDK
// only sends requests with a JWT-shaped token (three dot-separated parts), so the simulator gets one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type CopyFactoryType from 'metaapi.cloud-copyfactory-sdk';
import type MetaApiType from 'metaapi.cloud-sdk';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import type { MetaApiBridge } from '../../functions/src/bridge/index.js';
import { advance, bridgeFor, connectedAccount, startSim } from './harness.js';

// The package's "import" entry is its browser bundle (axios without the http adapter); Node takes "require".
const CopyFactory = (
  createRequire(import.meta.url)('metaapi.cloud-copyfactory-sdk') as { default: typeof CopyFactoryType }
).default;
type CopyFactory = CopyFactoryType;
const MetaApi = (createRequire(import.meta.url)('metaapi.cloud-sdk') as { default: typeof MetaApiType })
  .default;

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjb3B5ZGVzayJ9.c2ltdWxhdG9y';
const HOUR = 3_600_000;

interface SdkHttpClient {
  _makeRequest(options: { url: string }): Promise<unknown>;
}

/** Sends every request of an SDK's HTTP client to the simulator: same path and query, loopback host. */
function toSimulator(http: SdkHttpClient, simulatorUrl: string): string[] {
  const hosts: string[] = [];
  const original = http._makeRequest.bind(http);
  http._makeRequest = (options) => {
    const url = new URL(options.url);
    hosts.push(url.host);
    return original({ ...options, url: `${simulatorUrl}${url.pathname}${url.search}` });
  };
  return hosts;
}

let sim: BridgeSimulator;
let bridge: MetaApiBridge;
let subscriberId: string;
let cf: CopyFactory;
let hosts: string[];
let window: { from: Date; till: Date };

beforeAll(async () => {
  sim = await startSim({ clock: 'manual', seed: 7, startsAgoMs: 12 * HOUR, token: JWT, historyDays: 10 });
  bridge = bridgeFor(sim, { token: JWT });
  subscriberId = await connectedAccount(sim, bridge, {}, 50);
  await bridge.subscribe(subscriberId, { subscriberName: 'SDK', strategyId: 'XmTr', tradeVolume: 0.07 });
  const armed = await fetch(`${sim.url}/__control/subscribers/${subscriberId}/copy-failure`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'not-enough-money' }),
  });
  expect(armed.status).toBe(200);
  await advance(sim, 6 * HOUR);
  window = { from: new Date(sim.world().now() - 30 * 24 * HOUR), till: new Date(sim.world().now()) };
  cf = new CopyFactory(JWT);
  hosts = toSimulator((cf as unknown as { _httpClient: SdkHttpClient })._httpClient, sim.url);
});

afterAll(() => sim.close());

describe("MetaApi's CopyFactory SDK against the simulator", () => {
  it('reads subscription transactions: the same deals our adapter reads, times parsed as dates', async () => {
    const { from, till } = window;
    const sdk = await cf.historyApi.getSubscriptionTransactions(from, till, undefined, [subscriberId]);
    const ours = await bridge.getSubscriptionTransactions({ from, till, subscriberIds: [subscriberId] });
    expect(sdk.length).toBeGreaterThan(2);
    expect(sdk.map((t) => t.id)).toEqual(ours.map((t) => t.id));
    for (const t of sdk) {
      expect(t.time).toBeInstanceOf(Date);
      expect(t).toMatchObject({
        subscriberId,
        strategy: { id: 'XmTr', name: 'XM Trend Rider' },
        quantity: t.type === 'DEAL_TYPE_SELL' ? -0.07 : 0.07,
      });
      expect(typeof t.slavePositionId).toBe('string');
    }
    expect(sdk.some((t) => typeof t.metrics?.tradeCopyingLatency === 'number')).toBe(true);
    expect(new Set(hosts)).toEqual(
      new Set([
        'mt-provisioning-api-v1.agiliumtrade.agiliumtrade.ai',
        'copyfactory-api-v1.vint-hill.agiliumtrade.ai',
      ]),
    );
  });

  it("reads provided transactions with a strategy filter and paging, the strategy's past included", async () => {
    const { from, till } = window;
    const first = await cf.historyApi.getProvidedTransactions(from, till, ['XmTr'], undefined, 0, 5);
    const second = await cf.historyApi.getProvidedTransactions(from, till, ['XmTr'], undefined, 5, 5);
    const all = await cf.historyApi.getProvidedTransactions(from, till, ['XmTr']);
    expect([...first, ...second].map((t) => t.id)).toEqual(all.slice(0, 10).map((t) => t.id));
    const own = all.filter((t) => t.subscriberId === 'provider-xmtr');
    expect(own.filter((t) => t.time.getTime() < sim.world().now() - 12 * HOUR).length).toBeGreaterThan(100);
    expect(all.every((t) => t.strategy.id === 'XmTr' && typeof t.profit === 'number')).toBe(true);
  });

  it('reads the subscriber user log with the refused copy, and maps an unknown subscriber to NotFoundError', async () => {
    const log = await cf.tradingApi.getUserLog(subscriberId, window.from, window.till);
    const refused = log.find((e) => e.message.includes('not enough money'));
    expect(refused).toMatchObject({ level: 'ERROR', strategyId: 'XmTr' });
    expect(refused?.time).toBeInstanceOf(Date);
    const error: unknown = await cf.tradingApi.getUserLog('no-such-subscriber').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotFoundError' });
  });
});

describe("MetaApi's CopyFactory SDK removing a subscriber", () => {
  it('removes the whole subscriber (DELETE, close-immediately), which then reads as NotFoundError', async () => {
    const other = await connectedAccount(sim, bridge, { login: '51234569' }, 50);
    await bridge.subscribe(other, { subscriberName: 'Leaving', strategyId: 'AbCd', tradeVolume: 0.05 });
    expect((await cf.configurationApi.getSubscriber(other)).name).toBe('Leaving');
    await cf.configurationApi.removeSubscriber(other, { mode: 'close-immediately' });
    const error: unknown = await cf.configurationApi.getSubscriber(other).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotFoundError' });
    expect(await bridge.getSubscriber(subscriberId)).not.toBeNull();
  });
});

describe("MetaApi's core SDK against the simulator", () => {
  it('lists the accounts and reads one through MetatraderAccountApi, deployed and connected', async () => {
    const api = new MetaApi(JWT);
    // One HTTP client serves the SDK's domain lookup and its provisioning client.
    const client = api.metatraderAccountApi as unknown as {
      _metatraderAccountClient: { _httpClient: SdkHttpClient };
    };
    const coreHosts = toSimulator(client._metatraderAccountClient._httpClient, sim.url);
    try {
      const listed = await api.metatraderAccountApi.getAccountsWithInfiniteScrollPagination({ limit: 100 });
      const paged = await api.metatraderAccountApi.getAccountsWithClassicPagination({ limit: 100 });
      expect(listed.map((a) => a.id)).toContain(subscriberId);
      expect(paged.count).toBe(listed.length);
      const account = await api.metatraderAccountApi.getAccount(subscriberId);
      expect([account.id, account.state, account.connectionStatus, account.type]).toEqual([
        subscriberId,
        'DEPLOYED',
        'CONNECTED',
        'cloud-g2',
      ]);
      const error: unknown = await api.metatraderAccountApi
        .getAccount('no-such-account')
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'NotFoundError' });
      expect(new Set(coreHosts)).toEqual(new Set(['mt-provisioning-api-v1.agiliumtrade.agiliumtrade.ai']));
    } finally {
      api.close();
    }
  });

  it('filters the account list by state given as an array (state[])', async () => {
    const api = new MetaApi(JWT);
    const client = api.metatraderAccountApi as unknown as {
      _metatraderAccountClient: { _httpClient: SdkHttpClient };
    };
    toSimulator(client._metatraderAccountClient._httpClient, sim.url);
    try {
      type Filter = Parameters<typeof api.metatraderAccountApi.getAccountsWithInfiniteScrollPagination>[0];
      const list = (state: NonNullable<Filter>['state']) =>
        api.metatraderAccountApi.getAccountsWithInfiniteScrollPagination({ state });
      expect((await list(['DEPLOYED', 'DEPLOYING'])).map((a) => a.id)).toContain(subscriberId);
      expect((await list(['UNDEPLOYED', 'DRAFT'])).map((a) => a.id)).not.toContain(subscriberId);
    } finally {
      api.close();
    }
  });

  it('echoes magic, updates an account (PUT) and redeploys it', async () => {
    const api = new MetaApi(JWT);
    const client = api.metatraderAccountApi as unknown as {
      _metatraderAccountClient: { _httpClient: SdkHttpClient };
    };
    toSimulator(client._metatraderAccountClient._httpClient, sim.url);
    try {
      const id = await connectedAccount(sim, bridge, { login: '51234570' }, 50);
      const account = await api.metatraderAccountApi.getAccount(id);
      expect(account.magic).toBe(0); // what our adapter creates accounts with
      await account.update({ name: 'Renamed', server: 'XMGlobal-MT5 2', magic: 777 });
      expect([account.name, account.magic]).toEqual(['Renamed', 777]);
      await account.redeploy();
      expect(account.state).toBe('DEPLOYING');
      await advance(sim, 50);
      await account.reload();
      expect([account.state, account.connectionStatus]).toEqual(['DEPLOYED', 'CONNECTED']);
    } finally {
      api.close();
    }
  });
});
