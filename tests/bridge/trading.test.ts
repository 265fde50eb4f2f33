import { afterEach, describe, expect, it } from 'vitest';
import { BridgeError } from '../../functions/src/bridge/index.js';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import {
  advance,
  bridgeFor,
  connectedAccount,
  control,
  provisionInput,
  rejection,
  requests,
  startSim,
} from './harness.js';

let sim: BridgeSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

const HOUR = 3_600_000;

async function manualSim() {
  const s = await startSim({ clock: 'manual', seed: 7 });
  sim = s;
  return { s, bridge: bridgeFor(s) };
}

describe('account information, positions and history', () => {
  it('starts a provisioned account with a 1,000 USD deposit', async () => {
    const { s, bridge } = await manualSim();
    const id = await connectedAccount(s, bridge, { login: '51234568' }, 50);
    const info = await bridge.getAccountInformation(id);
    expect(info).toMatchObject({
      balance: 1000,
      equity: 1000,
      margin: 0,
      freeMargin: 1000,
      leverage: 500,
      currency: 'USD',
      server: 'XMGlobal-MT5 2',
      platform: 'mt5',
      name: 'Test account',
      login: '51234568',
    });
    expect(await bridge.getPositions(id)).toEqual([]);
    const deals = await bridge.getHistoryDeals(id, new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
    expect(deals).toEqual([expect.objectContaining({ type: 'DEAL_TYPE_BALANCE', profit: 1000 })]);
  });

  it('gives ZAR and low-equity demo accounts by login rule, and per-login profiles over HTTP', async () => {
    const { s, bridge } = await manualSim();
    await control(s, 'POST', '/__control/profiles', { login: '70000001', currency: 'EUR', balance: 250 });
    const zar = await connectedAccount(s, bridge, { login: '27123450' }, 50);
    const zarLow = await connectedAccount(s, bridge, { login: '27123413' }, 50);
    const low = await connectedAccount(s, bridge, { login: '51234513' }, 50);
    const custom = await connectedAccount(s, bridge, { login: '70000001' }, 50);
    const pick = async (id: string) => {
      const i = await bridge.getAccountInformation(id);
      return [i.currency, i.equity];
    };
    expect(await Promise.all([zar, zarLow, low, custom].map(pick))).toEqual([
      ['ZAR', 20000],
      ['ZAR', 1000],
      ['USD', 30],
      ['EUR', 250],
    ]);
  });

  it('answers not-found for terminal data of an account that is not deployed', async () => {
    const { s, bridge } = await manualSim();
    const { id } = await bridge.provisionAccount(provisionInput());
    const error: unknown = await bridge.getPositions(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).code).toBe('not-found');
    expect(requests(s, 'GET', '/positions')).toHaveLength(1);
  });

  it('pages history deals with offset/limit until exhausted, within the time range', async () => {
    const { s } = await manualSim();
    const bridge = bridgeFor(s, { pageSize: 3 });
    const id = await connectedAccount(s, bridge, {}, 50);
    await bridge.subscribe(id, { subscriberName: 'Pager', strategyId: 'XmTr', tradeVolume: 0.02 });
    await advance(s, 6 * HOUR);
    const world = s.world().accounts.get(id)!;
    const all = await bridge.getHistoryDeals(id, new Date(0), new Date(Date.now() + 365 * 24 * HOUR));
    expect(all.length).toBe(world.book.deals.length);
    expect(all.length).toBeGreaterThan(7);
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
    expect(requests(s, 'GET', '/history-deals').length).toBe(Math.floor(all.length / 3) + 1);
    const afterDeposit = await bridge.getHistoryDeals(
      id,
      new Date(world.book.deals[0]!.time + 1),
      new Date(Date.now() + 365 * 24 * HOUR),
    );
    expect(afterDeposit.some((d) => d.type === 'DEAL_TYPE_BALANCE')).toBe(false);
    expect(afterDeposit.length).toBe(all.length - 1);
    expect(
      all
        .filter((d) => d.entryType === 'DEAL_ENTRY_OUT')
        .every((d) => d.type === 'DEAL_TYPE_BUY' || d.type === 'DEAL_TYPE_SELL'),
    ).toBe(true);
  });
});

