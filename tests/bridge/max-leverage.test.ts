// The simulator's copier honours CopyFactory's maxLeverage (tools/bridge-simulator/max-leverage.ts: "the
// trade size will be reduce[d] or the trade will not be placed"), and the copy report labels what it did,
// from the simulator's own log line. Hand-worked on a 10,000 USD account at 1:1000 copying 90 lots of
// EURUSD at 1.08 (108,000 USD a lot) with maxLeverage 200: at most 200 x 10,000 = 2,000,000 USD of
// positions, 2,000,000 / 108,000 = 18.518… lots, 18.51 in 0.01 lots.
import { describe, expect, it } from 'vitest';
import { buildCopyReportRows, SKIP_REASONS } from '../../functions/src/product-rules/index.js';
import { Book } from '../../tools/bridge-simulator/book.js';
import { Copier } from '../../tools/bridge-simulator/copier.js';
import type { RefusedOpen } from '../../tools/bridge-simulator/copy-failures.js';
import { leverageCapMessage } from '../../tools/bridge-simulator/max-leverage.js';

const T0 = Date.parse('2026-03-02T10:00:00Z');

function copying(subscription: Record<string, unknown>) {
  let id = 0;
  const book = new Book('USD', 1000, 10_000, T0 - 60_000, () => String(++id));
  const capped: { open: RefusedOpen; copied: number; max: number }[] = [];
  const copier = new Copier({
    account: (x) => (x === 'acc' ? ({ book } as never) : undefined),
    isTrading: () => true,
    price: () => 1.08,
    leverageCapped: (open, copied, max) => capped.push({ open, copied, max }),
  });
  const tradeSizeScaling = { mode: 'fixedVolume', tradeVolume: 90 };
  copier.put('acc', { name: 'acc' }, [{ strategyId: 'G', tradeSizeScaling, ...subscription }], T0);
  const open = (n: number) =>
    copier.onSignal({
      kind: 'open',
      strategyId: 'G',
      providerPositionId: `m${n}`,
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      time: T0 + n * 1000,
    });
  const volumes = () => [...book.positions.values()].map((p) => p.volume);
  return { open, volumes, capped };
}

describe('a 90-lot copy with maxLeverage 200 on 10,000 USD at 1:1000', () => {
  it('is reduced to 18.51 lots, and the next open, with no room left, is not placed', () => {
    const { open, volumes, capped } = copying({ maxLeverage: 200 });
    open(1);
    expect(volumes()).toEqual([18.51]);
    // 18.51 x 108,000 = 1,999,080 USD held: 920 USD of room, under 0.01 lots (1,080 USD).
    open(2);
    expect(volumes()).toEqual([18.51]);
    expect(capped.map((c) => [c.open.volume, c.copied, c.max])).toEqual([
      [90, 18.51, 200],
      [90, 0, 200],
    ]);
  });

  it('copies the whole lot without a maxLeverage', () => {
    const { open, volumes, capped } = copying({});
    open(1);
    expect(volumes()).toEqual([90]);
    expect(capped).toEqual([]);
  });
});

describe('the copy report of trades maxLeverage reduced or refused', () => {
  const open = {
    subscriberId: 'acc',
    strategyId: 'G',
    symbol: 'EURUSD',
    side: 'buy',
    volume: 90,
    time: T0,
  } as const;
  const master = (positionId: string, openTime: number) => ({
    strategyId: 'G',
    strategyName: 'Grid',
    positionId,
    symbol: 'EURUSD',
    side: 'buy' as const,
    openTime,
    openPrice: 1.08,
    volume: 1,
  });
  const logLine = (copied: number, time: number) => ({
    time,
    strategyId: 'G',
    symbol: 'EURUSD',
    side: 'buy',
    level: 'WARN',
    message: leverageCapMessage({ ...open, time }, copied, 200),
  });

  it('labels the reduced copy and the one not placed with the maxLeverage reason', () => {
    const rows = buildCopyReportRows({
      masterTrades: [master('m1', T0), master('m2', T0 + 600_000)],
      copies: [{ masterPositionId: 'm1', openTime: T0, openPrice: 1.08, volume: 18.51 }],
      log: [logLine(18.51, T0), logLine(0, T0 + 600_000)],
      lots: { G: 90 },
    });
    const byId = Object.fromEntries(rows.map((r) => [r.positionId, [r.outcome, r.reason]]));
    expect(byId).toEqual({
      m1: [
        'partially-copied',
        'Reduced to 18.51 of 90 lots: the full trade would have taken your account over the maximum leverage set on this subscription',
      ],
      m2: ['skipped', SKIP_REASONS.maxLeverage],
    });
  });
});
