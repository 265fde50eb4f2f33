// CopyFactory history as the product reads it (subscription and provided transactions, the subscriber
// user log), independent of MetaApi's wire format.

export interface CopyTransaction {
  id: string;
  /** DEAL_TYPE_BUY, DEAL_TYPE_SELL, ... */
  type: string;
  time: string;
  subscriberId: string;
  strategyId: string;
  strategyName: string;
  symbol?: string;
  /** The master's (source) position. */
  positionId?: string;
  /** The subscriber's copy of it. */
  slavePositionId?: string;
  volume?: number;
  /** The deal's price (CopyFactory's lotPrice). */
  price?: number;
  /** profit + swap + commission */
  result: number;
  latencyMs?: number;
  slippageBasisPoints?: number;
  slippageMoney?: number;
}

export interface TransactionQuery {
  from: Date;
  till: Date;
  strategyIds?: string[];
  subscriberIds?: string[];
}

// The user log is read through the copy-health client (one reader of that route); its types live there.
export type { UserLogMessage as UserLogEntry, UserLogQuery } from './copy-health-types.js';
