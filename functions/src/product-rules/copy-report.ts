// The copy report (docs/product.md §10): one row per master trade of the followed strategies, joined with
// our copy of it and the bridge's log, and the summary above it. Pure: times are epoch ms.
import {
  classifyLogMessage,
  isCopiedOutcome,
  isStopoutMessage,
  LATE_COPY_MS,
  SKIP_REASONS,
  type CopyOutcome,
} from './copy-outcome.js';
import { scaleProfit } from './strategy-statistics.js';
import { followStateAt, type FollowState, type SubscriptionEvent } from './subscription-history.js';

export interface MasterTrade {
  strategyId: string;
  strategyName: string;
  positionId: string;
  symbol: string;
  side: 'buy' | 'sell';
  openTime: number;
  openPrice: number;
  volume: number;
  /** Realised result at the master's volume, once closed. */
  profit?: number;
  /**
   * Its opening deal is older than the deals read: openTime, openPrice and side come from its first
   * deal seen (an exit), the side reversed (docs/architecture.md §6).
   */
  openedBefore?: true;
}

export interface CopiedTrade {
  masterPositionId: string;
  openTime: number;
  openPrice: number;
  volume: number;
  /** CopyFactory's measured copying latency, when it measured one. */
  latencyMs?: number;
  /** CopyFactory's measured slippage (metrics), in basis points and in the account's currency. */
  slippageBasisPoints?: number;
  slippageMoney?: number;
  /** Realised result of our copy, once closed. */
  profit?: number;
  /** As MasterTrade.openedBefore. */
  openedBefore?: true;
}

/** One CopyFactory deal (a subscription or provided transaction) as the product reads it. */
export interface CopyDeal {
  /** DEAL_TYPE_BUY, DEAL_TYPE_SELL, ... */
  type: string;
  /** DEAL_ENTRY_IN, DEAL_ENTRY_OUT, DEAL_ENTRY_INOUT, DEAL_ENTRY_OUT_BY, when the source says. */
  entryType?: string;
  time: string;
  subscriberId: string;
  strategyId: string;
  strategyName: string;
  symbol?: string;
  /** The master's (source) position. */
  positionId?: string;
  /** The subscriber's copy of it. */
  slavePositionId?: string;
  /** Lots, never negative: CopyFactory's |quantity|; the side is the deal type (docs/architecture.md §6). */
  volume?: number;
  /** The deal's price: CopyFactory's tickPrice (its lotPrice is the value of one lot, not a price). */
  price?: number;
  /** profit + swap + commission */
  result: number;
  /** CopyFactory's metrics on a copy: tradeCopyingLatency (ms), tradeCopyingSlippageInBasisPoints,
   * tradeCopyingSlippageInAccountCurrency. */
  latencyMs?: number;
  slippageBasisPoints?: number;
  slippageMoney?: number;
}

export interface CopyLogEntry {
  time: number;
  positionId?: string;
  strategyId?: string;
  symbol?: string;
  side?: string;
  level: string;
  message: string;
}

/** A log line without a position id belongs to the master trade of its strategy, symbol and side
 * opened at most this long before it. */
export const LOG_MATCH_WINDOW_MS = 60_000;

export interface CopyReportRow {
  strategyId: string;
  strategyName: string;
  positionId: string;
  symbol: string;
  side: 'buy' | 'sell';
  /** null when the position opened before the deals read (openedBeforePeriod). */
  masterOpenTime: string | null;
  masterOpenPrice: number | null;
  openedBeforePeriod: boolean;
  masterVolume: number;
  ourOpenTime: string | null;
  ourOpenPrice: number | null;
  ourVolume: number | null;
  delayMs: number | null;
  /** The delay is ours (two deal times), not CopyFactory's tradeCopyingLatency: kept out of p50/p95. */
  delayEstimated: boolean;
  /**
   * As CopyFactory measured it (metrics), rounded: negative is worse than the master's price, as in
   * MetaApi's published example (docs/architecture.md §6).
   */
  slippageBasisPoints: number | null;
  slippageMoney: number | null;
  outcome: CopyOutcome;
  reason: string | null;
  ourProfit: number | null;
  /** The master's realised result scaled to our lot size. */
  masterProfitScaled: number | null;
}

export interface CopyReportSummary {
  trades: number;
  /** Copied trades / all master trades (0..1); null without trades. */
  copyRate: number | null;
  medianDelayMs: number | null;
  p95DelayMs: number | null;
  /** Net averages: gains and costs offset (+5 and -5 bp net to 0). */
  averageSlippageBasisPoints: number | null;
  averageSlippageMoney: number | null;
  /** The average size of the slippage whatever its sign. */
  averageAbsoluteSlippageBasisPoints: number | null;
  ourProfit: number;
  masterProfitScaled: number;
}

export interface CopyReportInput {
  masterTrades: readonly MasterTrade[];
  copies: readonly CopiedTrade[];
  log: readonly CopyLogEntry[];
  /** Our fixed lot per strategy id now (the subscription's trade volume). */
  lots: Readonly<Record<string, number>>;
  /** The account's subscription history: the window and the lot in force at each trade's open. */
  history?: readonly SubscriptionEvent[];
}

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
        ? cents(scaleProfit({ volume: m.volume, profit: m.profit }, ourLot))
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
    return { outcome: 'partially-copied', reason: `Copied ${copy.volume} of ${lot} lots` };
  const delay = delayOf(m, copy)?.ms ?? 0;
  if (delay > LATE_COPY_MS)
    return { outcome: 'copied-late', reason: `Copied ${(delay / 1000).toFixed(1)} s after the master` };
  return { outcome: 'copied', reason: null };
}

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
