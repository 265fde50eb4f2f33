// CopyFactory history through the real adapter against the simulator: subscription and provided
// transactions (time range, strategy and subscriber filters, offset/limit paging) on a simulated clock.
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { advance, bridgeFor, connectedAccount, startSim, TOKEN } from './harness.js';

const HOUR = 3_600_000;
let sims: BridgeSimulator[] = [];
afterEach(async () => {
  await Promise.all(sims.map((s) => s.close()));
  sims = [];
});

async function tradedDay() {
  const sim = await startSim({ clock: 'manual', seed: 7, startsAgoMs: 12 * HOUR });
  sims.push(sim);
  const bridge = bridgeFor(sim);
  const id = await connectedAccount(sim, bridge, {}, 50);
  await bridge.subscribe(id, { subscriberName: 'History', strategyId: 'XmTr', tradeVolume: 0.07 });
  await advance(sim, 6 * HOUR);
  const from = new Date(sim.world().now() - 30 * 24 * HOUR);
  const till = new Date(sim.world().now());
  return { sim, bridge, id, from, till };
}

async function raw(sim: BridgeSimulator, path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${sim.url}${path}`, { headers: { 'auth-token': TOKEN } });
  return { status: res.status, body: await res.json() };
}

describe('CopyFactory subscription transactions', () => {
  it("list the subscriber's copied deals with the master position, the copy and the opening metrics", async () => {
    const { bridge, id, from, till } = await tradedDay();
    const txs = await bridge.getSubscriptionTransactions({ from, till, subscriberIds: [id] });
    expect(txs.length).toBeGreaterThan(2);
    for (const t of txs) {
      expect(t).toMatchObject({
        subscriberId: id,
        strategyId: 'XmTr',
        strategyName: 'XM Trend Rider',
        volume: 0.07,
      });
      expect(t.positionId).toBeDefined();
      expect(t.slavePositionId).toBeDefined();
    }
    const opens = new Set<string>();
    for (const t of txs) {
      if (opens.has(t.slavePositionId!)) continue;
      opens.add(t.slavePositionId!);
      expect(t.latencyMs).toBeTypeOf('number');
    }
  });

  it('answers 400 without from and till, and an empty list for another subscriber', async () => {
    const { sim, bridge, from, till } = await tradedDay();
    expect((await raw(sim, '/users/current/subscription-transactions')).status).toBe(400);
    expect(await bridge.getSubscriptionTransactions({ from, till, subscriberIds: ['someone-else'] })).toEqual(
      [],
    );
  });

  it('pages with offset and limit in time order', async () => {
    const { sim, from, till } = await tradedDay();
    const q = `from=${from.toISOString()}&till=${till.toISOString()}`;
    const all = (await raw(sim, `/users/current/subscription-transactions?${q}`)).body as {
      id: string;
      time: string;
    }[];
    const first = (await raw(sim, `/users/current/subscription-transactions?${q}&offset=0&limit=2`)).body;
    const second = (await raw(sim, `/users/current/subscription-transactions?${q}&offset=2&limit=2`)).body;
    expect([...(first as unknown[]), ...(second as unknown[])]).toEqual(all.slice(0, 4));
    expect(all.map((t) => t.time)).toEqual([...all.map((t) => t.time)].sort());
  });
});

describe('CopyFactory provided transactions', () => {
  it("include the strategy's own deals under its provider account and the subscribers' copies", async () => {
    const { bridge, id, from, till } = await tradedDay();
    const txs = await bridge.getProvidedTransactions({ from, till, strategyIds: ['XmTr'] });
    const own = txs.filter((t) => t.subscriberId === 'provider-xmtr');
    expect(own.length).toBeGreaterThan(2);
    expect(own.every((t) => t.volume === 1 && t.price !== undefined && t.slavePositionId === undefined)).toBe(
      true,
    );
    expect(txs.some((t) => t.subscriberId === id)).toBe(true);
    expect(txs.every((t) => t.strategyId === 'XmTr')).toBe(true);
  });

  it('keep only transactions inside the time range', async () => {
    const { bridge, till } = await tradedDay();
    const from = new Date(till.getTime() - 2 * HOUR);
    const txs = await bridge.getProvidedTransactions({ from, till });
    expect(txs.length).toBeGreaterThan(0);
    expect(
      txs.every((t) => Date.parse(t.time) >= from.getTime() && Date.parse(t.time) <= till.getTime()),
    ).toBe(true);
  });
});
