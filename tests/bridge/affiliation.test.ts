import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AffiliateError, HttpAffiliateVerifier } from '../../functions/src/affiliation/index.js';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { AFFILIATE_KEY, control, requests, startSim } from './harness.js';

let sim: BridgeSimulator;
beforeEach(async () => {
  sim = await startSim();
});
afterEach(async () => {
  await sim.close();
});

const verifier = (o: { apiKey?: string; timeoutMs?: number } = {}) =>
  new HttpAffiliateVerifier({
    url: `${sim.url}/affiliate/check`,
    apiKey: o.apiKey ?? AFFILIATE_KEY,
    timeoutMs: o.timeoutMs ?? 1_000,
  });

async function failure(promise: Promise<unknown>): Promise<AffiliateError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AffiliateError);
  return error as AffiliateError;
}

describe('affiliate verifier against the simulator', () => {
  it('reports even account numbers as affiliated and odd ones as not', async () => {
    expect(await verifier().check('51234568')).toEqual({
      isAffiliated: true,
      message: 'Account 51234568 is registered under the CopyDesk partner code.',
    });
    expect(await verifier().check(' 51234567 ')).toEqual({
      isAffiliated: false,
      message: 'Account 51234567 was not opened with the CopyDesk partner code.',
    });
  });

  it('refuses a non-numeric account number without calling the service', async () => {
    expect((await failure(verifier().check('12ab'))).code).toBe('invalid-account-number');
    expect(requests(sim)).toHaveLength(0);
  });

  it('maps a wrong key to unauthorized, 5xx to unavailable and a hang to timeout', async () => {
    expect((await failure(verifier({ apiKey: 'nope' }).check('2'))).code).toBe('unauthorized');
    await control(sim, 'POST', '/__control/faults', [
      { match: { path: '^/affiliate' }, kind: 'status', status: 503, times: 1 },
      { match: { path: '^/affiliate' }, kind: 'hang', times: 1 },
    ]);
    const down = await failure(verifier().check('2'));
    expect([down.code, down.message]).toEqual(['unavailable', 'Server error. Please try again later.']);
    expect((await failure(verifier({ timeoutMs: 150 }).check('2'))).code).toBe('timeout');
    expect(requests(sim, 'GET', '/affiliate/check').map((r) => r.status)).toEqual([401, 503, 'hang']);
  });
});
