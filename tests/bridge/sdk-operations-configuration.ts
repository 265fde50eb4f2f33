// The CopyFactory SDK's (metaapi.cloud-copyfactory-sdk) ConfigurationClient on the routes the simulator
// serves. Meanings from the SDK's configuration.client.spec.ts and CopyFactory's configuration docs:
// strategy {_id, name, accountId}; subscriber {_id, name, subscriptions[]}; api-version 2 pages with a
// count; PUT creates or replaces a subscriber; removals take CloseInstructions {mode}.
import { expect } from 'vitest';
import {
  failure,
  operation,
  STEADY,
  subscribed,
  via,
  XM,
  type Operation,
  type SdkWorld,
} from './sdk-harness.js';

const CONFIG = '/users/current/configuration';
const configuration = { sdk: 'metaapi.cloud-copyfactory-sdk', client: 'ConfigurationClient' } as const;

/** The subscriber's subscriptions still in force, read from the simulator's state. */
function activeSubscriptions(w: SdkWorld, id: string): unknown[] {
  const sub = w.sim.world().copier.subscribers.get(id);
  const subs = sub ? (w.sim.world().copier.dto(sub).subscriptions as Record<string, unknown>[]) : [];
  return subs.filter((s) => s.removed !== true).map((s) => s.strategyId);
}

