// The simulator's copy-health signals, read through the real adapter: connection and deployment
// failures, the CopyFactory user log (filters, paging, newest first), stop-outs and their reset, and
// close-only in the subscriber list. Causes come from the control API, as tests and demos use it.
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { advance, bridgeFor, connectedAccount, control, startSim } from './harness.js';

const MINUTE = 60_000;
let sims: BridgeSimulator[] = [];
afterEach(async () => {
  await Promise.all(sims.map((s) => s.close()));
  sims = [];
});

async function setup() {
  const sim = await startSim({ clock: 'manual', seed: 7 });
  sims.push(sim);
  const bridge = bridgeFor(sim);
  const id = await connectedAccount(sim, bridge, {}, 50);
  await bridge.subscribe(id, { subscriberName: 'Health', strategyId: 'XmTr', tradeVolume: 0.05 });
  return { sim, bridge, id };
}

describe('account connection and deployment faults', () => {
  it('shows DISCONNECTED_FROM_BROKER while the broker connection is lost, CONNECTED once restored', async () => {
    const { sim, bridge, id } = await setup();
    await control(sim, 'POST', `/__control/accounts/${id}/connection`, {
      connectionStatus: 'DISCONNECTED_FROM_BROKER',
    });
    expect(await bridge.getAccount(id)).toMatchObject({
      state: 'DEPLOYED',
      connectionStatus: 'DISCONNECTED_FROM_BROKER',
    });
    await control(sim, 'POST', `/__control/accounts/${id}/connection`, { connectionStatus: 'CONNECTED' });
    expect(await bridge.getAccount(id)).toMatchObject({ state: 'DEPLOYED', connectionStatus: 'CONNECTED' });
  });

  it('shows DEPLOY_FAILED until the account is deployed again', async () => {
    const { sim, bridge, id } = await setup();
    await bridge.undeployAccount(id);
    await advance(sim, MINUTE);
    await control(sim, 'POST', `/__control/accounts/${id}/deploy-failure`, {});
    expect(await bridge.getAccount(id)).toMatchObject({
      state: 'DEPLOY_FAILED',
      connectionStatus: 'DISCONNECTED',
    });
    expect((await bridge.listAllAccounts()).find((a) => a.id === id)?.state).toBe('DEPLOY_FAILED');
    await bridge.deployAccount(id);
    expect((await bridge.getAccount(id))?.state).toBe('DEPLOYING');
  });
});

describe('the subscriber user log', () => {
  it.each([
    ['not-enough-money', 'ERROR', 'not enough money (TRADE_RETCODE_NO_MONEY)'],
    ['symbol-not-found', 'ERROR', 'symbol not found (ERR_MARKET_UNKNOWN_SYMBOL)'],
    ['market-closed', 'WARN', 'market closed (TRADE_RETCODE_MARKET_CLOSED)'],
    ['invalid-volume', 'ERROR', 'invalid volume, below the broker minimum (TRADE_RETCODE_INVALID_VOLUME)'],
  ])('records a %s copy failure at level %s', async (reason, level, words) => {
    const { sim, bridge, id } = await setup();
    await control(sim, 'POST', `/__control/subscribers/${id}/copy-failure`, { reason, when: 'now' });
    const [entry] = await bridge.getUserLog(id, { level: 'WARN' });
    expect(entry).toMatchObject({ level, strategyId: 'XmTr', strategyName: 'XM Trend Rider', side: 'buy' });
    expect(entry?.message).toBe(`Failed to copy buy 0.01 EURUSD: ${words}`);
  });

  it('filters by minimum level and time, pages with offset and limit, newest first', async () => {
    const { sim, bridge, id } = await setup();
    const start = Date.parse((sim.world().snapshot() as { now: string }).now);
    for (const [level, minutes] of [
      ['INFO', 1],
      ['WARN', 2],
      ['ERROR', 3],
      ['ERROR', 4],
    ] as const) {
      const time = new Date(start + minutes * MINUTE).toISOString();
      await control(sim, 'POST', `/__control/subscribers/${id}/user-log`, {
        level,
        message: `m${minutes}`,
        time,
      });
    }
    const messages = async (q: Parameters<typeof bridge.getUserLog>[1]) =>
      (await bridge.getUserLog(id, q)).map((e) => e.message);
    expect(await messages({})).toEqual(['m4', 'm3', 'm2', 'm1']);
    expect(await messages({ level: 'WARN' })).toEqual(['m4', 'm3', 'm2']);
    expect(await messages({ level: 'ERROR', offset: 1, limit: 1 })).toEqual(['m3']);
    expect(await messages({ startTime: new Date(start + 2 * MINUTE + 1) })).toEqual(['m4', 'm3']);
    expect(await messages({ endTime: new Date(start + 2 * MINUTE) })).toEqual(['m2', 'm1']);
  });

  it('fails the next copied open with the armed reason instead of opening it', async () => {
    const { sim, bridge, id } = await setup();
    await control(sim, 'POST', `/__control/subscribers/${id}/copy-failure`, { reason: 'market-closed' });
    for (let i = 0; i < 60 && (await bridge.getUserLog(id)).length === 0; i++)
      await advance(sim, 10 * MINUTE);
    const [entry] = await bridge.getUserLog(id);
    expect(entry?.level).toBe('WARN');
    expect(entry?.message).toMatch(/^Failed to copy (buy|sell) 0\.05 (EURUSD|GBPUSD|USDJPY): market closed/);
    expect(sim.world().copier.subscribers.get(id)?.links).toEqual([]);
  });
});

describe('stop-outs', () => {
  it('lists a triggered stop-out in MetaApi shape, stops copying it, and clears on reset', async () => {
    const { sim, bridge, id } = await setup();
    await control(sim, 'POST', `/__control/subscribers/${id}/stopout`, { durationMs: 60 * MINUTE });
    const [stopout] = await bridge.getStopouts(id);
    expect(stopout).toMatchObject({
      subscriberId: id,
      strategy: { id: 'XmTr', name: 'XM Trend Rider' },
      partial: false,
      reason: 'day-equity-difference',
      reasonDescription: 'daily equity drawdown exceeded limit',
      sequenceNumber: 1,
    });
    expect(Date.parse(stopout!.stoppedTill ?? '') - Date.parse(stopout!.stoppedAt)).toBe(60 * MINUTE);
    await advance(sim, 50 * MINUTE);
    expect(sim.world().copier.subscribers.get(id)?.links).toEqual([]);
    await bridge.resetStopouts(id, 'day-equity-difference');
    expect(await bridge.getStopouts(id)).toEqual([]);
  });

  it('ends a stop-out when its period is over', async () => {
    const { sim, bridge, id } = await setup();
    await control(sim, 'POST', `/__control/subscribers/${id}/stopout`, { durationMs: 30 * MINUTE });
    await advance(sim, 31 * MINUTE);
    expect(await bridge.getStopouts(id)).toEqual([]);
  });
});

describe('close-only in the subscriber list', () => {
  it('lists every subscriber with its closeOnly setting', async () => {
    const { bridge, id } = await setup();
    await bridge.setCloseOnly(id, 'by-position');
    expect((await bridge.listSubscribers()).map((s) => [s.id, s.closeOnly])).toEqual([[id, 'by-position']]);
  });
});
