// Guardrails on the simulated copier, through the real adapter (docs/product.md §5): riskLimits stop a
// strategy out when the market moves against it (closing its copies when closePositions is set),
// a reset plus a restarted startTime resumes copying, a maxTradeVolume written before the maximum lots
// were removed is taken off, and malformed risk settings are refused like MetaApi refuses them.
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { bridgeFor, connectedAccount, control, rejection, startSim } from './harness.js';
import { type Guardrails } from '../../functions/src/product-rules/index.js';

let sims: BridgeSimulator[] = [];
afterEach(async () => {
  await Promise.all(sims.map((s) => s.close()));
  sims = [];
});

const NONE: Guardrails = { equityStop: null, dailyLossLimit: null, onHit: 'close-only' };
const EURUSD_START = 1.0842;

async function setup(tradeVolume: number, guardrails: Guardrails) {
  const sim = await startSim({ clock: 'manual', seed: 7 });
  sims.push(sim);
  const bridge = bridgeFor(sim);
  const id = await connectedAccount(sim, bridge, {}, 50);
  await bridge.subscribe(id, { subscriberName: 'Guarded', strategyId: 'AbCd', tradeVolume, guardrails });
  return { sim, bridge, id };
}

/** The strategy opens a buy now; the copy is armed to fill at the master's price. */
async function strategyBuys(sim: BridgeSimulator, id: string): Promise<void> {
  await control(sim, 'POST', `/__control/subscribers/${id}/copy-outcome`, {
    latencyMs: 0,
    slippageBasisPoints: 0,
  });
  await control(sim, 'POST', '/__control/strategies/AbCd/open', { symbol: 'EURUSD', side: 'buy' });
}

const priceTo = (sim: BridgeSimulator, price: number) =>
  control(sim, 'POST', '/__control/prices', { symbol: 'EURUSD', price });

describe('a daily loss limit of 200 USD on a 1-lot EURUSD buy', () => {
  // 1 lot x 100,000 x (1.0842 - 1.0812) = 300 USD of loss, over the 200 limit; 1.0832 loses 100.
  it('does not fire on a 100 USD loss', async () => {
    const { sim, bridge, id } = await setup(1, { ...NONE, dailyLossLimit: 200 });
    await strategyBuys(sim, id);
    await priceTo(sim, EURUSD_START - 0.001);
    expect(await bridge.getStopouts(id)).toEqual([]);
  });

  it('stops the strategy out on a 300 USD loss and closes its copies when set to close all', async () => {
    const { sim, bridge, id } = await setup(1, { ...NONE, dailyLossLimit: 200, onHit: 'close-all' });
    await strategyBuys(sim, id);
    expect(await bridge.getPositions(id)).toHaveLength(1);
    await priceTo(sim, EURUSD_START - 0.003);
    const [stopout] = await bridge.getStopouts(id);
    expect(stopout).toMatchObject({
      reason: 'day-balance-minus-equity',
      reasonDescription: 'daily equity drawdown exceeded limit',
      closePositions: true,
      strategy: { id: 'AbCd', name: 'Steady Majors' },
    });
    expect(await bridge.getPositions(id)).toEqual([]);
    await strategyBuys(sim, id);
    expect(await bridge.getPositions(id)).toEqual([]);
  });

  it('keeps the open copy but copies nothing new when set to close-only', async () => {
    const { sim, bridge, id } = await setup(1, { ...NONE, dailyLossLimit: 200, onHit: 'close-only' });
    await strategyBuys(sim, id);
    await priceTo(sim, EURUSD_START - 0.003);
    expect((await bridge.getStopouts(id)).map((s) => s.closePositions)).toEqual([false]);
    await strategyBuys(sim, id);
    expect(await bridge.getPositions(id)).toHaveLength(1);
  });

  it('copies again after the stop-out is reset with a restarted startTime, and does not fire at once', async () => {
    const { sim, bridge, id } = await setup(1, { ...NONE, dailyLossLimit: 200, onHit: 'close-all' });
    await strategyBuys(sim, id);
    await priceTo(sim, EURUSD_START - 0.003);
    // The simulator's clock: the closing deal is before the restart, as it would be on MetaApi.
    await bridge.restartRiskLimits(id, 'AbCd', new Date(sim.world().now()).toISOString());
    await bridge.resetSubscriptionStopouts(id, 'AbCd', 'day-balance-minus-equity');
    expect(await bridge.getStopouts(id)).toEqual([]);
    await strategyBuys(sim, id);
    expect(await bridge.getPositions(id)).toHaveLength(1);
    expect(await bridge.getStopouts(id)).toEqual([]);
  });
});

