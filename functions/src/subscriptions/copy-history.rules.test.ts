// CopyFactory transactions grouped into trades, on literal deals (docs/product.md §10).
import { describe, expect, it } from 'vitest';
import { closedTradesOf, copiesOf, followedTrades, masterTradesOf } from './copy-history.rules.js';
import { type CopyDeal } from '../product-rules/index.js';

const deal = (over: Partial<CopyDeal> & Pick<CopyDeal, 'time' | 'type'>): CopyDeal => ({
  subscriberId: 'provider-s1',
  strategyId: 'S1',
  strategyName: 'Steady',
  symbol: 'EURUSD',
  result: 0,
  ...over,
});

const PROVIDED: CopyDeal[] = [
  deal({ type: 'DEAL_TYPE_BUY', time: '2026-03-02T09:00:00Z', positionId: 'P1', volume: 0.5, price: 1.1 }),
  deal({
    type: 'DEAL_TYPE_SELL',
    time: '2026-03-02T10:00:00Z',
    positionId: 'P1',
    volume: 0.5,
    price: 1.102,
    result: 100,
  }),
  deal({ type: 'DEAL_TYPE_SELL', time: '2026-03-02T11:00:00Z', positionId: 'P2', volume: 0.5, price: 1.101 }),
  deal({
    type: 'DEAL_TYPE_BUY',
    time: '2026-03-02T09:00:01Z',
    subscriberId: 'acc',
    positionId: 'P1',
    slavePositionId: 'C1',
    volume: 0.05,
    price: 1.10002,
  }),
];

describe('CopyFactory transactions as trades', () => {
  it("reads the strategy's own trades: opened, closed with its result, or still open", () => {
    expect(masterTradesOf(PROVIDED, 'provider-s1')).toEqual([
      {
        strategyId: 'S1',
        strategyName: 'Steady',
        positionId: 'P1',
        symbol: 'EURUSD',
        side: 'buy',
        openTime: Date.parse('2026-03-02T09:00:00Z'),
        openPrice: 1.1,
        volume: 0.5,
        profit: 100,
      },
      {
        strategyId: 'S1',
        strategyName: 'Steady',
        positionId: 'P2',
        symbol: 'EURUSD',
        side: 'sell',
        openTime: Date.parse('2026-03-02T11:00:00Z'),
        openPrice: 1.101,
        volume: 0.5,
      },
    ]);
    expect(closedTradesOf(PROVIDED, 'provider-s1')).toEqual([
      {
        openTime: Date.parse('2026-03-02T09:00:00Z'),
        closeTime: Date.parse('2026-03-02T10:00:00Z'),
        volume: 0.5,
        profit: 100,
      },
    ]);
  });

  it('reads our copies by their own position, with the master position and the opening metrics', () => {
    const copies = copiesOf([
      deal({
        type: 'DEAL_TYPE_BUY',
        time: '2026-03-02T09:00:01Z',
        subscriberId: 'acc',
        positionId: 'P1',
        slavePositionId: 'C1',
        volume: 0.05,
        price: 1.10002,
        latencyMs: 1000,
        slippageMoney: 0.1,
      }),
      deal({
        type: 'DEAL_TYPE_SELL',
        time: '2026-03-02T10:00:02Z',
        subscriberId: 'acc',
        positionId: 'P1',
        slavePositionId: 'C1',
        volume: 0.05,
        price: 1.1019,
        result: 9.4,
      }),
    ]);
    expect(copies).toEqual([
      {
        masterPositionId: 'P1',
        openTime: Date.parse('2026-03-02T09:00:01Z'),
        openPrice: 1.10002,
        volume: 0.05,
        latencyMs: 1000,
        slippageMoney: 0.1,
        profit: 9.4,
      },
    ]);
  });

  it('keeps the master trades from the first sign of the subscription on', () => {
    const masters = masterTradesOf(PROVIDED, 'provider-s1');
    expect(
      followedTrades(
        masters,
        [],
        [{ time: Date.parse('2026-03-02T11:00:02Z'), positionId: 'P2', level: 'WARN', message: 'x' }],
      ).map((m) => m.positionId),
    ).toEqual(['P2']);
    expect(followedTrades(masters, [], [])).toEqual([]);
  });
});
