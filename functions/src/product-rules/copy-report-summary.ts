// The copy report's summary above its rows (docs/product.md §10): copy rate, delay percentiles over
// CopyFactory's measured latencies only, net and absolute slippage, and the P/L totals. Pure.
import { isCopiedOutcome } from './copy-outcome.js';
import type { CopyReportRow, CopyReportSummary } from './copy-report-types.js';

/** Trades outside the account's follow windows are shown but never counted. */
export function followedRows(rows: readonly CopyReportRow[]): CopyReportRow[] {
  return rows.filter((r) => r.outcome !== 'not-followed');
}

export function summarizeCopyReport(all: readonly CopyReportRow[]): CopyReportSummary {
  const rows = followedRows(all);
  const copied = rows.filter((r) => isCopiedOutcome(r.outcome));
  const delays = copied
    .flatMap((r) => (r.delayMs === null || r.delayEstimated ? [] : [r.delayMs]))
    .sort((a, b) => a - b);
  const bps = copied.flatMap((r) => (r.slippageBasisPoints === null ? [] : [r.slippageBasisPoints]));
  const money = copied.flatMap((r) => (r.slippageMoney === null ? [] : [r.slippageMoney]));
  return {
    trades: rows.length,
    copyRate: rows.length > 0 ? copied.length / rows.length : null,
    medianDelayMs: median(delays),
    p95DelayMs: nearestRank(delays, 0.95),
    averageSlippageBasisPoints: mean(bps, 100),
    averageSlippageMoney: mean(money, 100),
    averageAbsoluteSlippageBasisPoints: mean(bps.map(Math.abs), 100),
    ourProfit: cents(rows.reduce((s, r) => s + (r.ourProfit ?? 0), 0)),
    masterProfitScaled: cents(rows.reduce((s, r) => s + (r.masterProfitScaled ?? 0), 0)),
  };
}

/** Middle value; the mean of the two middle values for an even count. `sorted` is ascending. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** Nearest-rank percentile: the smallest value with at least share p of the values at or below it. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;
}

function mean(values: number[], precision: number): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((s, v) => s + v, 0) / values.length) * precision) / precision;
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