describe('resuming after a daily stop-out, with a 40% lifetime equity stop', () => {
  // 1 lot: 1.0842 -> 1.0812 loses 300: the 200 daily limit fires and closes the copy (balance 700), the
  // 40% stop (400 below the 1,000 it started from) not. Resumed there, a new buy at 1.0812 falling to
  // 1.0801 loses 110 more (equity 590): 41% below the lifetime stop's 1,000, but only 110 below the 700
  // balance the daily limit restarted from.
  it("moves only the daily limit's startTime, so the lifetime stop still counts the earlier loss", async () => {
    const guardrails: Guardrails = {
      ...NONE,
      equityStop: { kind: 'percent', value: 40 },
      dailyLossLimit: 200,
      onHit: 'close-all',
    };
    const { sim, bridge, id } = await setup(1, guardrails);
    const limitsOf = async () => (await bridge.getSubscriber(id))?.subscriptions[0]?.riskLimits as object[];
    const [lifetime, daily] = await limitsOf();
    await strategyBuys(sim, id);
    await priceTo(sim, EURUSD_START - 0.003);
    expect((await bridge.getStopouts(id)).map((s) => s.reason)).toEqual(['day-balance-minus-equity']);
    const resumedAt = new Date(sim.world().now() + 1000).toISOString();
    await bridge.restartRiskLimits(id, 'AbCd', resumedAt);
    await bridge.resetSubscriptionStopouts(id, 'AbCd', 'day-balance-minus-equity');
    expect(await limitsOf()).toEqual([lifetime, { ...daily, startTime: resumedAt }]);
    expect(await bridge.getStopouts(id)).toEqual([]);
    await strategyBuys(sim, id);
    await priceTo(sim, EURUSD_START - 0.0041);
    expect((await bridge.getStopouts(id)).map((s) => s.reason)).toEqual(['lifetime-balance-minus-equity']);
  });
});

describe('an account-wide loss limit of 200 USD', () => {
  it("is written as the subscriber's own riskLimits and fires for the account with no strategy named", async () => {
    const sim = await startSim({ clock: 'manual', seed: 7 });
    sims.push(sim);
    const bridge = bridgeFor(sim);
    const id = await connectedAccount(sim, bridge, {}, 50);
    await bridge.subscribe(id, {
      subscriberName: 'Guarded',
      strategyId: 'AbCd',
      tradeVolume: 1,
      guardrails: NONE,
      accountLossLimit: 200,
    });
    const saved = await bridge.getSubscriber(id);
    expect(saved?.riskLimits).toEqual([
      {
        type: 'day',
        applyTo: 'balance-minus-equity',
        maxAbsoluteRisk: 200,
        closePositions: true,
        startTime: expect.any(String) as unknown,
      },
    ]);
    expect(saved?.subscriptions[0]?.riskLimits).toBeUndefined();
    await strategyBuys(sim, id);
    await priceTo(sim, EURUSD_START - 0.003);
    const [stopout] = await bridge.getStopouts(id);
    expect(stopout?.strategy).toBeUndefined();
    expect(stopout?.reason).toBe('day-balance-minus-equity');
    expect(await bridge.getPositions(id)).toEqual([]);
    await bridge.restartRiskLimits(id, undefined, new Date(sim.world().now()).toISOString());
    await bridge.resetStopouts(id, 'day-balance-minus-equity');
    expect(await bridge.getStopouts(id)).toEqual([]);
  });
});

