// CopyFactory history as the product reads it (subscription and provided transactions), independent of
// MetaApi's wire format. The subscriber user log is copy-health-types.ts's.

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
