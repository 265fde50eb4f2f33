// Provisioning API calls: create (idempotent by transaction-id), deploy/undeploy/delete, list/read
// accounts, known-server search. Also remembers each account's region for the client-API host.
import { BridgeError } from './errors.js';
import type { HttpClient } from './http-client.js';
import {
  accountListSchema,
  accountSchema,
  createdAccountSchema,
  serversByBrokersSchema,
  parse,
  type AccountDto,
} from './metaapi-schemas.js';
import type * as T from './types.js';

export interface AccountsOptions {
  provisioningUrl: string;
  region?: string;
  reliability?: T.Reliability;
  pageSize: number;
}

export class AccountsClient {
  private readonly regions = new Map<string, string>();
  private readonly pageSize: number;

  constructor(
    private readonly http: HttpClient,
    private readonly options: AccountsOptions,
  ) {
    this.pageSize = options.pageSize;
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
      // The body carries the broker password: no text of the answer is quoted in an error (errors.ts).
      context: { server: input.server, what: 'The account', carriesSecret: true },
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
    await this.http.request({
      method: 'DELETE',
      url: this.prov(`/users/current/accounts/${enc(accountId)}`),
      context: { what: 'The account' },
    });
    this.regions.delete(accountId);
  }

  async listAccounts(query: T.AccountListQuery = {}): Promise<T.AccountPage> {
    const params = new URLSearchParams({
      offset: String(query.offset ?? 0),
      limit: String(query.limit ?? this.pageSize),
    });
    if (query.state) params.set('state', query.state);
    if (query.region) params.set('region', query.region);
    if (query.query) params.set('query', query.query);
    // api-version 2 asks for {count, items}; a server that still answers api-version 1 sends a bare array.
    const res = await this.http.request({
      method: 'GET',
      url: this.prov(`/users/current/accounts?${params.toString()}`),
      headers: { 'api-version': '2' },
    });
    const parsed = parse(accountListSchema, res.body, 'account list');
    const items = (Array.isArray(parsed) ? parsed : parsed.items).map((a) => this.toAccount(a));
    const limit = query.limit ?? this.pageSize;
    if (Array.isArray(parsed)) return { items, hasMore: items.length === limit };
    return { items, count: parsed.count, hasMore: (query.offset ?? 0) + items.length < parsed.count };
  }

  async listAllAccounts(
    query: Omit<T.AccountListQuery, 'offset' | 'limit'> = {},
  ): Promise<T.BridgeAccount[]> {
    const all: T.BridgeAccount[] = [];
    for (;;) {
      const page = await this.listAccounts({ ...query, offset: all.length, limit: this.pageSize });
      all.push(...page.items);
      if (!page.hasMore || page.items.length === 0) return all;
    }
  }

  async getAccount(accountId: string): Promise<T.BridgeAccount | null> {
    try {
      const res = await this.http.request({
        method: 'GET',
        url: this.prov(`/users/current/accounts/${enc(accountId)}`),
        context: { what: 'The account' },
      });
      return this.toAccount(parse(accountSchema, res.body, 'account'));
    } catch (error) {
      if (error instanceof BridgeError && error.code === 'not-found') return null;
      throw error;
    }
  }

  async searchServers(query: string): Promise<T.BrokerServers[]> {
    const res = await this.http.request({
      method: 'GET',
      url: this.prov(`/known-mt-servers/5/search?query=${enc(query)}`),
    });
    const map = parse(serversByBrokersSchema, res.body ?? {}, 'server list');
    return Object.entries(map).map(([broker, servers]) => ({ broker, servers }));
  }

  private prov(path: string): string {
    return `${this.options.provisioningUrl.replace(/\/$/, '')}${path}`;
  }

  private async accountAction(accountId: string, action: 'deploy' | 'undeploy'): Promise<void> {
    await this.http.request({
      method: 'POST',
      url: this.prov(`/users/current/accounts/${enc(accountId)}/${action}`),
      context: { what: 'The account' },
    });
  }

  /** The account's region for the client-API host, read once from the provisioning API and cached. */
  async regionOf(accountId: string): Promise<string> {
    const cached = this.regions.get(accountId);
    if (cached) return cached;
    const account = await this.getAccount(accountId);
    if (!account) {
      throw new BridgeError('not-found', 'The trading account was not found on the trading bridge.', {
        status: 404,
      });
    }
    return account.region ?? this.options.region ?? 'new-york';
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
      copyFactoryRoles: a.copyFactoryRoles.filter(
        (r): r is T.CopyFactoryRole => r === 'SUBSCRIBER' || r === 'PROVIDER',
      ),
    };
  }
}

function enc(value: string): string {
  return encodeURIComponent(value);
}
