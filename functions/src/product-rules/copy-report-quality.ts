// Copy quality a client sees on a strategy card (docs/product.md §2): over the last 30 days, every
// master trade each of our subscribers was following, as their copy reports show it. Latency and
// slippage are CopyFactory's own metrics (tradeCopyingLatency, tradeCopyingSlippageInBasisPoints),
// summarised as the copy report summarises them. Pure.
import { followedRows, summarizeCopyReport } from './copy-report-summary.js';
import type { CopyReportRow } from './copy-report-types.js';
import { isCopiedOutcome } from './copy-outcome.js';

/** The period the card's copy quality covers. */
export const COPY_QUALITY_DAYS = 30;
/** A copy opened within this long of the master's trade counts as handled. */
export const PROMPT_COPY_MS = 60_000;

export interface CopyQuality {
  /** Master trades our subscribers were following in the period (one per trade and subscriber). */
  followedTrades: number;
  medianLatencyMs: number | null;
  p95LatencyMs: number | null;
  averageSlippageBasisPoints: number | null;
  /**
   * Share (0..1) of those copied within PROMPT_COPY_MS or skipped with a stated reason (a condition
   * of the subscriber's account the bridge logged); null without followed trades.
   */
  handledShare: number | null;
}

function handled(row: CopyReportRow): boolean {
  if (row.outcome === 'skipped') return true;
  return isCopiedOutcome(row.outcome) && row.delayMs !== null && row.delayMs <= PROMPT_COPY_MS;
}

/**
 * `all`: the copy report rows of every follower of one strategy over the period. A trade outside a
 * follower's windows is not theirs; one they followed but never copied (copying never started) counts
 * against the handled share.
 */
export function copyQualityOf(all: readonly CopyReportRow[]): CopyQuality {
  const rows = followedRows(all);
  const summary = summarizeCopyReport(rows);
  return {
    followedTrades: rows.length,
    medianLatencyMs: summary.medianDelayMs,
    p95LatencyMs: summary.p95DelayMs,
    averageSlippageBasisPoints: summary.averageSlippageBasisPoints,
    handledShare: rows.length > 0 ? rows.filter(handled).length / rows.length : null,
  };
}
