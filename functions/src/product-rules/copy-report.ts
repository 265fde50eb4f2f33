// The copy report's rows (docs/product.md §10): one per master trade of the followed strategies, joined
// with our copy of it, the bridge's log and the follow state our subscription history gives at its open.
// Pure: times are epoch ms.
import {
  classifyLogMessage,
  isStopoutMessage,
  LATE_COPY_MS,
  partialCopyReason,
  SKIP_REASONS,
  type CopyOutcome,
} from './copy-outcome.js';
import type {
  CopiedTrade,
  CopyLogEntry,
  CopyReportInput,
  CopyReportRow,
  MasterTrade,
} from './copy-report-types.js';
import { LOG_MATCH_WINDOW_MS } from './copy-report-types.js';
import { scaleProfit } from './strategy-statistics.js';
import { followStateAt, type FollowState } from './subscription-history.js';

/** Where the history says nothing of the strategy, the trade was followed at today's lot. */
function stateOf(input: CopyReportInput, m: MasterTrade): FollowState & { lot?: number } {
  const state = followStateAt(input.history ?? [], m.strategyId, m.openTime) ?? { kind: 'followed' };
  const lot = state.kind === 'not-followed' ? undefined : (state.lot ?? input.lots[m.strategyId]);
  return lot === undefined ? state : { ...state, lot };
}

export function buildCopyReportRows(input: CopyReportInput): CopyReportRow[] {
  const copies = new Map(input.copies.map((c) => [c.masterPositionId, c]));
  const logs = new Map<string, CopyLogEntry[]>();
  for (const entry of input.log) {
    if (entry.positionId === undefined) continue;
    logs.set(entry.positionId, [...(logs.get(entry.positionId) ?? []), entry]);
  }
  const loose = input.log.filter((e) => e.positionId === undefined);
  return [...input.masterTrades]
    .sort((a, b) => b.openTime - a.openTime)
    .map((m) => {
      const own = logs.get(m.positionId) ?? loose.filter((e) => belongsTo(e, m));
      return rowFor(m, copies.get(m.positionId), own, stateOf(input, m));
    });
}

function belongsTo(e: CopyLogEntry, m: MasterTrade): boolean {
  return (
    e.strategyId === m.strategyId &&
    e.symbol === m.symbol &&
    e.side === m.side &&
    e.time >= m.openTime &&
    e.time - m.openTime <= LOG_MATCH_WINDOW_MS
  );
}

function rowFor(
  m: MasterTrade,
  copy: CopiedTrade | undefined,
  log: CopyLogEntry[],
  state: FollowState & { lot?: number },
): CopyReportRow {
  const ourLot = state.lot ?? copy?.volume;
  const { outcome, reason } = classify(m, copy, log, state);
  const delay = copy ? delayOf(m, copy) : null;
  return {
    strategyId: m.strategyId,
    strategyName: m.strategyName,
    positionId: m.positionId,
    symbol: m.symbol,
    side: m.side,
    masterOpenTime: m.openedBefore ? null : new Date(m.openTime).toISOString(),
    masterOpenPrice: m.openedBefore ? null : m.openPrice,
    openedBeforePeriod: m.openedBefore === true,
    masterVolume: m.volume,
    ourOpenTime: copy && !copy.openedBefore ? new Date(copy.openTime).toISOString() : null,
    ourOpenPrice: copy && !copy.openedBefore ? copy.openPrice : null,
    ourVolume: copy?.volume ?? null,
    delayMs: delay?.ms ?? null,
    delayEstimated: delay?.estimated ?? false,
    slippageBasisPoints: roundedOrNull(copy?.slippageBasisPoints, 100),
    slippageMoney: roundedOrNull(copy?.slippageMoney, 100),
    outcome,
    reason,
    ourProfit: copy?.profit ?? null,
    masterProfitScaled:
      m.profit !== undefined && ourLot !== undefined
        ? roundedOrNull(scaleProfit({ volume: m.volume, profit: m.profit }, ourLot), 100)
        : null,
  };
}

/**
 * CopyFactory's tradeCopyingLatency; without it, an estimate from two APIs' deal times (marked, and
 * kept out of the percentiles); none when either open is older than the deals read.
 */
function delayOf(m: MasterTrade, copy: CopiedTrade): { ms: number; estimated: boolean } | null {
  if (copy.latencyMs !== undefined) return { ms: copy.latencyMs, estimated: false };
  if (m.openedBefore || copy.openedBefore) return null;
  return { ms: Math.max(0, copy.openTime - m.openTime), estimated: true };
}

function roundedOrNull(value: number | undefined, precision: number): number | null {
  return value === undefined ? null : Math.round(value * precision) / precision;
}

function classify(
  m: MasterTrade,
  copy: CopiedTrade | undefined,
  log: CopyLogEntry[],
  state: FollowState & { lot?: number },
): { outcome: CopyOutcome; reason: string | null } {
  const { lot } = state;
  if (!copy && state.kind === 'not-followed') return { outcome: 'not-followed', reason: null };
  if (!copy && state.kind === 'skipped') return { outcome: 'skipped', reason: state.reason };
  if (!copy) {
    const entry = log.find((e) => e.level === 'WARN' || e.level === 'ERROR');
    return entry ? classifyLogMessage(entry.message) : { outcome: 'failed', reason: SKIP_REASONS.noReason };
  }
  const stopout = log.find((e) => isStopoutMessage(e.message));
  if (stopout) return { outcome: 'stopped-out', reason: stopout.message };
  if (lot !== undefined && copy.volume + 1e-9 < lot)
    return { outcome: 'partially-copied', reason: partialCopyReason(log, copy.volume, lot) };
  const delay = delayOf(m, copy)?.ms ?? 0;
  if (delay > LATE_COPY_MS)
    return { outcome: 'copied-late', reason: `Copied ${(delay / 1000).toFixed(1)} s after the master` };
  return { outcome: 'copied', reason: null };
}
