import { afterEach, describe, expect, it } from 'vitest';
import { newTransactionId } from '../../functions/src/bridge/index.js';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { bridgeFor, provisionInput, rejection, requests, startSim, waitFor } from './harness.js';

let sim: BridgeSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('provisioning through the adapter', () => {
  it('creates an MT5 SUBSCRIBER account that deploys and connects on its own', async () => {
    sim = await startSim();
    const bridge = bridgeFor(sim, { region: 'london' });
    const created = await bridge.provisionAccount(provisionInput({ login: '51234568' }));
    expect(created.state).toBe('CREATED');
    const account = await waitFor(async () => {
      const a = await bridge.getAccount(created.id);
      return a?.connectionStatus === 'CONNECTED' ? a : undefined;
    });
    expect(account).toMatchObject({
      id: created.id,
      name: 'Test account',
      login: '51234568',
      server: 'XMGlobal-MT5 2',
      state: 'DEPLOYED',
      region: 'london',
      reliability: 'high',
      type: 'cloud-g2',
      platform: 'mt5',
      copyFactoryRoles: ['SUBSCRIBER'],
    });
  });

  it('returns the same account for a repeated transaction id', async () => {
    sim = await startSim();
    const bridge = bridgeFor(sim);
    const input = provisionInput();
    const first = await bridge.provisionAccount(input);
    const second = await bridge.provisionAccount(input);
    expect(second.id).toBe(first.id);
    expect(sim.world().accounts.size).toBe(1);
  });

  it('polls a 202 (body recommendedRetryTime) re-sending the same transaction id: exactly one account', async () => {
    sim = await startSim({ detectionPolls: 2, detectionRetryAfterSeconds: 0.15 });
    const bridge = bridgeFor(sim);
    const txn = newTransactionId();
    const started = Date.now();
    const { id } = await bridge.provisionAccount(provisionInput({ transactionId: txn }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const posts = requests(sim, 'POST', '/users/current/accounts');
    expect(posts.map((r) => r.status)).toEqual([202, 202, 201]);
    expect(new Set(posts.map((r) => r.transactionId))).toEqual(new Set([txn]));
    expect([...sim.world().accounts.keys()]).toEqual([id]);
  });

  it('honours a Retry-After header given in seconds', async () => {
    sim = await startSim({ detectionPolls: 1, detectionRetryAfterSeconds: 1 });
    const bridge = bridgeFor(sim);
    const started = Date.now();
    await bridge.provisionAccount(provisionInput());
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(requests(sim, 'POST').map((r) => r.status)).toEqual([202, 201]);
  });

  it('maps E_AUTH to auth-failed and does not retry it', async () => {
    sim = await startSim();
    const error = await rejection(
      bridgeFor(sim).provisionAccount(provisionInput({ password: 'wrong-password' })),
    );
    expect(error.code).toBe('auth-failed');
    expect(error.message).toBe('The broker rejected the login or password for this account.');
    expect(requests(sim, 'POST')).toHaveLength(1);
    expect(sim.world().accounts.size).toBe(0);
  });

  it('maps E_SRV_NOT_FOUND to server-not-found with the suggested servers', async () => {
    sim = await startSim();
    const error = await rejection(
      bridgeFor(sim).provisionAccount(provisionInput({ server: 'XMGlobal-MT55' })),
    );
    expect(error.code).toBe('server-not-found');
    expect(error.serversByBrokers?.['XM Global Limited']).toContain('XMGlobal-MT5 6');
    expect(error.message).toMatch(
      /^Server "XMGlobal-MT55" was not found\. Did you mean: XMGlobal-MT5, XMGlobal-MT5 2, .*XM\.COM-MT5\?$/,
    );
  });

  it('rejects a bad API token with 401 once, unretried', async () => {
    sim = await startSim();
    const error = await rejection(bridgeFor(sim, { token: 'not-the-token' }).listStrategies());
    expect(error.code).toBe('unauthorized');
    expect(requests(sim)).toHaveLength(1);
  });

  it('refuses a malformed transaction id before calling the bridge', async () => {
    sim = await startSim();
    const error = await rejection(
      bridgeFor(sim).provisionAccount(provisionInput({ transactionId: 'short' })),
    );
    expect(error.code).toBe('validation');
    expect(requests(sim)).toHaveLength(0);
  });
});
