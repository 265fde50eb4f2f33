// The MetaApi REST adapter: the only TradingBridge implementation. Base URLs and token are injected,
// so the same code talks to MetaApi in production and to tools/bridge-simulator locally and in tests.
// No firebase imports here: it must run in plain Node.
import { randomInt } from 'node:crypto';
import { HttpClient, type HttpClientOptions } from './http-client.js';
import { AccountsClient } from './metaapi-accounts.js';
import { CopyFactoryClient } from './metaapi-copyfactory.js';
import { CopyHealthClient } from './metaapi-copy-health.js';
import type * as H from './copy-health-types.js';
import { CopyFactoryHistoryClient } from './metaapi-copyfactory-history.js';
import { TerminalClient } from './metaapi-terminal.js';
import type { TradingBridge } from './trading-bridge.js';
import type * as T from './types.js';
import type * as C from './copy-history-types.js';

export interface MetaApiBridgeOptions extends HttpClientOptions {
  /** e.g. https://mt-provisioning-api-v1.agiliumtrade.agiliumtrade.ai */
  provisioningUrl: string;
  /** e.g. https://mt-client-api-v1.{region}.agiliumtrade.ai; `{region}` is the account's region. */
  clientUrl: string;
  /** e.g. https://copyfactory-api-v1.new-york.agiliumtrade.ai */
  copyFactoryUrl: string;
  /** Region for new accounts. */
  region?: string;
  reliability?: T.Reliability;
  /** Page size for account lists and history deals (MetaApi allows 1..1000). */
  pageSize?: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh 32-character transaction id. Persist it before calling provisionAccount (see types.ts). */
export function newTransactionId(): string {
  return Array.from({ length: 32 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** MetaApi's largest user-log page. */
const USER_LOG_PAGE = 1000;

export class MetaApiBridge implements TradingBridge {
  private readonly accounts: AccountsClient;
  private readonly terminal: TerminalClient;
  private readonly cf: CopyFactoryClient;
  private readonly health: CopyHealthClient;
  private readonly history: CopyFactoryHistoryClient;

  constructor(options: MetaApiBridgeOptions) {
    const http = new HttpClient(options);
    const pageSize = options.pageSize ?? 1000;
    this.accounts = new AccountsClient(http, { ...options, pageSize });
    this.terminal = new TerminalClient(http, options.clientUrl, pageSize, (id) => this.accounts.regionOf(id));
    this.cf = new CopyFactoryClient(http, options.copyFactoryUrl);
    this.health = new CopyHealthClient(http, options.copyFactoryUrl);
    this.history = new CopyFactoryHistoryClient(http, options.copyFactoryUrl);
  }

  provisionAccount(input: T.ProvisionAccountInput): Promise<T.ProvisionedAccount> {
    return this.accounts.provisionAccount(input);
  }
  deployAccount(accountId: string): Promise<void> {
    return this.accounts.deployAccount(accountId);
  }
  undeployAccount(accountId: string): Promise<void> {
    return this.accounts.undeployAccount(accountId);
  }
  deleteAccount(accountId: string): Promise<void> {
    return this.accounts.deleteAccount(accountId);
  }
  listAccounts(query?: T.AccountListQuery): Promise<T.AccountPage> {
    return this.accounts.listAccounts(query);
  }
  listAllAccounts(query?: Omit<T.AccountListQuery, 'offset' | 'limit'>): Promise<T.BridgeAccount[]> {
    return this.accounts.listAllAccounts(query);
  }
  getAccount(accountId: string): Promise<T.BridgeAccount | null> {
    return this.accounts.getAccount(accountId);
  }
  searchServers(query: string): Promise<T.BrokerServers[]> {
    return this.accounts.searchServers(query);
  }
  getAccountInformation(accountId: string): Promise<T.AccountInformation> {
    return this.terminal.accountInformation(accountId);
  }
  getPositions(accountId: string): Promise<T.Position[]> {
    return this.terminal.positions(accountId);
  }
  getHistoryDeals(accountId: string, from: Date, till: Date): Promise<T.Deal[]> {
    return this.terminal.historyDeals(accountId, from, till);
  }
  getSymbolPrice(accountId: string, symbol: string): Promise<T.SymbolPrice> {
    return this.terminal.symbolPrice(accountId, symbol);
  }

  listStrategies(): Promise<T.Strategy[]> {
    return this.cf.listStrategies();
  }
  getStrategy(strategyId: string): Promise<T.Strategy | null> {
    return this.cf.getStrategy(strategyId);
  }
  getSubscriber(accountId: string): Promise<T.Subscriber | null> {
    return this.cf.getSubscriber(accountId);
  }
  saveSubscriber(subscriber: T.Subscriber): Promise<void> {
    return this.cf.saveSubscriber(subscriber);
  }
  subscribe(accountId: string, input: T.SubscribeInput): Promise<T.Subscriber> {
    return this.cf.subscribe(accountId, input);
  }
  removeSubscription(
    accountId: string,
    strategyId: string,
    mode: T.RemoveMode = 'close-immediately',
  ): Promise<void> {
    return this.cf.removeSubscription(accountId, strategyId, mode);
  }
  removeSubscriber(accountId: string, mode: T.RemoveMode): Promise<void> {
    return this.cf.removeSubscriber(accountId, mode);
  }
  setCloseOnly(accountId: string, mode: T.CloseOnlyMode | null): Promise<T.Subscriber> {
    return this.cf.setCloseOnly(accountId, mode);
  }
  listSubscribers(): Promise<T.Subscriber[]> {
    return this.health.listSubscribers();
  }
  getStopouts(subscriberId: string): Promise<H.Stopout[]> {
    return this.health.getStopouts(subscriberId);
  }
  resetStopouts(subscriberId: string, reason: string): Promise<void> {
    return this.health.resetStopouts(subscriberId, reason);
  }
  resetSubscriptionStopouts(subscriberId: string, strategyId: string, reason: string): Promise<void> {
    return this.health.resetSubscriptionStopouts(subscriberId, strategyId, reason);
  }
  async restartRiskLimits(accountId: string, strategyId: string | undefined, now: string): Promise<void> {
    const fired = (await this.health.getStopouts(accountId))
      .filter((s) => strategyId === undefined || s.strategy?.id === strategyId)
      .map((s) => ({ ...(s.strategy ? { strategyId: s.strategy.id } : {}), reason: s.reason }));
    return this.cf.restartRiskLimits(accountId, fired, now);
  }
  getUserLog(subscriberId: string, query?: H.UserLogQuery): Promise<H.UserLogMessage[]> {
    return this.health.getUserLog(subscriberId, query);
  }
  async getSubscriberUserLog(subscriberId: string, query: H.UserLogQuery): Promise<H.UserLogMessage[]> {
    const entries: H.UserLogMessage[] = [];
    for (let offset = 0; ; offset += USER_LOG_PAGE) {
      const page = await this.health.getUserLog(subscriberId, { ...query, offset, limit: USER_LOG_PAGE });
      entries.push(...page);
      if (page.length < USER_LOG_PAGE) return entries;
    }
  }
  getSubscriptionTransactions(query: C.TransactionQuery): Promise<C.CopyTransaction[]> {
    return this.history.subscriptionTransactions(query);
  }
  getProvidedTransactions(query: C.TransactionQuery): Promise<C.CopyTransaction[]> {
    return this.history.providedTransactions(query);
  }
}