describe('an equity stop of 10% below its starting balance on a 1,000 USD account', () => {
  // A 1-lot buy losing 100,000 x 0.0011 = 110 USD takes equity to 890: 11% below 1,000.
  it('stops copying with the lifetime equity reason', async () => {
    const { sim, bridge, id } = await setup(1, { ...NONE, equityStop: { kind: 'percent', value: 10 } });
    await strategyBuys(sim, id);
    await priceTo(sim, EURUSD_START - 0.0009);
    expect(await bridge.getStopouts(id)).toEqual([]);
    await priceTo(sim, EURUSD_START - 0.0011);
    expect((await bridge.getStopouts(id)).map((s) => s.reason)).toEqual(['lifetime-balance-minus-equity']);
  });
});

describe('the subscription document', () => {
  it('loses a maxTradeVolume written before, so a lot raised to 1 copies at 1 lot', async () => {
    const { sim, bridge, id } = await setup(0.3, NONE);
    const before = await bridge.getSubscriber(id);
    const subscriptions = (before?.subscriptions ?? []).map((s) => ({ ...s, maxTradeVolume: 0.3 }));
    await bridge.saveSubscriber({ id, name: 'Guarded', subscriptions });
    await bridge.subscribe(id, { subscriberName: 'Guarded', strategyId: 'AbCd', tradeVolume: 1 });
    expect((await bridge.getSubscriber(id))?.subscriptions[0]?.maxTradeVolume).toBeUndefined();
    await strategyBuys(sim, id);
    expect((await bridge.getPositions(id)).map((p) => p.volume)).toEqual([1]);
  });

  it('writes the guardrails as riskLimits only, and removes them when cleared', async () => {
    const { bridge, id } = await setup(0.5, {
      equityStop: { kind: 'amount', value: 300 },
      dailyLossLimit: 150,
      onHit: 'close-all',
    });
    const saved = (await bridge.getSubscriber(id))?.subscriptions[0];
    expect(saved?.maxTradeVolume).toBeUndefined();
    expect(saved).toMatchObject({
      riskLimits: [
        { type: 'lifetime', applyTo: 'balance-minus-equity', maxAbsoluteRisk: 300, closePositions: true },
        { type: 'day', applyTo: 'balance-minus-equity', maxAbsoluteRisk: 150, closePositions: true },
      ],
    });
    await bridge.subscribe(id, {
      subscriberName: 'Guarded',
      strategyId: 'AbCd',
      tradeVolume: 0.5,
      guardrails: NONE,
    });
    const cleared = (await bridge.getSubscriber(id))?.subscriptions[0];
    expect(cleared?.riskLimits).toBeUndefined();
    expect(cleared?.maxTradeVolume).toBeUndefined();
  });

  it.each([
    [{ type: 'hourly', applyTo: 'equity-difference', closePositions: false }, 'an unknown type'],
    [{ type: 'day', applyTo: 'margin', closePositions: false }, 'an unknown metric'],
    [{ type: 'day', applyTo: 'equity-difference' }, 'closePositions missing'],
  ])('refuses the risk limit %j (400, %s)', async (limit: Record<string, unknown>, _why: string) => {
    const { bridge, id } = await setup(0.5, NONE);
    const before = await bridge.getSubscriber(id);
    const error = await rejection(
      bridge.saveSubscriber({
        id,
        name: 'Guarded',
        subscriptions: [{ strategyId: 'AbCd', multiplier: 1, riskLimits: [limit] }],
      }),
    );
    expect([error.status, error.code]).toEqual([400, 'validation']);
    expect(await bridge.getSubscriber(id)).toEqual(before);
  });
});
