import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { bridgeFor, provisionInput, rejection, requests, startSim, waitFor } from './harness.js';

let sim: BridgeSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('account lifecycle and listing', () => {
  it('goes CREATED -> DEPLOYING -> DEPLOYED -> CONNECTED, then UNDEPLOYING -> UNDEPLOYED, and deletes (simulated clock)', async () => {
    sim = await startSim({
      clock: 'manual',
      autoDeploy: false,
      deployDelayMs: 2_000,
      connectDelayMs: 1_500,
      undeployDelayMs: 1_500,
    });
    const bridge = bridgeFor(sim);
    const advance = (ms: number) =>
      fetch(`${sim!.url}/__control/advance`, { method: 'POST', body: JSON.stringify({ ms }) });
    const status = async (id: string) => {
      const a = await bridge.getAccount(id);
      return a ? `${a.state}/${a.connectionStatus}` : 'gone';
    };
    const { id } = await bridge.provisionAccount(provisionInput());
    const seen = [await status(id)];
    await bridge.deployAccount(id);
    seen.push(await status(id));
    await advance(1_999);
    seen.push(await status(id));
    await advance(1);
    seen.push(await status(id));
    await advance(1_500);
    seen.push(await status(id));
    await bridge.undeployAccount(id);
    seen.push(await status(id));
    await advance(1_500);
    seen.push(await status(id));
    await bridge.deleteAccount(id);
    seen.push(await status(id));
    await advance(1_500);
    seen.push(await status(id));
    expect(seen).toEqual([
      'CREATED/DISCONNECTED',
      'DEPLOYING/DISCONNECTED',
      'DEPLOYING/DISCONNECTED',
      'DEPLOYED/DISCONNECTED',
      'DEPLOYED/CONNECTED',
      'UNDEPLOYING/DISCONNECTED',
      'UNDEPLOYED/DISCONNECTED',
      'DELETING/DISCONNECTED',
      'gone',
    ]);
  });

  it('pages the account list with offset/limit (api-version 2) and lists them all', async () => {
    sim = await startSim();
    const bridge = bridgeFor(sim, { pageSize: 2 });
    for (let i = 0; i < 5; i++) await bridge.provisionAccount(provisionInput({ login: `6000000${i}` }));
    const first = await bridge.listAccounts({ offset: 0, limit: 2 });
    expect(first).toMatchObject({ count: 5, hasMore: true });
    expect(first.items).toHaveLength(2);
    const last = await bridge.listAccounts({ offset: 4, limit: 2 });
    expect(last.items).toHaveLength(1);
    expect(last.hasMore).toBe(false);
    const all = await bridge.listAllAccounts();
    expect(all.map((a) => a.login).sort()).toEqual([
      '60000000',
      '60000001',
      '60000002',
      '60000003',
      '60000004',
    ]);
    expect(requests(sim, 'GET', '/users/current/accounts').length).toBeGreaterThanOrEqual(5);
    const found = await bridge.listAccounts({ query: '60000003' });
    expect(found.items.map((a) => a.login)).toEqual(['60000003']);
  });

  it('answers api-version 1 with a bare array (simulator dialect)', async () => {
    sim = await startSim();
    await bridgeFor(sim).provisionAccount(provisionInput());
    const res = await fetch(`${sim.url}/users/current/accounts?limit=10`, {
      headers: { 'auth-token': 'sim-token-for-tests', 'api-version': '1' },
    });
    const body = await res.json();
    expect(Array.isArray(body)).toBe(true);
  });

  it('returns null for an unknown account and not-found for its deletion', async () => {
    sim = await startSim();
    const bridge = bridgeFor(sim);
    expect(await bridge.getAccount('nope')).toBeNull();
    expect((await rejection(bridge.deleteAccount('nope'))).code).toBe('not-found');
    expect(requests(sim)).toHaveLength(2);
  });

  it('searches MT5 servers by broker', async () => {
    sim = await startSim();
    const bridge = bridgeFor(sim);
    const xm = await bridge.searchServers('XM');
    const names = xm.flatMap((b) => b.servers);
    expect(names).toEqual(
      expect.arrayContaining([
        'XMGlobal-MT5',
        'XMGlobal-MT5 2',
        'XMGlobal-MT5 3',
        'XMGlobal-MT5 6',
        'XM.COM-MT5',
      ]),
    );
    expect(names.some((n) => n.startsWith('ICMarkets'))).toBe(false);
    expect(await bridge.searchServers('icmarkets')).toEqual([
      { broker: 'Raw Trading Ltd', servers: ['ICMarketsSC-Demo', 'ICMarketsSC-MT5', 'ICMarketsSC-MT5-2'] },
    ]);
  });

  it('resolves {region} in the client URL from the account, reading it once', async () => {
    sim = await startSim();
    // The region only has to make a reachable host here: region "1" turns 127.0.0.{region} into 127.0.0.1.
    const template = sim.url.replace('127.0.0.1', '127.0.0.{region}');
    const { id } = await bridgeFor(sim, { region: '1' }).provisionAccount(provisionInput());
    const bridge = bridgeFor(sim, { clientUrl: template });
    const url = sim.url;
    await waitFor(async () => {
      // Control calls are not recorded, so the request count below only sees the adapter.
      const state = (await (await fetch(`${url}/__control/state`)).json()) as {
        accounts: { connectionStatus: string }[];
      };
      return state.accounts[0]?.connectionStatus === 'CONNECTED';
    });
    await bridge.getPositions(id);
    await bridge.getAccountInformation(id);
    expect(requests(sim, 'GET', `/users/current/accounts/${id}`).map((r) => r.path)).toEqual([
      `/users/current/accounts/${id}`,
      `/users/current/accounts/${id}/positions`,
      `/users/current/accounts/${id}/account-information`,
    ]);
  });
});
