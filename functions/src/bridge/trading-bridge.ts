// The port: every trading operation the product performs, independent of MetaApi's wire format.
// One adapter implements it (metaapi-bridge.ts); locally it talks to tools/bridge-simulator.
import type { Stopout, UserLogMessage, UserLogQuery } from './copy-health-types.js';
import type {
  AccountInformation,
  AccountListQuery,
  AccountPage,
  BridgeAccount,
  BrokerServers,
  CloseOnlyMode,
  Deal,
  Position,
  ProvisionAccountInput,
  ProvisionedAccount,
  RemoveMode,
  Strategy,
  SubscribeInput,
  Subscriber,
  SymbolPrice,
} from './types.js';
import type { CopyTransaction, TransactionQuery } from './copy-history-types.js';

export interface TradingBridge {
  /** Creates an MT5 account with the SUBSCRIBER CopyFactory role. Idempotent per transactionId. */
  provisionAccount(input: ProvisionAccountInput): Promise<ProvisionedAccount>;
  deployAccount(accountId: string): Promise<void>;
  undeployAccount(accountId: string): Promise<void>;
  deleteAccount(accountId: string): Promise<void>;
  listAccounts(query?: AccountListQuery): Promise<AccountPage>;
  /** Every account, following offset/limit pages until exhausted. */
  listAllAccounts(query?: Omit<AccountListQuery, 'offset' | 'limit'>): Promise<BridgeAccount[]>;
  /** Null when the bridge does not know the id. */
  getAccount(accountId: string): Promise<BridgeAccount | null>;
  /** MT5 servers matching the query, grouped by broker company. */
  searchServers(query: string): Promise<BrokerServers[]>;

  getAccountInformation(accountId: string): Promise<AccountInformation>;
  getPositions(accountId: string): Promise<Position[]>;
  /** Deals with from <= time < till, all pages. */
  getHistoryDeals(accountId: string, from: Date, till: Date): Promise<Deal[]>;
  /**
   * The symbol's current bid/ask at this account's broker (e.g. USDZAR to convert USD into a ZAR
   * account's currency). not-found when the broker does not define the symbol.
   */
  getSymbolPrice(accountId: string, symbol: string): Promise<SymbolPrice>;

  listStrategies(): Promise<Strategy[]>;
  getStrategy(strategyId: string): Promise<Strategy | null>;
  /** Null when no subscriber exists for this account (404). */
  getSubscriber(accountId: string): Promise<Subscriber | null>;
  /** PUT of the whole subscriber document (creates it if missing). */
  saveSubscriber(subscriber: Subscriber): Promise<void>;
  /** Adds or updates one subscription (fixed lot, multiplier 1, copy SL/TP), keeping all the others. */
  subscribe(accountId: string, input: SubscribeInput): Promise<Subscriber>;
  removeSubscription(accountId: string, strategyId: string, mode?: RemoveMode): Promise<void>;
  /** Removes the whole subscriber (all its subscriptions); not-found when there is none. */
  removeSubscriber(accountId: string, mode: RemoveMode): Promise<void>;
  /** Subscriber-level close-only: no new trades are copied, closes still are. Null turns it off. */
  setCloseOnly(accountId: string, mode: CloseOnlyMode | null): Promise<Subscriber>;

  // Copy health (CopyFactory trading reads)
  /** Every subscriber document, following pages. */
  listSubscribers(): Promise<Subscriber[]>;
  /** The subscriber's stop-outs in force. */
  getStopouts(subscriberId: string): Promise<Stopout[]>;
  resetStopouts(subscriberId: string, reason: string): Promise<void>;
  /** Resets one strategy's stop-outs with this reason. */
  resetSubscriptionStopouts(subscriberId: string, strategyId: string, reason: string): Promise<void>;
  /**
   * Before resetting stop-outs: moves startTime to `now` on each risk limit whose stop-out is in force
   * (of one strategy, or all); every other limit keeps its startTime (docs/architecture.md §6).
   */
  restartRiskLimits(accountId: string, strategyId: string | undefined, now: string): Promise<void>;
  /** One page of the subscriber's user log, newest first. */
  getUserLog(subscriberId: string, query?: UserLogQuery): Promise<UserLogMessage[]>;
  /** CopyFactory history (all pages): the copies on our subscriber accounts. */
  getSubscriptionTransactions(query: TransactionQuery): Promise<CopyTransaction[]>;
  /** CopyFactory history (all pages): transactions on the strategies we provide. */
  getProvidedTransactions(query: TransactionQuery): Promise<CopyTransaction[]>;
  /** The subscriber's CopyFactory user log (all pages). */
  getSubscriberUserLog(subscriberId: string, query: UserLogQuery): Promise<UserLogMessage[]>;
}
