// The copy report's pairing and follow windows on the issue's own examples (docs/product.md §10,
// docs/architecture.md §6): deals are literal CopyFactory/MetaTrader deals, windows are the subscription
// history we record, and each expected value is worked by hand in the comment beside it.
import { describe, expect, it } from 'vitest';
import type { CopyTransaction, Subscriber } from '../bridge/index.js';
import { copiesOf, masterTradesOf } from './copy-history.rules.js';
import { foldMasterDeals, freshState } from '../statistics/statistics-state.rules.js';
import { copyQualityOfStrategy, type FollowerReader } from '../statistics/copy-quality.service.js';
import {
  buildCopyReportRows,
  summarizeCopyReport,
  type CopyDeal,
  type SubscriptionEvent,
} from '../product-rules/index.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-30T12:00:00Z');
const dayAgo = (days: number, hours = 0) => new Date(NOW - days * DAY + hours * 3_600_000).toISOString();

const masterDeal = (over: Partial<CopyDeal> & Pick<CopyDeal, 'time' | 'type'>): CopyDeal => ({
  subscriberId: 'provider',
  strategyId: 'S1',
  strategyName: 'Steady',
  symbol: 'EURUSD',
  result: 0,
  ...over,
});
const copyDeal = (over: Partial<CopyTransaction> & Pick<CopyDeal, 'time' | 'type'>): CopyTransaction => ({
  id: `${over.slavePositionId ?? 'c'}-${over.time}`,
  ...masterDeal({ subscriberId: 'acc', ...over }),
});

/** A master buy of 0.5 lots opened `openDay` days ago (entry IN) and, if `closeDay`, closed then. */
function masterBuy(positionId: string, openDay: number, closeDay?: number): CopyDeal[] {
  const open = masterDeal({
    type: 'DEAL_TYPE_BUY',
    entryType: 'DEAL_ENTRY_IN',
    time: dayAgo(openDay),
    positionId,
    volume: 0.5,
    price: 1.1,
  });
  if (closeDay === undefined) return [open];
  const close = masterDeal({
    type: 'DEAL_TYPE_SELL',
    entryType: 'DEAL_ENTRY_OUT',
    time: dayAgo(closeDay),
    positionId,
    volume: 0.5,
    price: 1.12,
    result: 1000,
  });
  return [open, close];
}

const event = (kind: SubscriptionEvent['kind'], day: number, extra: Partial<SubscriptionEvent> = {}) => ({
  kind,
  at: NOW - day * DAY,
  strategyId: 'S1',
  ...extra,
});

describe('the copy report pairs a position with its own opening deal', () => {
  it('shows a buy opened 40 days ago and closed 5 days ago as a buy opened before the 30-day period, P/L counted', () => {
    // The 30-day report reads deals from 37 days back: only the exit deals (a SELL, entry OUT) are seen.
    const window = (d: CopyDeal) => Date.parse(d.time) >= NOW - 37 * DAY;
    const masters = masterTradesOf(masterBuy('P40', 40, 5).filter(window), 'provider');
    const ours = [
      // CopyFactory's transactions carry no entryType: the master's side tells the exit.
      copyDeal({
        type: 'DEAL_TYPE_BUY',
        time: dayAgo(40, 0.001),
        positionId: 'P40',
        slavePositionId: 'C40',
        volume: 0.05,
        price: 1.1001,
      }),
      copyDeal({
        type: 'DEAL_TYPE_SELL',
        time: dayAgo(5, 0.001),
        positionId: 'P40',
        slavePositionId: 'C40',
        volume: 0.05,
        price: 1.1199,
        result: 99,
      }),
    ].filter(window);
    const rows = buildCopyReportRows({
      masterTrades: masters,
      copies: copiesOf(ours, masters),
      log: [],
      lots: { S1: 0.05 },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      side: 'buy', // never the exit deal's SELL
      openedBeforePeriod: true,
      masterOpenTime: null, // never the close shown as an open
      masterOpenPrice: null,
      outcome: 'copied',
      ourProfit: 99,
      masterProfitScaled: 100, // 1000 at 0.5 lots is 100 at our 0.05
    });
    expect(summarizeCopyReport(rows)).toMatchObject({ ourProfit: 99, masterProfitScaled: 100 });
  });

  it('folds deals given newest first into a trade that closes after it opens', () => {
    const state = freshState('S1', 0);
    const [trade] = foldMasterDeals(state, [...masterBuy('P1', 3, 1)].reverse());
    expect(trade).toEqual({ openTime: NOW - 3 * DAY, closeTime: NOW - 1 * DAY, volume: 0.5, profit: 1000 });
  });
});

