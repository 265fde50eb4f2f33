// Rows for the CopyFactory configuration routes (BRIDGE-API.md §3, COPYFACTORY-CONTRACTS.md §3), each held
// against the adapter's reader and MetaApi's published example (tests/bridge/published-examples.ts).
import * as S from '../../functions/src/bridge/metaapi-schemas.js';
import * as X from '../bridge/published-examples.js';
import { subscribed } from '../bridge/sdk-harness.js';
import { first, type RouteRow } from './published-shape.js';

const CONFIG = '/users/current/configuration';
/** BRIDGE-API.md §3 "Strategy fields": description is one; the examples carry none. */
const STRATEGY_BEYOND = ['description'];
/** The subscriber we write: the subscription's trade size (COPYFACTORY-CONTRACTS §3). */
const SUBSCRIBER_EXAMPLE = { of: X.SUBSCRIBER, beyond: [] };

export const COPYFACTORY_ROWS: RouteRow[] = [
  {
    route: `GET ${CONFIG}/strategies`,
    answers: 'the strategy list',
    call: () => ({ method: 'GET', path: `${CONFIG}/strategies` }),
    status: 200,
    schema: S.strategyListSchema,
    example: { of: X.STRATEGY_IN_LIST, at: first, beyond: STRATEGY_BEYOND },
  },
  {
    route: `GET ${CONFIG}/strategies/:id`,
    answers: 'one strategy',
    call: () => ({ method: 'GET', path: `${CONFIG}/strategies/XmTr` }),
    status: 200,
    schema: S.strategySchema,
    example: { of: X.STRATEGY, at: (body) => body, beyond: STRATEGY_BEYOND },
  },
  {
    route: `GET ${CONFIG}/subscribers`,
    answers: 'the subscriber list',
    call: () => ({ method: 'GET', path: `${CONFIG}/subscribers` }),
    status: 200,
    schema: S.subscriberListSchema,
    example: { ...SUBSCRIBER_EXAMPLE, at: first },
  },
  {
    route: `GET ${CONFIG}/subscribers/:id`,
    answers: 'one subscriber',
    call: (w) => ({ method: 'GET', path: `${CONFIG}/subscribers/${w.subscriberId}` }),
    status: 200,
    schema: S.subscriberSchema,
    example: { ...SUBSCRIBER_EXAMPLE, at: (body) => body },
  },
  {
    route: `PUT ${CONFIG}/subscribers/:id`,
    answers: 'an empty 204 to a subscriber written whole',
    call: async (w) => ({
      method: 'PUT',
      path: `${CONFIG}/subscribers/${await w.newAccount()}`,
      body: { name: 'Route row', subscriptions: [{ strategyId: 'AbCd', multiplier: 1 }] },
    }),
    status: 204,
  },
  {
    route: `DELETE ${CONFIG}/subscribers/:id`,
    answers: 'an empty 204 to a subscriber removed',
    call: async (w) => ({ method: 'DELETE', path: `${CONFIG}/subscribers/${await subscribed(w, ['AbCd'])}` }),
    status: 204,
  },
  {
    route: `DELETE ${CONFIG}/subscribers/:id/subscriptions/:strategyId`,
    answers: 'an empty 204 to a subscription removed',
    call: async (w) => ({
      method: 'DELETE',
      path: `${CONFIG}/subscribers/${await subscribed(w, ['AbCd'])}/subscriptions/AbCd`,
      body: { mode: 'preserve' },
    }),
    status: 204,
  },
];
