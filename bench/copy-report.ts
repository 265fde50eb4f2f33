// The copy report and the strategy statistics job on large histories, in this Node process
// (README "Copy report and strategy statistics"): the same domain grouping and rules the endpoint and
// the schedule run, over CopyFactory transactions as the adapter returns them. The bridge's HTTP paging
// (1,000 transactions a page) is not included. Figures are printed by the caller; nothing asserts a timing.
import { performance } from 'node:perf_hooks';
import {
  closedTradesOf,
  copiesOf,
  followedTrades,
  masterTradesOf,
} from '../functions/src/subscriptions/copy-history.rules.ts';
import {
  buildCopyReportRows,
  strategyRecord,
  summarizeCopyReport,
  type CopyDeal,
  type CopyLogEntry,
} from '../functions/src/product-rules/index.ts';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00Z');

function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296;
}

/** `count` master trades over 90 days (open and close deals) under `provider`. */
function masterDeals(strategyId: string, provider: string, count: number, seed: number): CopyDeal[] {
  const random = seeded(seed);
  const step = (90 * DAY) / count;
  return Array.from({ length: count }, (_, i) => {
    const open = START + i * step;
    const base = {
      subscriberId: provider,
      strategyId,
      strategyName: strategyId,
      symbol: 'EURUSD',
      positionId: `${strategyId}-${i}`,
      volume: 1,
    };
    return [
      { ...base, type: 'DEAL_TYPE_BUY', time: new Date(open).toISOString(), price: 1.08, result: 0 },
      {
        ...base,
        type: 'DEAL_TYPE_SELL',
        time: new Date(open + step / 2).toISOString(),
        price: 1.081,
        result: Math.round((random() - 0.47) * 20_000) / 100,
      },
    ];
  }).flat();
}

/** Our copies of every master trade except each 10th (skipped, with a log line). */
function ourDeals(masters: CopyDeal[], subscriberId: string): { deals: CopyDeal[]; log: CopyLogEntry[] } {
  const deals: CopyDeal[] = [];
  const log: CopyLogEntry[] = [];
  masters.forEach((m, i) => {
    const index = Math.floor(i / 2);
    if (index % 10 === 9) {
      if (m.type === 'DEAL_TYPE_BUY')
        log.push({
          time: Date.parse(m.time) + 500,
          positionId: m.positionId,
          level: 'ERROR',
          message: 'not enough money',
        });
      return;
    }
    const time = new Date(Date.parse(m.time) + 300 + (index % 7) * 400).toISOString();
    deals.push({
      ...m,
      subscriberId,
      slavePositionId: `copy-${m.positionId ?? ''}`,
      time,
      volume: 0.05,
      result: m.result / 20,
      latencyMs: 300 + (index % 7) * 400,
    });
  });
  return { deals, log };
}

function time<T>(work: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = work();
  return { result, ms: performance.now() - started };
}

export function benchCopyReport(): Record<string, number> {
  const masters = masterDeals('XmTr', 'provider-xmtr', 5_000, 7);
  const { deals, log } = ourDeals(masters, 'acc-1');
  const report = time(() => {
    const trades = masterTradesOf(masters, 'provider-xmtr');
    const copies = copiesOf(deals);
    const rows = buildCopyReportRows({
      masterTrades: followedTrades(trades, copies, log),
      copies,
      log,
      lots: { XmTr: 0.05 },
    });
    return { rows, summary: summarizeCopyReport(rows) };
  });
  const strategies = Array.from({ length: 20 }, (_, i) =>
    masterDeals(`S${i}`, `provider-s${i}`, 10_000, 100 + i),
  );
  const job = time(() =>
    strategies.map((provided, i) => strategyRecord(closedTradesOf(provided, `provider-s${i}`), [])),
  );
  return {
    copyReportTrades: report.result.rows.length,
    copyReportMs: report.ms,
    statisticsStrategies: job.result.length,
    statisticsTradesPerStrategy: job.result[0]?.trades ?? 0,
    statisticsJobMs: job.ms,
  };
}
