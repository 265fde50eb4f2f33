// CopyFactory configuration calls. Subscriber changes are read-modify-write of the WHOLE document:
// the PUT replaces it, so a partial subscriptions list would silently unsubscribe the others.
import { BridgeError } from './errors.js';
import {
  restartFiredAccountLimits,
  restartFiredLimits,
  withAccountLossLimit,
  withGuardrails,
  withoutTradeVolumeCap,
  type FiredLimit,
} from './subscription-risk-limits.js';
import type { HttpClient } from './http-client.js';
import { parse, strategyListSchema, strategySchema, subscriberSchema } from './metaapi-schemas.js';
import type {
  CloseOnlyMode,
  RemoveMode,
  Strategy,
  StrategyFilters,
  SubscribeInput,
  Subscriber,
  Subscription,
} from './types.js';
import type { z } from 'zod';

const CONFIG = '/users/current/configuration';

export class CopyFactoryClient {
  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
  ) {}

  private url(path: string): string {
    return `${this.baseUrl.replace(/\/$/, '')}${CONFIG}${path}`;
  }

  async listStrategies(): Promise<Strategy[]> {
    const out: Strategy[] = [];
    const limit = 1000;
    for (let offset = 0; ; offset += limit) {
      const res = await this.http.request({
        method: 'GET',
        url: this.url(`/strategies?offset=${offset}&limit=${limit}`),
        headers: { 'api-version': '2' },
      });
      const parsed = parse(strategyListSchema, res.body, 'strategy list');
      const items = Array.isArray(parsed) ? parsed : parsed.items;
      out.push(...items.map(toStrategy));
      const total = Array.isArray(parsed) ? undefined : parsed.count;
      if (items.length < limit || (total !== undefined && out.length >= total)) return out;
    }
  }

  async getStrategy(strategyId: string): Promise<Strategy | null> {
    const body = await this.getOrNull(
      this.url(`/strategies/${encodeURIComponent(strategyId)}`),
      'The strategy',
    );
    return body === null ? null : toStrategy(parse(strategySchema, body, 'strategy'));
  }

  async getSubscriber(accountId: string): Promise<Subscriber | null> {
    const body = await this.getOrNull(
      this.url(`/subscribers/${encodeURIComponent(accountId)}`),
      'The subscriber',
    );
    if (body === null) return null;
    const { _id, ...rest } = parse(subscriberSchema, body, 'subscriber');
    return { ...rest, id: _id };
  }

  async saveSubscriber(subscriber: Subscriber): Promise<void> {
    const { id, ...doc } = subscriber;
    // Fields the server owns (e.g. `removed` flags) are read-only; sending them back is harmless
    // for MetaApi but we strip them so a removed subscription is not resurrected by our write.
    doc.subscriptions = doc.subscriptions.filter((s) => s.removed !== true).map(({ removed: _r, ...s }) => s);
    await this.http.request({
      method: 'PUT',
      url: this.url(`/subscribers/${encodeURIComponent(id)}`),
      body: doc,
      context: { what: 'The subscriber' },
    });
  }

  async subscribe(accountId: string, input: SubscribeInput): Promise<Subscriber> {
    const current = (await this.getSubscriber(accountId)) ?? {
      id: accountId,
      name: input.subscriberName,
      subscriptions: [],
    };
    const existing = current.subscriptions.find(
      (s) => s.strategyId === input.strategyId && s.removed !== true,
    );
    const base: Subscription = {
      ...(existing ? withoutTradeVolumeCap(existing) : {}),
      strategyId: input.strategyId,
      multiplier: 1,
      tradeSizeScaling: { mode: 'fixedVolume', tradeVolume: input.tradeVolume },
      copyStopLoss: true,
      copyTakeProfit: true,
      ...(input.maxLeverage === undefined ? {} : { maxLeverage: input.maxLeverage }),
    };
    const subscription = input.guardrails ? withGuardrails(base, input.guardrails) : base;
    const next: Subscriber = {
      ...(input.accountLossLimit !== undefined
        ? withAccountLossLimit(current, input.accountLossLimit)
        : current),
      subscriptions: [
        ...current.subscriptions.filter((s) => s.strategyId !== input.strategyId),
        subscription,
      ],
    };
    await this.saveSubscriber(next);
    return next;
  }

  /** Moves startTime to `now` on the limits that fired, and on no other (restartFiredLimits). */
  async restartRiskLimits(accountId: string, fired: readonly FiredLimit[], now: string): Promise<void> {
    if (fired.length === 0) return;
    const current = await this.getSubscriber(accountId);
    if (!current) return;
    await this.saveSubscriber({
      ...restartFiredAccountLimits(current, fired, now),
      subscriptions: current.subscriptions.map((s) => restartFiredLimits(s, fired, now)),
    });
  }

  async removeSubscription(accountId: string, strategyId: string, mode: RemoveMode): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      url: this.url(
        `/subscribers/${encodeURIComponent(accountId)}/subscriptions/${encodeURIComponent(strategyId)}`,
      ),
      body: { mode },
      context: { what: 'The subscription' },
    });
  }

  /** Removes the whole subscriber: copying stops; `mode` says what becomes of its open positions. */
  async removeSubscriber(accountId: string, mode: RemoveMode): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      url: this.url(`/subscribers/${encodeURIComponent(accountId)}`),
      body: { mode },
      context: { what: 'The subscriber' },
    });
  }

  async setCloseOnly(accountId: string, mode: CloseOnlyMode | null): Promise<Subscriber> {
    const current = await this.getSubscriber(accountId);
    if (!current)
      throw new BridgeError(
        'not-found',
        'This account has no CopyFactory subscriber yet; subscribe it to a strategy first.',
        { status: 404 },
      );
    const { closeOnly: _old, ...rest } = current;
    const next: Subscriber = mode === null ? rest : { ...rest, closeOnly: mode };
    await this.saveSubscriber(next);
    return next;
  }

  private async getOrNull(url: string, what: string): Promise<unknown> {
    try {
      return (await this.http.request({ method: 'GET', url, context: { what } })).body;
    } catch (error) {
      if (error instanceof BridgeError && error.code === 'not-found') return null;
      throw error;
    }
  }
}

function toStrategy(s: z.infer<typeof strategySchema>): Strategy {
  return {
    id: s._id,
    name: s.name,
    description: s.description,
    accountId: s.accountId,
    filters: filtersOf(s),
  };
}

/** The strategy's copy filters that are set (an absent one copies everything). */
function filtersOf(s: z.infer<typeof strategySchema>): StrategyFilters {
  const list = (f: { included?: string[]; excluded?: string[] } | undefined) =>
    f && (f.included || f.excluded)
      ? { ...(f.included ? { included: f.included } : {}), ...(f.excluded ? { excluded: f.excluded } : {}) }
      : undefined;
  const filters: StrategyFilters = {};
  const symbolFilter = list(s.symbolFilter);
  const magicFilter = list(s.magicFilter);
  if (symbolFilter) filters.symbolFilter = symbolFilter;
  if (magicFilter) filters.magicFilter = magicFilter;
  if (s.allowedSides) filters.allowedSides = s.allowedSides;
  if (s.reverse !== undefined) filters.reverse = s.reverse;
  if (s.skipPendingOrders !== undefined) filters.skipPendingOrders = s.skipPendingOrders;
  if (s.maxStopLoss) filters.maxStopLoss = { value: s.maxStopLoss.value };
  return filters;
}
