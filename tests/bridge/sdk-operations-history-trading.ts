// The CopyFactory SDK's (metaapi.cloud-copyfactory-sdk) HistoryClient and TradingClient on the routes the
// simulator serves. Meanings from the SDK's history.client.spec.es6 (transactions: quantity signed by
// side, time parsed to a Date, metrics on copies) and trading.client.spec.es6 (stop-outs {strategy,
// reason, reasonDescription, stoppedAt, sequenceNumber}; user log entries with a Date time).
import { expect } from 'vitest';
import { control } from './harness.js';
import {
  failure,
  HOUR,
  operation,
  STEADY,
  subscribed,
  via,
  XM,
  type Operation,
  type SdkWorld,
} from './sdk-harness.js';

const SUBSCRIBERS = '/users/current/subscribers/:id';
const history = { sdk: 'metaapi.cloud-copyfactory-sdk', client: 'HistoryClient' } as const;
const trading = { sdk: 'metaapi.cloud-copyfactory-sdk', client: 'TradingClient' } as const;

async function stopOut(w: SdkWorld, id: string, strategyId: string, reason: string): Promise<void> {
  await control(w.sim, 'POST', `/__control/subscribers/${id}/stopout`, { strategyId, reason });
}

const activeStopouts = (w: SdkWorld, id: string) =>
  w.sim
    .world()
    .stopouts.active(id, w.sim.world().now())
    .map((s) => [s.strategy?.id, s.reason]);

export const HISTORY_TRADING_OPERATIONS: Operation[] = [
  operation({
    ...history,
    method: 'getSubscriptionTransactions',
    routes: via('GET /users/current/subscription-transactions'),
    means:
      "reads our copies: the deals our adapter reads, signed by side, times parsed, CopyFactory's metrics",
    call: async ({ window, subscriberId }, { cf }) =>
      cf.historyApi.getSubscriptionTransactions(window.from, window.till, undefined, [subscriberId]),
    check: async (sdk, w) => {
      const { from, till } = w.window;
      const ours = await w.bridge.getSubscriptionTransactions({
        from,
        till,
        subscriberIds: [w.subscriberId],
      });
      expect(sdk.length).toBeGreaterThan(2);
      expect(sdk.map((t) => t.id)).toEqual(ours.map((t) => t.id));
      for (const t of sdk) {
        expect(t.time).toBeInstanceOf(Date);
        // quantity is signed by side (history.client.spec.es6: a DEAL_TYPE_SELL of quantity -0.04)
        expect(t).toMatchObject({
          subscriberId: w.subscriberId,
          strategy: XM,
          quantity: t.type === 'DEAL_TYPE_SELL' ? -0.07 : 0.07,
        });
        expect(typeof t.slavePositionId).toBe('string');
      }
      expect(sdk.some((t) => typeof t.metrics?.tradeCopyingLatency === 'number')).toBe(true);
    },
  }),
  operation({
    ...history,
    method: 'getProvidedTransactions',
    routes: via('GET /users/current/provided-transactions'),
    means: "reads provided transactions with a strategy filter and paging, the strategy's past included",
    call: async ({ window: { from, till } }, { cf }) => ({
      first: await cf.historyApi.getProvidedTransactions(from, till, [XM.id], undefined, 0, 5),
      second: await cf.historyApi.getProvidedTransactions(from, till, [XM.id], undefined, 5, 5),
      all: await cf.historyApi.getProvidedTransactions(from, till, [XM.id]),
    }),
    check: ({ first, second, all }, w) => {
      expect([...first, ...second].map((t) => t.id)).toEqual(all.slice(0, 10).map((t) => t.id));
      const own = all.filter((t) => t.subscriberId === 'provider-xmtr');
      const before = w.window.till.getTime() - 12 * HOUR;
      expect(own.filter((t) => t.time.getTime() < before).length).toBeGreaterThan(100);
      expect(all.every((t) => t.strategy.id === XM.id && typeof t.profit === 'number')).toBe(true);
    },
  }),
  operation({
    ...trading,
    method: 'getStopouts',
    routes: via(`GET ${SUBSCRIBERS}/stopouts`),
    means: 'reads a stop-out with its strategy, reason and times',
    call: async (w, { cf }) => {
      const id = await subscribed(w, [XM.id]);
      await stopOut(w, id, XM.id, 'monthly-balance');
      return { at: w.sim.world().now(), stopouts: await cf.tradingApi.getStopouts(id) };
    },
    check: ({ at, stopouts }) => {
      expect(stopouts).toHaveLength(1);
      expect(stopouts[0]).toMatchObject({ strategy: XM, reason: 'monthly-balance', partial: false });
      expect(typeof stopouts[0]?.reasonDescription).toBe('string');
      expect(typeof stopouts[0]?.sequenceNumber).toBe('number');
      expect(new Date(stopouts[0]?.stoppedAt ?? '').getTime()).toBe(at);
    },
  }),
  operation({
    ...trading,
    method: 'resetSubscriptionStopouts',
    routes: via(`POST ${SUBSCRIBERS}/subscription-strategies/:strategyId/stopouts/:reason/reset`),
    means: "resets one strategy's stop-out for a reason and leaves the other strategy's",
    call: async (w, { cf }) => {
      const id = await subscribed(w, [XM.id, STEADY.id]);
      await stopOut(w, id, XM.id, 'day-equity-difference');
      await stopOut(w, id, STEADY.id, 'day-equity-difference');
      await cf.tradingApi.resetSubscriptionStopouts(id, XM.id, 'day-equity-difference');
      return id;
    },
    check: (id, w) => expect(activeStopouts(w, id)).toEqual([[STEADY.id, 'day-equity-difference']]),
  }),
  operation({
    ...trading,
    method: 'resetSubscriberStopouts',
    routes: via(`POST ${SUBSCRIBERS}/stopouts/:reason/reset`),
    means: "resets the subscriber's stop-outs of one reason and leaves the other reason's",
    call: async (w, { cf }) => {
      const id = await subscribed(w, [XM.id, STEADY.id]);
      await stopOut(w, id, XM.id, 'day-equity-difference');
      await stopOut(w, id, STEADY.id, 'day-equity-difference');
      await stopOut(w, id, XM.id, 'lifetime-equity-difference');
      await cf.tradingApi.resetSubscriberStopouts(id, 'day-equity-difference');
      return id;
    },
    check: (id, w) => expect(activeStopouts(w, id)).toEqual([[XM.id, 'lifetime-equity-difference']]),
  }),
  operation({
    ...trading,
    method: 'getUserLog',
    routes: via(`GET ${SUBSCRIBERS}/user-log`),
    means: 'reads the refused copy from the user log; an unknown subscriber is NotFoundError',
    call: async ({ subscriberId, window }, { cf }) => ({
      log: await cf.tradingApi.getUserLog(subscriberId, window.from, window.till),
      unknown: await failure(cf.tradingApi.getUserLog('no-such-subscriber')),
    }),
    check: ({ log, unknown }) => {
      const refused = log.find((e) => e.message.includes('not enough money'));
      expect(refused).toMatchObject({ level: 'ERROR', strategyId: XM.id });
      expect(refused?.time).toBeInstanceOf(Date);
      expect(unknown).toMatchObject({ name: 'NotFoundError' });
    },
  }),
];
