// The simulator's CopyFactory behaviour, observed through the real adapter on a simulated clock.
import { afterEach, describe, expect, it } from 'vitest';
import type { MetaApiBridge } from '../../functions/src/bridge/index.js';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { advance, bridgeFor, connectedAccount, startSim } from './harness.js';

const MINUTE = 60_000;
let sims: BridgeSimulator[] = [];
afterEach(async () => {
  await Promise.all(sims.map((s) => s.close()));
  sims = [];
});

async function setup(seed = 7) {
  const sim = await startSim({ clock: 'manual', seed });
  sims.push(sim);
  const bridge = bridgeFor(sim);
  const id = await connectedAccount(sim, bridge, {}, 50);
  return { sim, bridge, id };
}

/** Advances simulated time in 10-minute steps until the account holds a position (bounded). */
async function untilPositions(sim: BridgeSimulator, bridge: MetaApiBridge, id: string, min = 1) {
  for (let i = 0; i < 60; i++) {
    const positions = await bridge.getPositions(id);
    if (positions.length >= min) return positions;
    await advance(sim, 10 * MINUTE);
  }
  throw new Error('no copied positions after 10 simulated hours');
}

describe('trade copying', () => {
  it('copies provider opens and closes with the subscription fixed lot', async () => {
    const { sim, bridge, id } = await setup();
    await bridge.subscribe(id, { subscriberName: 'Lot', strategyId: 'XmTr', tradeVolume: 0.07 });
    await bridge.subscribe(id, { subscriberName: 'Lot', strategyId: 'GoLd', tradeVolume: 0.03 });
    await untilPositions(sim, bridge, id, 2);
    await advance(sim, 4 * 60 * MINUTE);
    const world = sim.world();
    const sub = world.copier.subscribers.get(id)!;
    const provider = new Map(
      world.market.strategies.flatMap((s) =>
        [...s.book.positions.values()].map((p) => [p.id, { ...p, strategyId: s.plan._id }]),
      ),
    );
    const positions = await bridge.getPositions(id);
    for (const p of positions) {
      const link = sub.links.find((l) => l.positionId === p.id)!;
      const source = provider.get(link.providerPositionId)!;
      expect(p.volume).toBe(link.strategyId === 'XmTr' ? 0.07 : 0.03);
      expect([p.symbol, p.type]).toEqual([
        source.symbol,
        source.side === 'buy' ? 'POSITION_TYPE_BUY' : 'POSITION_TYPE_SELL',
      ]);
    }
    const deals = await bridge.getHistoryDeals(id, new Date(0), new Date(Date.now() + 30 * 24 * 60 * MINUTE));
    const trades = deals.filter((d) => d.type !== 'DEAL_TYPE_BALANCE');
    expect(trades.filter((d) => d.entryType === 'DEAL_ENTRY_OUT').length).toBeGreaterThan(0);
    expect(new Set(trades.map((d) => `${d.symbol === 'XAUUSD' ? 'GoLd' : 'XmTr'}:${d.volume}`))).toEqual(
      new Set(['XmTr:0.07', 'GoLd:0.03']),
    );
    const info = await bridge.getAccountInformation(id);
    const realised = trades.reduce((sum, d) => sum + d.profit, 0);
    expect(info.balance).toBeCloseTo(1000 + realised, 2);
    expect(info.balance).not.toBe(1000);
  });

  it('close-only stops new opens while provider closes are still copied; turning it off resumes', async () => {
    const { sim, bridge, id } = await setup();
    await bridge.subscribe(id, { subscriberName: 'CO', strategyId: 'XmTr', tradeVolume: 0.01 });
    const before = await untilPositions(sim, bridge, id);
    const updated = await bridge.setCloseOnly(id, 'by-position');
    expect(updated.closeOnly).toBe('by-position');
    expect((await bridge.getSubscriber(id))?.subscriptions).toHaveLength(1);
    await advance(sim, 6 * 60 * MINUTE);
    const during = await bridge.getPositions(id);
    const beforeIds = new Set(before.map((p) => p.id));
    expect(during.every((p) => beforeIds.has(p.id))).toBe(true); // nothing new opened
    expect(during.length).toBeLessThan(before.length); // closes still followed the provider
    const off = await bridge.setCloseOnly(id, null);
    expect('closeOnly' in off).toBe(false);
    expect((await bridge.getSubscriber(id))?.closeOnly).toBeUndefined();
    const after = await untilPositions(sim, bridge, id);
    expect(after.some((p) => !beforeIds.has(p.id))).toBe(true);
  });

  it('close-immediately removal closes the copied positions at once', async () => {
    const { sim, bridge, id } = await setup();
    await bridge.subscribe(id, { subscriberName: 'Rm', strategyId: 'XmTr', tradeVolume: 0.01 });
    await bridge.subscribe(id, { subscriberName: 'Rm', strategyId: 'AbCd', tradeVolume: 0.01 });
    await untilPositions(sim, bridge, id);
    await bridge.removeSubscription(id, 'XmTr', 'close-immediately');
    await bridge.removeSubscription(id, 'AbCd', 'close-immediately');
    expect(await bridge.getPositions(id)).toEqual([]);
    expect((await bridge.getSubscriber(id))?.subscriptions).toEqual([]);
    expect(
      ((await bridge.removeSubscription(id, 'XmTr').catch((e: unknown) => e)) as { code?: string }).code,
    ).toBe('not-found');
  });

  it('removing the subscriber closes its copies and deletes its document; a second removal is not-found', async () => {
    const { sim, bridge, id } = await setup();
    await bridge.subscribe(id, { subscriberName: 'Whole', strategyId: 'XmTr', tradeVolume: 0.01 });
    await bridge.subscribe(id, { subscriberName: 'Whole', strategyId: 'AbCd', tradeVolume: 0.01 });
    await untilPositions(sim, bridge, id);
    await bridge.removeSubscriber(id, 'close-immediately');
    expect(await bridge.getPositions(id)).toEqual([]);
    expect(await bridge.getSubscriber(id)).toBeNull();
    expect(
      ((await bridge.removeSubscriber(id, 'close-immediately').catch((e: unknown) => e)) as { code?: string })
        .code,
    ).toBe('not-found');
  });

  it('graceful removal keeps the subscription flagged removed until its positions close', async () => {
    const { sim, bridge, id } = await setup();
    await bridge.subscribe(id, { subscriberName: 'Gr', strategyId: 'XmTr', tradeVolume: 0.01 });
    const open = await untilPositions(sim, bridge, id);
    await bridge.removeSubscription(id, 'XmTr', 'close-gracefully-by-position');
    expect((await bridge.getSubscriber(id))?.subscriptions).toEqual([
      expect.objectContaining({ strategyId: 'XmTr', removed: true }),
    ]);
    expect((await bridge.getPositions(id)).map((p) => p.id)).toEqual(open.map((p) => p.id));
    await advance(sim, 12 * 60 * MINUTE);
    expect(await bridge.getPositions(id)).toEqual([]);
    expect((await bridge.getSubscriber(id))?.subscriptions).toEqual([]);
  });

  it('does not open copies on an undeployed account', async () => {
    const { sim, bridge, id } = await setup();
    await bridge.subscribe(id, { subscriberName: 'Off', strategyId: 'XmTr', tradeVolume: 0.01 });
    await bridge.undeployAccount(id);
    await advance(sim, 6 * 60 * MINUTE);
    expect(sim.world().accounts.get(id)!.book.deals).toHaveLength(1);
  });

  it('is deterministic for a seed', async () => {
    const trades = async (seed: number) => {
      const { sim } = await setup(seed);
      await advance(sim, 3 * 60 * MINUTE);
      return sim
        .world()
        .market.strategies.map((s) => [
          s.closedTrades,
          [...s.book.positions.values()].map((p) => `${p.symbol}:${p.side}:${p.openPrice}`),
        ]);
    };
    const a = await trades(11);
    expect(await trades(11)).toEqual(a);
    expect(await trades(12)).not.toEqual(a);
  });
});
