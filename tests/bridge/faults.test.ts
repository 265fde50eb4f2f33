import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BridgeError } from '../../functions/src/bridge/index.js';
import type { BridgeSimulator, Fault } from '../../tools/bridge-simulator/index.js';
import { bridgeFor, collectLog, control, requests, startSim } from './harness.js';

let sim: BridgeSimulator;
beforeEach(async () => {
  sim = await startSim();
});
afterEach(async () => {
  await sim.close();
});

const STRATEGIES = '/users/current/configuration/strategies';

async function inject(...faults: Fault[]): Promise<void> {
  await control(sim, 'POST', '/__control/faults', faults);
}

async function failure(promise: Promise<unknown>): Promise<BridgeError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BridgeError);
  return error as BridgeError;
}

describe('adapter retry policy against injected faults', () => {
  it('waits for recommendedRetryTime on a 429, then succeeds', async () => {
    await inject({ match: { path: STRATEGIES }, kind: 'rate-limit', retryAfterSeconds: 0.3, times: 1 });
    const started = Date.now();
    // The 429 deadline is retries * maxDelayMs (3 * 200 ms here), as in the official SDK.
    const strategies = await bridgeFor(sim, { maxDelayMs: 200 }).listStrategies();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(strategies).toHaveLength(4);
    expect(requests(sim).map((r) => r.status)).toEqual([429, 200]);
  });

  it('fails a 429 whose retry time is past the deadline (retries * maxDelay) without waiting', async () => {
    await inject({ kind: 'rate-limit', retryAfterSeconds: 30 });
    const started = Date.now();
    const error = await failure(bridgeFor(sim).listStrategies());
    expect(error.code).toBe('rate-limited');
    expect(error.message).toMatch(/Please try again in (29|30) seconds\.$/);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(requests(sim)).toHaveLength(1);
  });

  it('retries a 500 with backoff, then succeeds', async () => {
    await inject({ kind: 'status', status: 500, times: 2 });
    const { entries, log } = collectLog();
    const strategy = await bridgeFor(sim, { log }).getStrategy('AbCd');
    expect(strategy?.name).toBe('Steady Majors');
    expect(requests(sim).map((r) => r.status)).toEqual([500, 500, 200]);
    expect(entries.map((e) => e.attempt)).toEqual([1, 2, 3]);
  });

  it('retries a 409 conflict, and gives up on a persistent 503 after the bounded count', async () => {
    await inject({ kind: 'status', status: 409, times: 1 });
    await bridgeFor(sim).listStrategies();
    expect(requests(sim).map((r) => r.status)).toEqual([409, 200]);
    await control(sim, 'DELETE', '/__control/faults');
    await control(sim, 'POST', '/__control/reset');
    await inject({ kind: 'status', status: 503 });
    const error = await failure(bridgeFor(sim, { retries: 3 }).listStrategies());
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('The trading bridge is temporarily unavailable. Please try again later.');
    expect(requests(sim)).toHaveLength(4);
  });

  it('never retries a 400 (the simulator sees exactly one request)', async () => {
    await inject({ kind: 'status', status: 400 });
    const error = await failure(bridgeFor(sim).listStrategies());
    expect(error.code).toBe('validation');
    expect(requests(sim)).toHaveLength(1);
  });

  it('times out a hanging request and retries it', async () => {
    await inject({ kind: 'hang', times: 1 });
    const strategies = await bridgeFor(sim, { timeoutMs: 200 }).listStrategies();
    expect(strategies).toHaveLength(4);
    expect(requests(sim).map((r) => r.status)).toEqual(['hang', 200]);
  });

  it('reports a timeout when every attempt hangs', async () => {
    await inject({ kind: 'hang' });
    const { entries, log } = collectLog();
    const error = await failure(bridgeFor(sim, { timeoutMs: 150, retries: 1, log }).listStrategies());
    expect(error.code).toBe('timeout');
    expect(entries.map((e) => e.status)).toEqual(['timeout', 'timeout']);
  });

  it('tolerates latency below the timeout', async () => {
    await inject({ kind: 'latency', ms: 200 });
    const started = Date.now();
    const strategies = await bridgeFor(sim, { timeoutMs: 1_000 }).listStrategies();
    expect(strategies).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(requests(sim)).toHaveLength(1);
  });

  it('re-sends a request answered 202 in-progress until it completes', async () => {
    await inject({
      match: { method: 'GET', path: 'strategies/GoLd$' },
      kind: 'in-progress',
      retryAfterSeconds: 0.05,
      times: 2,
    });
    const strategy = await bridgeFor(sim).getStrategy('GoLd');
    expect(strategy?.id).toBe('GoLd');
    expect(requests(sim).map((r) => r.status)).toEqual([202, 202, 200]);
  });

  it('gives up on a 202 that outlasts the long-running deadline', async () => {
    await inject({ kind: 'in-progress', retryAfterSeconds: 1 });
    const error = await failure(bridgeFor(sim, { longRunningTimeoutMs: 300 }).listStrategies());
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('safe to retry');
    expect(requests(sim)).toHaveLength(1);
  });

  it('treats a 404 as not found without retrying', async () => {
    await inject({ kind: 'status', status: 404 });
    const bridge = bridgeFor(sim);
    expect(await bridge.getStrategy('AbCd')).toBeNull();
    expect(requests(sim)).toHaveLength(1);
  });

  it('refuses the token on a token-refused fault as MetaApi does, and the adapter reports it unauthorized', async () => {
    await inject({ match: { path: '^/users/current/accounts$' }, kind: 'token-refused', times: 1 });
    const bridge = bridgeFor(sim);
    const error = await failure(bridge.listAccounts({ limit: 1 }));
    expect(error.code).toBe('unauthorized');
    expect(requests(sim).map((r) => r.status)).toEqual([401]);
    await bridge.listAccounts({ limit: 1 });
    expect(requests(sim).map((r) => r.status)).toEqual([401, 200]);
  });

  it('scopes faults by method and path regex and clears them over HTTP', async () => {
    await inject({ match: { method: 'PUT' }, kind: 'status', status: 500 });
    const bridge = bridgeFor(sim);
    expect(await bridge.listStrategies()).toHaveLength(4);
    await control(sim, 'DELETE', '/__control/faults');
    const state = (await control(sim, 'GET', '/__control/state')) as { faults: unknown[] };
    expect(state.faults).toEqual([]);
  });
});
