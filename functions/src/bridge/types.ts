// Domain types of the trading bridge. They mirror the MetaApi / CopyFactory fields the product reads
// (docs/product.md §3) with our own names where MetaApi's are awkward (`_id` becomes `id`).
import type { Guardrails } from '../product-rules/guardrails.js';
import type { StrategyFilters } from '../product-rules/strategy-filters.js';

export type AccountState =
  | 'CREATED'
  | 'DEPLOYING'
  | 'DEPLOYED'
  | 'DEPLOY_FAILED'
  | 'UNDEPLOYING'
  | 'UNDEPLOYED'
  | 'UNDEPLOY_FAILED'
  | 'DELETING'
  | 'DELETE_FAILED'
  | 'REDEPLOY_FAILED'
  | 'DRAFT';

export type ConnectionStatus = 'CONNECTED' | 'DISCONNECTED' | 'DISCONNECTED_FROM_BROKER';
export type Reliability = 'high' | 'regular';
export type CopyFactoryRole = 'SUBSCRIBER' | 'PROVIDER';

export interface ProvisionAccountInput {
  name: string;
  login: string;
  /** Broker master password. Passed straight through; never stored, logged or echoed in errors. */
  password: string;
  server: string;
  region?: string;
  reliability?: Reliability;
  /**
   * 32-character idempotency key sent as MetaApi's `transaction-id`. The caller persists it (Firestore)
   * BEFORE calling, so a retried Cloud Function re-sends the same key and MetaApi returns the same
   * account instead of creating a second one. See newTransactionId().
   */
  transactionId: string;
}

export interface ProvisionedAccount {
  id: string;
  state: AccountState;
}

export interface BridgeAccount {
  id: string;
  name: string;
  login: string;
  server: string;
  state: AccountState;
  connectionStatus: ConnectionStatus;
  reliability?: Reliability;
  type?: string;
  region?: string;
  platform?: string;
  copyFactoryRoles: CopyFactoryRole[];
}

export interface AccountListQuery {
  offset?: number;
  limit?: number;
  state?: AccountState;
  region?: string;
  /** MetaApi's free-text search over id, name, server and login. */
  query?: string;
}

export interface AccountPage {
  items: BridgeAccount[];
  /** Total matching accounts (api-version 2); absent when the server answered a bare array. */
  count?: number;
  hasMore: boolean;
}

export interface BrokerServers {
  broker: string;
  servers: string[];
}

export interface AccountInformation {
  balance: number;
  equity: number;
  margin: number;
  freeMargin: number;
  marginLevel?: number;
  leverage: number;
  currency: string;
  server: string;
  platform: string;
  name: string;
  login: string;
  broker?: string;
}

/** A symbol's current quote (MetaApi MetatraderSymbolPrice; docs/architecture.md §6). */
export interface SymbolPrice {
  symbol: string;
  bid: number;
  ask: number;
  /** Quote time, ISO. */
  time: string;
  /** Value of one tick in the account's currency, for a profitable and a losing position. */
  profitTickValue?: number;
  lossTickValue?: number;
}

export type PositionType = 'POSITION_TYPE_BUY' | 'POSITION_TYPE_SELL';

export interface Position {
  id: string;
  symbol: string;
  type: PositionType;
  volume: number;
  openPrice: number;
  currentPrice: number;
  profit: number;
  time: string;
  magic?: number;
  swap?: number;
  commission?: number;
}

export interface Deal {
  id: string;
  /** DEAL_TYPE_BUY, DEAL_TYPE_SELL, DEAL_TYPE_BALANCE, ... (kept open: MetaApi has many). */
  type: string;
  entryType?: string;
  symbol?: string;
  volume?: number;
  price?: number;
  profit: number;
  commission?: number;
  swap?: number;
  positionId?: string;
  /** The expert's magic number (the strategy's magicFilter reads it). */
  magic?: string;
  time: string;
}

export interface Strategy {
  id: string;
  name: string;
  description: string;
  accountId?: string;
  /** The strategy's own copy filters, as CopyFactory keeps them (only those set; absent: none). */
  filters?: StrategyFilters;
}

export type { ListFilter, StrategyFilters } from '../product-rules/strategy-filters.js';

export type CloseOnlyMode = 'by-position' | 'by-symbol' | 'immediately';
export type RemoveMode =
  'preserve' | 'close-gracefully-by-position' | 'close-gracefully-by-symbol' | 'close-immediately';

export interface TradeSizeScaling {
  mode: string;
  tradeVolume?: number;
  [key: string]: unknown;
}

/** One CopyFactory subscription. Unknown fields are kept so a read-modify-write never drops them. */
export interface Subscription {
  strategyId: string;
  multiplier?: number;
  tradeSizeScaling?: TradeSizeScaling;
  copyStopLoss?: boolean;
  copyTakeProfit?: boolean;
  closeOnly?: CloseOnlyMode;
  /** CopyFactoryStrategyRiskLimit[] (guardrails, docs/product.md §5). */
  riskLimits?: unknown;
  /** CopyFactory's per-trade cap: the product sets none and removes one it finds (docs/product.md §5). */
  maxTradeVolume?: number;
  /** CopyFactory's cap on the leverage a new trade may take the account to (docs/product.md §5). */
  maxLeverage?: number;
  removed?: boolean;
  [key: string]: unknown;
}

/** A CopyFactory subscriber; its id IS the MetaApi account id. */
export interface Subscriber {
  id: string;
  name: string;
  subscriptions: Subscription[];
  closeOnly?: CloseOnlyMode;
  /** CopyFactoryStrategyRiskLimit[] for every strategy of the account (the account loss limit). */
  riskLimits?: unknown;
  [key: string]: unknown;
}

export interface SubscribeInput {
  /** Name used when the subscriber document does not exist yet. */
  subscriberName: string;
  strategyId: string;
  /** Fixed lot copied for every trade of the strategy (tradeSizeScaling fixedVolume). */
  tradeVolume: number;
  /** riskLimits of the subscription; absent keeps the ones it has. */
  guardrails?: Guardrails;
  /** CopyFactory's maxLeverage of the subscription; absent keeps the one it has. */
  maxLeverage?: number;
  /** The account-wide loss limit, riskLimits of the subscriber; null removes it, absent keeps it. */
  accountLossLimit?: number | null;
}
