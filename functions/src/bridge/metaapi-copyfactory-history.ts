// CopyFactory history reads: subscription and provided transactions, the subscriber user log. All three
// page with offset/limit (at most 1000, no total), so a page shorter than the limit is the last one.
// Meanings fixed by MetaApi's published examples (docs/architecture.md §6): `tickPrice` is the deal's
// price and `lotPrice` the value of one lot in account currency (EURJPY tickPrice 124.526, lotPrice
// 117566.09); `quantity` is signed by side (a DEAL_TYPE_SELL has -0.04), so lots are |quantity|.
import { z } from 'zod';
import type { HttpClient } from './http-client.js';
import { parse } from './metaapi-schemas.js';
import type { CopyTransaction, TransactionQuery } from './copy-history-types.js';

const PAGE = 1000;
const num = z.number();
const str = z.string();

export const transactionSchema = z.looseObject({
  id: z.union([str, num]).transform(String),
  type: str,
  time: str,
  subscriberId: str,
  symbol: str.optional(),
  strategy: z.looseObject({ id: str, name: str.optional() }),
  positionId: z.union([str, num]).transform(String).optional(),
  slavePositionId: z.union([str, num]).transform(String).optional(),
  quantity: num.optional(),
  lotPrice: num.optional(),
  tickPrice: num.optional(),
  commission: num.optional(),
  swap: num.default(0),
  profit: num.default(0),
  metrics: z
    .looseObject({
      tradeCopyingLatency: num.optional(),
      tradeCopyingSlippageInBasisPoints: num.optional(),
      tradeCopyingSlippageInAccountCurrency: num.optional(),
    })
    .optional(),
});

function toTransaction(t: z.infer<typeof transactionSchema>): CopyTransaction {
  const m = t.metrics;
  return {
    id: t.id,
    type: t.type,
    time: t.time,
    subscriberId: t.subscriberId,
    strategyId: t.strategy.id,
    strategyName: t.strategy.name ?? t.strategy.id,
    ...(t.symbol === undefined ? {} : { symbol: t.symbol }),
    ...(t.positionId === undefined ? {} : { positionId: t.positionId }),
    ...(t.slavePositionId === undefined ? {} : { slavePositionId: t.slavePositionId }),
    ...(t.quantity === undefined ? {} : { volume: Math.abs(t.quantity) }),
    ...(t.tickPrice === undefined ? {} : { price: t.tickPrice }),
    result: t.profit + t.swap + (t.commission ?? 0),
    ...(m?.tradeCopyingLatency === undefined ? {} : { latencyMs: m.tradeCopyingLatency }),
    ...(m?.tradeCopyingSlippageInBasisPoints === undefined
      ? {}
      : { slippageBasisPoints: m.tradeCopyingSlippageInBasisPoints }),
    ...(m?.tradeCopyingSlippageInAccountCurrency === undefined
      ? {}
      : { slippageMoney: m.tradeCopyingSlippageInAccountCurrency }),
  };
}

export class CopyFactoryHistoryClient {
  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
  ) {}

  subscriptionTransactions(query: TransactionQuery): Promise<CopyTransaction[]> {
    return this.transactions('/users/current/subscription-transactions', query);
  }

  providedTransactions(query: TransactionQuery): Promise<CopyTransaction[]> {
    return this.transactions('/users/current/provided-transactions', query);
  }

  private async transactions(path: string, query: TransactionQuery): Promise<CopyTransaction[]> {
    const params = new URLSearchParams({ from: query.from.toISOString(), till: query.till.toISOString() });
    for (const id of query.strategyIds ?? []) params.append('strategyId[]', id);
    for (const id of query.subscriberIds ?? []) params.append('subscriberId[]', id);
    const items = await this.pages(path, params, 'transaction list');
    return items.map((t) => toTransaction(parse(transactionSchema, t, 'transaction')));
  }

  private async pages(path: string, params: URLSearchParams, what: string): Promise<unknown[]> {
    const out: unknown[] = [];
    for (;;) {
      params.set('offset', String(out.length));
      params.set('limit', String(PAGE));
      const url = `${this.baseUrl.replace(/\/$/, '')}${path}?${params.toString()}`;
      const res = await this.http.request({ method: 'GET', url, context: { what: 'CopyFactory history' } });
      const page = parse(z.array(z.unknown()), res.body, what);
      out.push(...page);
      if (page.length < PAGE) return out;
    }
  }
}
