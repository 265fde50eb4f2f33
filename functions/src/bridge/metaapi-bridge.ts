// The MetaApi REST adapter: the only TradingBridge implementation. Base URLs and token are injected,
// so the same code talks to MetaApi in production and to tools/bridge-simulator locally and in tests.
// No firebase imports here: it must run in plain Node.
import { randomInt } from 'node:crypto';
import { BridgeError } from './errors.js';
import { HttpClient, type HttpClientOptions } from './http-client.js';
import { CopyFactoryClient, parse } from './metaapi-copyfactory.js';
import {
  accountInformationSchema,
  accountListSchema,
  accountSchema,
  createdAccountSchema,
  dealSchema,
  positionSchema,
  serversByBrokersSchema,
  type AccountDto,
} from './metaapi-schemas.js';
import type { TradingBridge } from './trading-bridge.js';
import type * as T from './types.js';
import { z } from 'zod';

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

export class MetaApiBridge implements TradingBridge {
  private readonly http: HttpClient;
  private readonly cf: CopyFactoryClient;
  private readonly regions = new Map<string, string>();
  private readonly pageSize: number;

  constructor(private readonly options: MetaApiBridgeOptions) {
    this.http = new HttpClient(options);
    this.cf = new CopyFactoryClient(this.http, options.copyFactoryUrl);
    this.pageSize = options.pageSize ?? 1000;
  }

  async provisionAccount(input: T.ProvisionAccountInput): Promise<T.ProvisionedAccount> {
    if (!/^[A-Za-z0-9]{32}$/.test(input.transactionId)) {
      throw new BridgeError('validation', 'The transaction id must be 32 letters or digits.');
    }
    const res = await this.http.request({
      method: 'POST',
      url: this.prov('/users/current/accounts'),
      // Same transaction-id on every re-send (202 polls and our own retries): MetaApi's idempotency key.
      headers: { 'transaction-id': input.transactionId },
      body: {
        name: input.name,
        login: input.login,
        password: input.password,
        server: input.server,
        magic: 0,
        platform: 'mt5',
        region: input.region ?? this.options.region ?? 'new-york',
        reliability: input.reliability ?? this.options.reliability ?? 'high',
        copyFactoryRoles: ['SUBSCRIBER'],
      },
      context: { server: input.server, what: 'The account' },
      redact: [input.password],
    });
    const created = parse(createdAccountSchema, res.body, 'account creation answer');
    return { id: created.id, state: created.state as T.AccountState };
  }

  async deployAccount(accountId: string): Promise<void> {
    await this.accountAction(accountId, 'deploy');
  }

  async undeployAccount(accountId: string): Promise<void> {
    await this.accountAction(accountId, 'undeploy');
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.http.request({ method: 'DELETE', url: this.prov(`/users/current/accounts/${enc(accountId)}`), context: { what: 'The account' } });
    this.regions.delete(accountId);
  }

  async listAccounts(query: T.AccountListQuery = {}): Promise<T.AccountPage> {
    const params = new URLSearchParams({ offset: String(query.offset ?? 0), limit: String(query.limit ?? this.pageSize) });
    if (query.state) params.set('state', query.state);
    if (query.region) params.set('region', query.region);
    if (query.query) params.set('query', query.query);
    // api-version 2 asks for {count, items}; a server that still answers api-version 1 sends a bare array.
    const res = await this.http.request({ method: 'GET', url: this.prov(`/users/current/accounts?${params}`), headers: { 'api-version': '2' } });
    const parsed = parse(accountListSchema, res.body, 'account list');
    const items = (Array.isArray(parsed) ? parsed : parsed.items).map((a) => this.toAccount(a));
    const limit = query.limit ?? this.pageSize;
    if (Array.isArray(parsed)) return { items, hasMore: items.length === limit };
    return { items, count: parsed.count, hasMore: (query.offset ?? 0) + items.length < parsed.count };
  }

  async listAllAccounts(query: Omit<T.AccountListQuery, 'offset' | 'limit'> = {}): Promise<T.BridgeAccount[]> {
    const all: T.BridgeAccount[] = [];
    for (;;) {
      const page = await this.listAccounts({ ...query, offset: all.length, limit: this.pageSize });
      all.push(...page.items);
      if (!page.hasMore || page.items.length === 0) return all;
    }
  }

