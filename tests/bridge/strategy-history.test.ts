// Strategy history before the simulated clock starts (tools/bridge-simulator/strategy-history.ts): the
// generated past of the built-in strategies, and a strategy installed with literal trades, both read
// through the real adapter as CopyFactory provided transactions.
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { closedTradesOf } from '../../functions/src/subscriptions/copy-history.rules.js';
import { bridgeFor, startSim } from './harness.js';

async function install(s: BridgeSimulator, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${s.url}/__control/strategies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const DAY = 86_400_000;
let sims: BridgeSimulator[] = [];
afterEach(async () => {
  await Promise.all(sims.map((s) => s.close()));
  sims = [];
});

async function sim(options: Parameters<typeof startSim>[0]) {
  const s = await startSim({ clock: 'manual', ...options });
  sims.push(s);
  return {
    s,
    bridge: bridgeFor(s),
    window: { from: new Date(s.world().now() - 120 * DAY), till: new Date(s.world().now()) },
  };
}

describe('the MetaTrader account behind a strategy (its accountId)', () => {
  it("has the strategy's own deals as history deals, the same as its provided transactions", async () => {
    const { bridge, window } = await sim({ historyDays: 10 });
    const accountId = (await bridge.getStrategy('XmTr'))!.accountId!;
    const history = (await bridge.getHistoryDeals(accountId, window.from, window.till)).filter(
      (d) => d.type === 'DEAL_TYPE_BUY' || d.type === 'DEAL_TYPE_SELL',
    );
    const provided = (await bridge.getProvidedTransactions({ ...window, strategyIds: ['XmTr'] })).filter(
      (t) => t.subscriberId === accountId,
    );
    expect(history.length).toBeGreaterThan(20);
    expect(history.map((d) => [d.id, d.type, d.volume, d.price])).toEqual(
      provided.map((t) => [t.id, t.type, t.volume, t.price]),
    );
  });
});

describe('generated strategy history', () => {
  it("gives each built-in strategy its advertised past trades, all closed before the clock's start", async () => {
    const { s, bridge, window } = await sim({ historyDays: 90 });
    const deals = await bridge.getProvidedTransactions({ ...window, strategyIds: ['YnCa'] });
    const trades = closedTradesOf(deals, 'provider-ynca');
    expect(trades).toHaveLength(131);
    expect(
      trades.every((t) => t.closeTime <= s.world().now() && t.openTime >= s.world().now() - 90 * DAY),
    ).toBe(true);
  });

  it('has no past without historyDays', async () => {
    const { bridge, window } = await sim({});
    expect(await bridge.getProvidedTransactions({ ...window, strategyIds: ['YnCa'] })).toEqual([]);
  });
});

describe('a strategy installed with literal trades', () => {
  it('lists it and answers its trades as an opening and a closing deal each', async () => {
    const { s, bridge, window } = await sim({});
    const openTime = new Date(s.world().now() - 3 * DAY).toISOString();
    const closeTime = new Date(s.world().now() - 3 * DAY + 3_600_000).toISOString();
    const trade = { symbol: 'EURUSD', side: 'sell', volume: 0.4, openTime, closeTime, profit: -12.5 };
    const answer = await install(s, {
      _id: 'HnDc',
      name: 'Hand',
      trades: [trade],
    });
    expect(answer.status).toBe(200);
    const deals = await bridge.getProvidedTransactions({ ...window, strategyIds: ['HnDc'] });
    expect(deals.map((d) => [d.type, d.volume, d.result, d.time])).toEqual([
      ['DEAL_TYPE_SELL', 0.4, 0, openTime],
      ['DEAL_TYPE_BUY', 0.4, -12.5, closeTime],
    ]);
    expect((await bridge.listStrategies()).find((x) => x.id === 'HnDc')).toMatchObject({
      name: 'Hand',
      accountId: 'provider-hndc',
    });
  });

  it.each([
    [
      { _id: 'HnDc', name: 'Hand', trades: [{ symbol: 'XXXYYY', side: 'buy', volume: 1, profit: 1 }] },
      'unknown symbol',
    ],
    [{ _id: 'toolong', name: 'Hand', trades: [] }, '_id (4 letters or digits)'],
    [{ _id: 'HnDc', name: 'Hand', trades: 'none' }, 'trades must be an array'],
  ])('refuses %o', async (body, message) => {
    const { s } = await sim({});
    const answer = await install(s, body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });
});