export const CONFIGURATION_OPERATIONS: Operation[] = [
  operation({
    ...configuration,
    method: 'getStrategiesWithInfiniteScrollPagination',
    routes: via(`GET ${CONFIG}/strategies`),
    means: 'lists strategies with their provider account, paged by limit',
    call: async (_w, { cf }) => ({
      first: await cf.configurationApi.getStrategiesWithInfiniteScrollPagination({ limit: 1 }),
      all: await cf.configurationApi.getStrategiesWithInfiniteScrollPagination(),
    }),
    check: ({ first, all }) => {
      expect(first.map((s) => s._id)).toEqual([all[0]?._id]);
      expect(all.find((s) => s._id === XM.id)).toMatchObject({ name: XM.name, accountId: 'provider-xmtr' });
    },
  }),
  operation({
    ...configuration,
    method: 'getStrategiesWithClassicPagination',
    routes: via(`GET ${CONFIG}/strategies`),
    means: 'pages the strategies with the count of all of them (api-version 2)',
    call: async (_w, { cf }) => cf.configurationApi.getStrategiesWithClassicPagination({ limit: 1 }),
    check: ({ count, items }) => {
      expect(items).toHaveLength(1);
      expect(count).toBe(4); // the simulator's four strategies (market.ts)
    },
  }),
  operation({
    ...configuration,
    method: 'getStrategy',
    routes: via(`GET ${CONFIG}/strategies/:id`),
    means: 'reads one strategy; an unknown id is NotFoundError',
    call: async (_w, { cf }) => ({
      strategy: await cf.configurationApi.getStrategy(XM.id),
      unknown: await failure(cf.configurationApi.getStrategy('NoSuch')),
    }),
    check: ({ strategy, unknown }) => {
      expect(strategy).toMatchObject({ _id: XM.id, name: XM.name, accountId: 'provider-xmtr' });
      expect(unknown).toMatchObject({ name: 'NotFoundError' });
    },
  }),
  operation({
    ...configuration,
    method: 'getSubscribersWithInfiniteScrollPagination',
    routes: via(`GET ${CONFIG}/subscribers`),
    means: 'lists subscribers with their subscriptions and fixed trade volume',
    call: async (_w, { cf }) => cf.configurationApi.getSubscribersWithInfiniteScrollPagination(),
    check: (subscribers, w) =>
      expect(subscribers.find((s) => s._id === w.subscriberId)).toMatchObject({
        name: 'SDK',
        subscriptions: [{ strategyId: XM.id, tradeSizeScaling: { mode: 'fixedVolume', tradeVolume: 0.07 } }],
      }),
  }),
  operation({
    ...configuration,
    method: 'getSubscribersWithClassicPagination',
    routes: via(`GET ${CONFIG}/subscribers`),
    means: 'pages the subscribers with the count of all of them (api-version 2)',
    call: async (_w, { cf }) => ({
      first: await cf.configurationApi.getSubscribersWithClassicPagination({ limit: 1 }),
      all: await cf.configurationApi.getSubscribersWithClassicPagination({ limit: 1000 }),
    }),
    check: ({ first, all }, w) => {
      expect(first.items).toHaveLength(1);
      expect([first.count, all.count]).toEqual([all.items.length, all.items.length]);
      expect(all.items.map((s) => s._id)).toContain(w.subscriberId);
    },
  }),
  operation({
    ...configuration,
    method: 'getSubscriber',
    routes: via(`GET ${CONFIG}/subscribers/:id`),
    means: 'reads one subscriber; an unknown id is NotFoundError',
    call: async (w, { cf }) => ({
      subscriber: await cf.configurationApi.getSubscriber(w.subscriberId),
      unknown: await failure(cf.configurationApi.getSubscriber('no-such-subscriber')),
    }),
    check: ({ subscriber, unknown }, w) => {
      expect(subscriber).toMatchObject({ _id: w.subscriberId, name: 'SDK' });
      expect(subscriber.subscriptions?.map((s) => s.strategyId)).toEqual([XM.id]);
      expect(unknown).toMatchObject({ name: 'NotFoundError' });
    },
  }),
  operation({
    ...configuration,
    method: 'updateSubscriber',
    routes: via(`PUT ${CONFIG}/subscribers/:id`),
    means: 'creates a subscriber (PUT) and refuses an unknown strategy with ValidationError',
    call: async (w, { cf }) => {
      const id = await w.newAccount();
      const subscription = (strategyId: string) => ({
        strategyId,
        tradeSizeScaling: { mode: 'fixedVolume' as const, tradeVolume: 0.05 },
      });
      await cf.configurationApi.updateSubscriber(id, {
        name: 'Via SDK',
        subscriptions: [subscription(STEADY.id)],
      });
      const refused = await failure(
        cf.configurationApi.updateSubscriber(id, {
          name: 'Via SDK',
          subscriptions: [subscription('NoSuch')],
        }),
      );
      return { id, refused };
    },
    check: ({ id, refused }, w) => {
      expect(activeSubscriptions(w, id)).toEqual([STEADY.id]);
      expect(refused).toMatchObject({
        name: 'ValidationError',
        details: [{ parameter: 'subscriptions[0].strategyId' }],
      });
    },
  }),
  operation({
    ...configuration,
    method: 'removeSubscriber',
    routes: via(`DELETE ${CONFIG}/subscribers/:id`),
    means: 'removes the whole subscriber (close-immediately); others stay',
    call: async (w, { cf }) => {
      const id = await subscribed(w, [STEADY.id]);
      await cf.configurationApi.removeSubscriber(id, { mode: 'close-immediately' });
      return id;
    },
    check: (id, w) => {
      expect(w.sim.world().copier.subscribers.has(id)).toBe(false);
      expect(activeSubscriptions(w, w.subscriberId)).toEqual([XM.id]);
    },
  }),
  operation({
    ...configuration,
    method: 'removeSubscription',
    routes: via(`DELETE ${CONFIG}/subscribers/:id/subscriptions/:strategyId`),
    means: 'removes one subscription (preserve) and keeps the other; an unknown one is NotFoundError',
    call: async (w, { cf }) => {
      const id = await subscribed(w, [XM.id, STEADY.id]);
      await cf.configurationApi.removeSubscription(id, STEADY.id, { mode: 'preserve' });
      return { id, unknown: await failure(cf.configurationApi.removeSubscription(id, 'NoSuch')) };
    },
    check: ({ id, unknown }, w) => {
      expect(activeSubscriptions(w, id)).toEqual([XM.id]);
      expect(unknown).toMatchObject({ name: 'NotFoundError' });
    },
  }),
];