describe('the copy report reads each follow window from the subscription history', () => {
  // Master trades opened 20, 15, 10 and 3 days ago; the account copied the first two only.
  const masters = masterTradesOf(
    [...masterBuy('P20', 20), ...masterBuy('P15', 15), ...masterBuy('P10', 10), ...masterBuy('P3', 3)],
    'provider',
  );
  const copyOf = (positionId: string, day: number, volume: number) =>
    copyDeal({
      type: 'DEAL_TYPE_BUY',
      time: dayAgo(day, 0.0005),
      positionId,
      slavePositionId: `C${positionId}`,
      volume,
      price: 1.1,
      latencyMs: 900,
    });
  const outcomes = (history: SubscriptionEvent[], copies: CopyTransaction[], lot: number) =>
    Object.fromEntries(
      buildCopyReportRows({
        masterTrades: masters,
        copies: copiesOf(copies),
        log: [],
        lots: { S1: lot },
        history,
      }).map((r) => [r.positionId, [r.outcome, r.reason]]),
    );

  it('marks the trades after an unsubscribe on day -12 "not followed", never "Failed"', () => {
    const history = [event('assigned', 25, { tradeVolume: 0.05 }), event('removed', 12)];
    expect(outcomes(history, [copyOf('P20', 20, 0.05), copyOf('P15', 15, 0.05)], 0.05)).toEqual({
      P20: ['copied', null],
      P15: ['copied', null],
      P10: ['not-followed', null],
      P3: ['not-followed', null],
    });
  });

  it('marks trades skipped in our close-only or after a guardrail stop as skipped with our reason', () => {
    const history = [
      event('assigned', 25, { tradeVolume: 0.05 }),
      event('close-only-on', 12, { strategyId: null }),
      event('close-only-off', 8, { strategyId: null }),
      event('guardrail-stopped', 5, { reason: 'max-relative-drawdown' }),
    ];
    const rows = outcomes(history, [copyOf('P20', 20, 0.05), copyOf('P15', 15, 0.05)], 0.05);
    expect(rows.P10).toEqual([
      'skipped',
      'Skipped: copying was close-only (your CopyDesk subscription was not active)',
    ]);
    expect(rows.P3).toEqual([
      'skipped',
      'Skipped: copying was stopped by a guardrail (max-relative-drawdown)',
    ]);
  });

  it('compares each copy with the lot in force when it opened: 0.01 before a change to 0.10, not "Partially copied"', () => {
    const history = [
      event('assigned', 25, { tradeVolume: 0.01 }),
      event('lot-changed', 12, { tradeVolume: 0.1 }),
    ];
    const copies = [
      copyOf('P20', 20, 0.01),
      copyOf('P15', 15, 0.01),
      copyOf('P10', 10, 0.1),
      copyOf('P3', 3, 0.05),
    ];
    expect(outcomes(history, copies, 0.1)).toEqual({
      P20: ['copied', null],
      P15: ['copied', null],
      P10: ['copied', null],
      P3: ['partially-copied', 'Copied 0.05 of 0.1 lots'],
    });
  });
});

describe("a strategy card's copy quality", () => {
  it('counts a subscribed follower whose copying never started as not copied', async () => {
    const masters = masterTradesOf([...masterBuy('P20', 20), ...masterBuy('P3', 3)], 'provider');
    const subscriber: Subscriber = {
      id: 'acc',
      name: 'Never started',
      subscriptions: [
        { strategyId: 'S1', multiplier: 1, tradeSizeScaling: { mode: 'fixedVolume', tradeVolume: 0.05 } },
      ],
    };
    const followers: FollowerReader = {
      subscribers: () => Promise.resolve(new Map([['acc', subscriber]])),
      log: () => Promise.resolve([]),
      history: () => Promise.resolve([event('assigned', 25, { tradeVolume: 0.05 })]),
    };
    const quality = await copyQualityOfStrategy('S1', masters, [], followers, NOW);
    expect(quality.followedTrades).toBe(2);
    expect(quality.handledShare).toBe(0);
  });
});

describe('slippage and latency in the copy report', () => {
  const trade = masterTradesOf(masterBuy('P1', 2), 'provider')[0]!;
  const rowsOf = (copies: Parameters<typeof buildCopyReportRows>[0]['copies']) =>
    buildCopyReportRows({ masterTrades: [trade, { ...trade, positionId: 'P2' }], copies, log: [], lots: {} });
  const copy = (masterPositionId: string, over: object) => ({
    masterPositionId,
    openTime: trade.openTime + 1500,
    openPrice: 1.1,
    volume: 0.5,
    ...over,
  });

  it("keeps the published example's sign and rounds it: -0.2468 bp, -5.97 stays negative (worse than the master)", () => {
    const [row] = rowsOf([
      copy('P1', { latencyMs: 900, slippageBasisPoints: -0.2468, slippageMoney: -5.9712 }),
    ]);
    expect(row).toMatchObject({ slippageBasisPoints: -0.25, slippageMoney: -5.97 });
  });

  it('averages +5 and -5 bp to a net 0 and an absolute 5', () => {
    const summary = summarizeCopyReport(
      rowsOf([
        copy('P1', { latencyMs: 900, slippageBasisPoints: 5 }),
        copy('P2', { latencyMs: 900, slippageBasisPoints: -5 }),
      ]),
    );
    expect(summary).toMatchObject({ averageSlippageBasisPoints: 0, averageAbsoluteSlippageBasisPoints: 5 });
  });

  it('marks a delay made from two deal times as estimated and keeps it out of p50/p95', () => {
    const rows = rowsOf([copy('P1', { latencyMs: 900 }), copy('P2', {})]);
    expect(rows.map((r) => [r.positionId, r.delayMs, r.delayEstimated]).sort()).toEqual([
      ['P1', 900, false],
      ['P2', 1500, true],
    ]);
    expect(summarizeCopyReport(rows)).toMatchObject({ medianDelayMs: 900, p95DelayMs: 900 });
  });
});
