// MetaTrader client API reads (account information, positions, history deals, symbol prices). Its host depends on
// the account's region when the configured URL contains `{region}`; the resolver supplies it.
import type { HttpClient } from './http-client.js';
import {
  accountInformationSchema,
  dealSchema,
  parse,
  positionSchema,
  symbolPriceSchema,
} from './metaapi-schemas.js';
import type { AccountInformation, Deal, Position, SymbolPrice } from './types.js';
import { z } from 'zod';

export class TerminalClient {
  constructor(
    private readonly http: HttpClient,
    private readonly clientUrl: string,
    private readonly pageSize: number,
    private readonly regionOf: (accountId: string) => Promise<string>,
  ) {}

  async accountInformation(accountId: string): Promise<AccountInformation> {
    return parse(
      accountInformationSchema,
      await this.get(accountId, '/account-information'),
      'account information',
    );
  }

  async positions(accountId: string): Promise<Position[]> {
    return parse(z.array(positionSchema), await this.get(accountId, '/positions'), 'position list');
  }

  /** The symbol's quote as this account's broker gives it; 404 when the broker has no such symbol. */
  async symbolPrice(accountId: string, symbol: string): Promise<SymbolPrice> {
    const suffix = `/symbols/${encodeURIComponent(symbol)}/current-price`;
    const body = await this.get(accountId, suffix, `The symbol ${symbol} (or its trading account)`);
    const p = parse(symbolPriceSchema, body, 'symbol price');
    return {
      symbol: p.symbol,
      bid: p.bid,
      ask: p.ask,
      time: p.time,
      ...(p.profitTickValue === undefined ? {} : { profitTickValue: p.profitTickValue }),
      ...(p.lossTickValue === undefined ? {} : { lossTickValue: p.lossTickValue }),
    };
  }

  /** from inclusive, till exclusive; follows offset/limit pages until a short page. */
  async historyDeals(accountId: string, from: Date, till: Date): Promise<Deal[]> {
    const deals: Deal[] = [];
    const range = `/history-deals/time/${encodeURIComponent(from.toISOString())}/${encodeURIComponent(till.toISOString())}`;
    for (;;) {
      const body = await this.get(accountId, `${range}?offset=${deals.length}&limit=${this.pageSize}`);
      const page = parse(z.array(dealSchema), body, 'deal list');
      deals.push(...page);
      if (page.length < this.pageSize) return deals;
    }
  }

  private async get(accountId: string, suffix: string, what = 'The trading account'): Promise<unknown> {
    let base = this.clientUrl;
    if (base.includes('{region}')) base = base.replaceAll('{region}', await this.regionOf(accountId));
    const url = `${base.replace(/\/$/, '')}/users/current/accounts/${encodeURIComponent(accountId)}${suffix}`;
    return (await this.http.request({ method: 'GET', url, context: { what } })).body;
  }
}