describe('symbol prices', () => {
  // USDZAR quotes the simulator's fixed 18.2 ZAR per USD; the ask is 10 points (0.00010) above the bid.
  // One tick of one lot of USDZAR is 0.00001 x 100,000 = 1 ZAR, i.e. 1 / 18.2 = 0.05495 USD.
  it("reads a pair's bid, ask, time and tick value in the account's currency", async () => {
    const { s, bridge } = await manualSim();
    const usd = await connectedAccount(s, bridge, { login: '51234568' }, 50);
    const zar = await connectedAccount(s, bridge, { login: '27123450' }, 50);
    const now = new Date(s.world().now()).toISOString();
    expect(await bridge.getSymbolPrice(zar, 'USDZAR')).toEqual({
      symbol: 'USDZAR',
      bid: 18.2,
      ask: 18.2001,
      time: now,
      profitTickValue: 1,
      lossTickValue: 1,
    });
    expect(await bridge.getSymbolPrice(usd, 'USDZAR')).toMatchObject({ bid: 18.2, profitTickValue: 0.05495 });
    expect(await bridge.getSymbolPrice(usd, 'EURUSD')).toMatchObject({
      bid: 1.0842,
      ask: 1.0843,
      profitTickValue: 1,
    });
    expect(requests(s, 'GET', '/symbols/USDZAR/current-price')).toHaveLength(2);
  });

  it('answers not-found for a symbol the broker does not define', async () => {
    const { s, bridge } = await manualSim();
    const id = await connectedAccount(s, bridge, {}, 50);
    const error = await rejection(bridge.getSymbolPrice(id, 'XXXYYY'));
    expect(error.code).toBe('not-found');
    expect(error.message).toContain('XXXYYY');
  });
});

describe('strategies and subscribers', () => {
  it("lists 4 strategies with only CopyFactory's own fields and reads one by id", async () => {
    const { bridge } = await manualSim();
    const strategies = await bridge.listStrategies();
    expect(strategies.map((s) => s.id)).toEqual(['AbCd', 'XmTr', 'GoLd', 'YnCa']);
    for (const s of strategies) {
      expect(Object.keys(s).sort()).toEqual(['accountId', 'description', 'filters', 'id', 'name']);
      expect(s.filters).toEqual({});
    }
    expect((await bridge.getStrategy('GoLd'))?.name).toBe('Gold Momentum');
    expect(await bridge.getStrategy('Nope')).toBeNull();
  });

  it('creates the subscriber on first subscribe and keeps other subscriptions on each change', async () => {
    const { s, bridge } = await manualSim();
    const id = await connectedAccount(s, bridge, {}, 50);
    expect(await bridge.getSubscriber(id)).toBeNull();
    await bridge.subscribe(id, { subscriberName: 'Jane Doe', strategyId: 'AbCd', tradeVolume: 0.05 });
    await bridge.subscribe(id, { subscriberName: 'ignored', strategyId: 'GoLd', tradeVolume: 0.1 });
    await bridge.subscribe(id, { subscriberName: 'ignored', strategyId: 'AbCd', tradeVolume: 0.2 });
    const sub = await bridge.getSubscriber(id);
    expect(sub?.name).toBe('Jane Doe');
    expect(sub?.subscriptions).toEqual([
      {
        strategyId: 'GoLd',
        multiplier: 1,
        tradeSizeScaling: { mode: 'fixedVolume', tradeVolume: 0.1 },
        copyStopLoss: true,
        copyTakeProfit: true,
      },
      {
        strategyId: 'AbCd',
        multiplier: 1,
        tradeSizeScaling: { mode: 'fixedVolume', tradeVolume: 0.2 },
        copyStopLoss: true,
        copyTakeProfit: true,
      },
    ]);
  });

  it('rejects a subscriber for an account without the SUBSCRIBER role or an unknown strategy', async () => {
    const { s, bridge } = await manualSim();
    const id = await connectedAccount(s, bridge, {}, 50);
    const err = await bridge
      .subscribe(id, { subscriberName: 'x', strategyId: 'Nope', tradeVolume: 0.01 })
      .catch((e: unknown) => e);
    expect((err as BridgeError).code).toBe('validation');
    expect(
      ((await bridge.setCloseOnly(id, 'by-position').catch((e: unknown) => e)) as BridgeError).code,
    ).toBe('not-found');
  });
});
