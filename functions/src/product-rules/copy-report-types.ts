// The copy report's shapes (docs/product.md §10): what it is built from (master trades, our copies, the
// bridge's log, the subscription history) and what it shows (rows, summary). Pure: times are epoch ms.
import type { CopyOutcome } from './copy-outcome.js';
import type { SubscriptionEvent } from './subscription-history.js';

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
