// The copy report against a hand-computed small case (docs/product.md §10): six master trades, three
// copies, two skips in the bridge's log (one without a position id), one trade with neither.
import { describe, expect, it } from 'vitest';
import {
  buildCopyReportRows,
  classifyLogMessage,
  copyReportCsv,
  filterCopyReport,
  median,
  nearestRank,
  SKIP_REASONS,
  summarizeCopyReport,
  type MasterTrade,
} from './index.js';

const T0 = Date.parse('2026-03-02T09:00:00Z');
const master = (
  positionId: string,
  symbol: string,
  side: 'buy' | 'sell',
  offsetS: number,
  openPrice: number,
  profit?: number,
): MasterTrade => ({
  strategyId: 'S1',
  strategyName: 'Steady Majors',
  positionId,
  symbol,
  side,
  openTime: T0 + offsetS * 1000,
  openPrice,
  volume: 0.5,
  ...(profit === undefined ? {} : { profit }),
});

const INPUT = {
  masterTrades: [
    master('A', 'EURUSD', 'buy', 0, 1.1, 100),
    master('B', 'EURUSD', 'sell', 60, 1.101, -50),
    master('C', 'GBPUSD', 'buy', 120, 1.27, 40),
    master('D', 'USDJPY', 'buy', 180, 151),
    master('E', 'EURUSD', 'buy', 240, 1.1),
    master('F', 'GBPUSD', 'sell', 300, 1.27),
  ],
  copies: [
    {
      masterPositionId: 'A',
      openTime: T0 + 800,
      openPrice: 1.10002,
      volume: 0.05,
      latencyMs: 800,
      slippageBasisPoints: 0.18,
      slippageMoney: 0.1,
      profit: 9.9,
    },
    {
      masterPositionId: 'B',
      openTime: T0 + 67_000,
      openPrice: 1.1009,
      volume: 0.05,
      latencyMs: 7000,
      slippageBasisPoints: 0.91,
      slippageMoney: 0.5,
      profit: -5.5,
    },
    {
      masterPositionId: 'D',
      openTime: T0 + 181_200,
      openPrice: 151.01,
      volume: 0.03,
      slippageBasisPoints: 0.66,
      slippageMoney: 0.3,
    },
  ],
  log: [
    {
      time: T0 + 120_300,
      positionId: 'C',
      level: 'WARN',
      message: 'Failed to copy the trade: not enough money (TRADE_RETCODE_NO_MONEY)',
    },
    { time: T0 + 500, positionId: 'A', level: 'INFO', message: 'Copied a market order' },
    {
      time: T0 + 300_400,
      strategyId: 'S1',
      symbol: 'GBPUSD',
      side: 'sell',
      level: 'WARN',
      message: 'Failed to copy sell 0.05 GBPUSD: market closed (TRADE_RETCODE_MARKET_CLOSED)',
    },
  ],
  lots: { S1: 0.05 },
};

describe('the rows of a copy report', () => {
  const rows = buildCopyReportRows(INPUT);
  const byId = new Map(rows.map((r) => [r.positionId, r]));

  it('lists every master trade, newest first', () => {
    expect(rows.map((r) => r.positionId)).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
  });

  it.each([
    ['A', 'copied', null, 800, 0.18, 0.1, 10],
    ['B', 'copied-late', 'Copied 7.0 s after the master', 7000, 0.91, 0.5, -5],
    ['C', 'skipped', SKIP_REASONS.margin, null, null, null, 4],
    ['D', 'partially-copied', 'Copied 0.03 of 0.05 lots', 1200, 0.66, 0.3, null],
    ['E', 'failed', SKIP_REASONS.noReason, null, null, null, null],
    ['F (a log line without a position id)', 'skipped', SKIP_REASONS.marketClosed, null, null, null, null],
  ])(
    'trade %s: %s (%s), delay %s ms, slippage %s basis points / %s as CopyFactory measured, master at our lot %s',
    (id, outcome, reason, delay, bps, money, scaled) => {
      expect(byId.get(id.slice(0, 1))).toMatchObject({
        outcome,
        reason,
        delayMs: delay,
        slippageBasisPoints: bps,
        slippageMoney: money,
        masterProfitScaled: scaled,
      });
    },
  );

  it('carries both sides of a copied trade', () => {
    expect(byId.get('A')).toMatchObject({
      masterOpenTime: '2026-03-02T09:00:00.000Z',
      masterOpenPrice: 1.1,
      masterVolume: 0.5,
      ourOpenTime: '2026-03-02T09:00:00.800Z',
      ourOpenPrice: 1.10002,
      ourVolume: 0.05,
      ourProfit: 9.9,
    });
  });
});

