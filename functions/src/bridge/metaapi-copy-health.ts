// CopyFactory reads for copy health (COPYFACTORY-CONTRACTS §2.1): stop-outs and their reset, the
// subscriber user log, and every subscriber document in pages (one call per 1,000 for the monitor).
import type { z } from 'zod';
import type { Stopout, UserLogMessage, UserLogQuery } from './copy-health-types.js';
import type { HttpClient } from './http-client.js';
import { parse, stopoutListSchema, subscriberListSchema, userLogSchema } from './metaapi-schemas.js';
import type { Subscriber } from './types.js';

const PAGE = 1000;

export class CopyHealthClient {
  constructor(
    private readonly http: HttpClient,
    private readonly baseUrl: string,
  ) {}

  private url(path: string): string {
    return `${this.baseUrl.replace(/\/$/, '')}/users/current${path}`;
  }

  async listSubscribers(): Promise<Subscriber[]> {
    const out: Subscriber[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const res = await this.http.request({
        method: 'GET',
        url: this.url(`/configuration/subscribers?offset=${offset}&limit=${PAGE}`),
        headers: { 'api-version': '2' },
      });
      const parsed = parse(subscriberListSchema, res.body, 'subscriber list');
      const items = Array.isArray(parsed) ? parsed : parsed.items;
      out.push(...items.map(toSubscriber));
      const total = Array.isArray(parsed) ? undefined : parsed.count;
      if (items.length < PAGE || (total !== undefined && out.length >= total)) return out;
    }
  }

  async getStopouts(subscriberId: string): Promise<Stopout[]> {
    const res = await this.http.request({
      method: 'GET',
      url: this.url(`/subscribers/${encodeURIComponent(subscriberId)}/stopouts`),
      context: { what: 'The subscriber' },
    });
    // Each is the asked subscriber's; MetaApi's published example omits the id.
    return parse(stopoutListSchema, res.body, 'stop-out list').map(({ subscriberId: _id, ...s }) => ({
      ...s,
      subscriberId,
    }));
  }

  async resetStopouts(subscriberId: string, reason: string): Promise<void> {
    await this.http.request({
      method: 'POST',
      url: this.url(
        `/subscribers/${encodeURIComponent(subscriberId)}/stopouts/${encodeURIComponent(reason)}/reset`,
      ),
      context: { what: 'The subscriber' },
    });
  }

  /** Resets one strategy's stop-outs with this reason (subscription-strategies route, §2.1). */
  async resetSubscriptionStopouts(subscriberId: string, strategyId: string, reason: string): Promise<void> {
    await this.http.request({
      method: 'POST',
      url: this.url(
        `/subscribers/${encodeURIComponent(subscriberId)}/subscription-strategies/${encodeURIComponent(strategyId)}/stopouts/${encodeURIComponent(reason)}/reset`,
      ),
      context: { what: 'The subscription' },
    });
  }

  /** One page of the user log (newest first); offset and limit are always sent, as the SDK does. */
  async getUserLog(subscriberId: string, query: UserLogQuery = {}): Promise<UserLogMessage[]> {
    const params = new URLSearchParams();
    if (query.startTime) params.set('startTime', query.startTime.toISOString());
    if (query.endTime) params.set('endTime', query.endTime.toISOString());
    if (query.strategyId) params.set('strategyId', query.strategyId);
    if (query.level) params.set('level', query.level);
    params.set('offset', String(query.offset ?? 0));
    params.set('limit', String(query.limit ?? PAGE));
    const res = await this.http.request({
      method: 'GET',
      url: this.url(`/subscribers/${encodeURIComponent(subscriberId)}/user-log?${params.toString()}`),
      context: { what: 'The subscriber' },
    });
    return parse(userLogSchema, res.body, 'user log');
  }
}

function toSubscriber(s: z.infer<(typeof subscriberListSchema.options)[0]>[number]): Subscriber {
  const { _id, ...rest } = s;
  return { ...rest, id: _id };
}