  async getAccount(accountId: string): Promise<T.BridgeAccount | null> {
    try {
      const res = await this.http.request({ method: 'GET', url: this.prov(`/users/current/accounts/${enc(accountId)}`), context: { what: 'The account' } });
      return this.toAccount(parse(accountSchema, res.body, 'account'));
    } catch (error) {
      if (error instanceof BridgeError && error.code === 'not-found') return null;
      throw error;
    }
  }

  async searchServers(query: string): Promise<T.BrokerServers[]> {
    const res = await this.http.request({ method: 'GET', url: this.prov(`/known-mt-servers/5/search?query=${enc(query)}`) });
    const map = parse(serversByBrokersSchema, res.body ?? {}, 'server list');
    return Object.entries(map).map(([broker, servers]) => ({ broker, servers }));
  }

  async getAccountInformation(accountId: string): Promise<T.AccountInformation> {
    const body = await this.client(accountId, '/account-information');
    return parse(accountInformationSchema, body, 'account information');
  }

  async getPositions(accountId: string): Promise<T.Position[]> {
    return parse(z.array(positionSchema), await this.client(accountId, '/positions'), 'position list');
  }

  async getHistoryDeals(accountId: string, from: Date, till: Date): Promise<T.Deal[]> {
    const deals: T.Deal[] = [];
    const range = `/history-deals/time/${enc(from.toISOString())}/${enc(till.toISOString())}`;
    for (;;) {
      const body = await this.client(accountId, `${range}?offset=${deals.length}&limit=${this.pageSize}`);
      const page = parse(z.array(dealSchema), body, 'deal list');
      deals.push(...page);
      if (page.length < this.pageSize) return deals;
    }
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
  removeSubscription(accountId: string, strategyId: string, mode: T.RemoveMode = 'close-immediately'): Promise<void> {
    return this.cf.removeSubscription(accountId, strategyId, mode);
  }
  setCloseOnly(accountId: string, mode: T.CloseOnlyMode | null): Promise<T.Subscriber> {
    return this.cf.setCloseOnly(accountId, mode);
  }

  private prov(path: string): string {
    return `${this.options.provisioningUrl.replace(/\/$/, '')}${path}`;
  }

  private async accountAction(accountId: string, action: 'deploy' | 'undeploy'): Promise<void> {
    await this.http.request({ method: 'POST', url: this.prov(`/users/current/accounts/${enc(accountId)}/${action}`), context: { what: 'The account' } });
  }

  /** GET on the client API, whose host depends on the account's region when the URL has `{region}`. */
  private async client(accountId: string, suffix: string): Promise<unknown> {
    let base = this.options.clientUrl;
    if (base.includes('{region}')) {
      let region = this.regions.get(accountId);
      if (!region) {
        const account = await this.getAccount(accountId);
        if (!account) throw new BridgeError('not-found', 'The trading account was not found on the trading bridge.', { status: 404 });
        region = account.region ?? this.options.region ?? 'new-york';
      }
      base = base.replaceAll('{region}', region);
    }
    const url = `${base.replace(/\/$/, '')}/users/current/accounts/${enc(accountId)}${suffix}`;
    return (await this.http.request({ method: 'GET', url, context: { what: 'The trading account' } })).body;
  }

  private toAccount(a: AccountDto): T.BridgeAccount {
    if (a.region) this.regions.set(a._id, a.region);
    return {
      id: a._id,
      name: a.name,
      login: a.login,
      server: a.server,
      state: a.state as T.AccountState,
      connectionStatus: a.connectionStatus as T.ConnectionStatus,
      reliability: a.reliability as T.Reliability | undefined,
      type: a.type,
      region: a.region,
      platform: a.platform,
      copyFactoryRoles: a.copyFactoryRoles.filter((r): r is T.CopyFactoryRole => r === 'SUBSCRIBER' || r === 'PROVIDER'),
    };
  }
}

function enc(value: string): string {
  return encodeURIComponent(value);
}