describe('the summary of a copy report', () => {
  it('matches the hand-computed figures', () => {
    // Copied A, B, D of 6: 50%. Measured delays 800, 7000 (D's 1200 is estimated from deal times and
    // kept out): median 3900, p95 (2nd of 2) 7000.
    // Basis points 0.18, 0.91, 0.66: 1.75 / 3 = 0.583 -> 0.58. Money 0.1, 0.5, 0.3: 0.3. Ours 9.9 - 5.5 = 4.4; master 10 - 5 + 4 = 9.
    expect(summarizeCopyReport(buildCopyReportRows(INPUT))).toEqual({
      trades: 6,
      copyRate: 0.5,
      medianDelayMs: 3900,
      p95DelayMs: 7000,
      averageSlippageBasisPoints: 0.58,
      averageSlippageMoney: 0.3,
      averageAbsoluteSlippageBasisPoints: 0.58, // all three positive: the same as the net average
      ourProfit: 4.4,
      masterProfitScaled: 9,
    });
  });

  it('has no rates or delays without trades', () => {
    expect(summarizeCopyReport([])).toMatchObject({
      trades: 0,
      copyRate: null,
      medianDelayMs: null,
      p95DelayMs: null,
    });
  });

  it.each([
    [[1, 2, 3, 4], 2.5, 4],
    [[5], 5, 5],
    [Array.from({ length: 20 }, (_, i) => i + 1), 10.5, 19],
  ])('of %o has median %d and 95th percentile %d', (values, mid, p95) => {
    expect(median(values)).toBe(mid);
    expect(nearestRank(values, 0.95)).toBe(p95);
  });
});

describe("the bridge's log in plain words", () => {
  it.each([
    ['Failed to copy the trade: not enough money (TRADE_RETCODE_NO_MONEY)', 'skipped', SKIP_REASONS.margin],
    ['Skipped the signal: symbol XAUUSD not found at the broker', 'skipped', SKIP_REASONS.symbol],
    [
      'Failed to copy the trade: market closed (TRADE_RETCODE_MARKET_CLOSED)',
      'skipped',
      SKIP_REASONS.marketClosed,
    ],
    ['Trade request timed out', 'failed', 'Trade request timed out'],
  ])('"%s" is %s: %s', (message, outcome, reason) => {
    expect(classifyLogMessage(message)).toEqual({ outcome, reason });
  });
});

describe('what the Copy Report tab shows and exports', () => {
  const rows = buildCopyReportRows(INPUT);

  it.each([
    [{ outcome: 'skipped' as const }, ['F', 'C']],
    [{ outcome: 'all' as const, strategyId: 'S1' }, ['F', 'E', 'D', 'C', 'B', 'A']],
    [{ strategyId: 'other' }, []],
  ])('filter %o keeps %o', (filter, ids) => {
    expect(filterCopyReport(rows, filter).map((r) => r.positionId)).toEqual(ids);
  });

  it('exports the shown rows as CSV with a header, quoting cells with commas', () => {
    const csv = copyReportCsv(filterCopyReport(rows, { outcome: 'skipped' }));
    expect(csv.split('\r\n')).toEqual([
      "Strategy,Symbol,Side,Master open time,Master open price,Master volume,Our open time,Our open price,Our volume,Delay (s),Slippage (basis points),Slippage (account currency),Outcome,Reason,Our P/L,Master's P/L at our lot",
      'Steady Majors,GBPUSD,sell,2026-03-02T09:05:00.000Z,1.27,0.5,,,,,,,Skipped,The market was closed at your broker,,',
      'Steady Majors,GBPUSD,buy,2026-03-02T09:02:00.000Z,1.27,0.5,,,,,,,Skipped,Not enough free margin on your account to open this trade,,4',
      '',
    ]);
    expect(copyReportCsv(filterCopyReport(rows, { outcome: 'copied-late' })).split('\r\n')[1]).toContain(
      ',Copied late,Copied 7.0 s after the master,',
    );
  });
});
