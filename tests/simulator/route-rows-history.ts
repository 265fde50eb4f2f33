// Rows for the CopyFactory trading and history routes (COPYFACTORY-CONTRACTS.md §1-2), the domain
// look-ups the SDKs make (BRIDGE-API.md §1.7) and our own affiliate check, each held against the
// adapter's reader and MetaApi's published example (tests/bridge/published-examples.ts) where one exists.
import { expect } from 'vitest';
import { z } from 'zod';
import { transactionSchema } from '../../functions/src/bridge/metaapi-copyfactory-history.js';
import * as S from '../../functions/src/bridge/metaapi-schemas.js';
import { AFFILIATE_KEY } from '../bridge/harness.js';
import * as X from '../bridge/published-examples.js';
import { subscribed } from '../bridge/sdk-harness.js';
import { first, type RouteRow } from './published-shape.js';

const SUBSCRIBERS = '/users/current/subscribers';
const window = (w: { window: { from: Date; till: Date } }) =>
  `from=${w.window.from.toISOString()}&till=${w.window.till.toISOString()}`;

/** Value scales of the EURJPY example: lotPrice is a lot's value, quantity signed by side. */
function transactionScales(t: Record<string, unknown>): void {
  const quantity = Number(t.quantity);
  expect(Math.sign(quantity)).toBe(t.type === 'DEAL_TYPE_SELL' ? -1 : 1);
  expect(Number(t.lotPrice) / Number(t.tickPrice)).toBeGreaterThanOrEqual(1_000);
  expect(Number(t.amount)).toBeCloseTo(quantity * Number(t.lotPrice), 6);
}

export const HISTORY_ROWS: RouteRow[] = [
  {
    route: `GET ${SUBSCRIBERS}/:id/stopouts`,
    answers: "a subscriber's stop-outs in force",
    call: async (w) => {
      const id = await subscribed(w, ['AbCd']);
      const stopped = await fetch(`${w.sim.url}/__control/subscribers/${id}/stopout`, { method: 'POST' });
      expect(stopped.status).toBe(200);
      return { method: 'GET', path: `${SUBSCRIBERS}/${id}/stopouts` };
    },
    status: 200,
    schema: S.stopoutListSchema.min(1),
    // COPYFACTORY-CONTRACTS §2.3: the SDK's type has these; its spec's example omits them.
    example: {
      of: X.STOPOUT,
      at: first,
      beyond: ['subscriberId', 'partial', 'closePositions', 'stoppedTill'],
    },
  },
  {
    route: `POST ${SUBSCRIBERS}/:id/stopouts/:reason/reset`,
    answers: 'an empty 204 to a stop-out reset',
    call: (w) => ({
      method: 'POST',
      path: `${SUBSCRIBERS}/${w.subscriberId}/stopouts/day-balance-difference/reset`,
    }),
    status: 204,
  },
  {
    route: `POST ${SUBSCRIBERS}/:id/subscription-strategies/:strategyId/stopouts/:reason/reset`,
    answers: "an empty 204 to a subscription's stop-out reset",
    call: (w) => ({
      method: 'POST',
      path: `${SUBSCRIBERS}/${w.subscriberId}/subscription-strategies/XmTr/stopouts/day-balance-difference/reset`,
    }),
    status: 204,
  },
  {
    route: `GET ${SUBSCRIBERS}/:id/user-log`,
    answers: "a subscriber's user log, newest first",
    call: (w) => ({ method: 'GET', path: `${SUBSCRIBERS}/${w.subscriberId}/user-log` }),
    status: 200,
    schema: S.userLogSchema.min(1),
    // COPYFACTORY-CONTRACTS §2.2 CopyFactoryUserLogMessage has these; the SDK spec's example does not.
    example: {
      of: X.USER_LOG_MESSAGE,
      at: first,
      beyond: ['symbol', 'strategyId', 'strategyName', 'positionId', 'side', 'type'],
    },
  },
  {
    route: 'GET /users/current/subscription-transactions',
    answers: "the subscribers' copied deals",
    call: (w) => ({ method: 'GET', path: `/users/current/subscription-transactions?${window(w)}` }),
    status: 200,
    schema: z.array(transactionSchema).min(1),
    // COPYFACTORY-CONTRACTS §1.2 CopyFactoryTransaction; the first is a copy's opening deal.
    example: {
      of: X.EURJPY_SELL_TRANSACTION,
      at: first,
      beyond: ['positionId', 'slavePositionId', 'metrics'],
    },
    scales: transactionScales,
  },
  {
    route: 'GET /users/current/provided-transactions',
    answers: "the strategies' provided deals",
    call: (w) => ({
      method: 'GET',
      path: `/users/current/provided-transactions?${window(w)}&strategyId=XmTr`,
    }),
    status: 200,
    schema: z.array(transactionSchema).min(1),
    // COPYFACTORY-CONTRACTS §1.2; the first is the strategy's own deal, so no copy's fields.
    example: { of: X.EURJPY_SELL_TRANSACTION, at: first, beyond: ['positionId'] },
    scales: transactionScales,
  },
  {
    route: 'GET /users/current/regions',
    answers: 'region ids (BRIDGE-API.md §1.7)',
    call: () => ({ method: 'GET', path: '/users/current/regions' }),
    status: 200,
    schema: z.array(z.string()).min(1),
  },
  {
    route: 'GET /users/current/servers/mt-client-api',
    answers: "the client API's host name and domain (BRIDGE-API.md §1.7)",
    call: () => ({ method: 'GET', path: '/users/current/servers/mt-client-api' }),
    status: 200,
    schema: z.strictObject({ hostname: z.literal('mt-client-api-v1'), domain: z.literal('agiliumtrade.ai') }),
  },
  {
    route: 'GET /affiliate/check',
    answers: "our affiliate check's answer (its contract: tools/bridge-simulator/README.md)",
    call: () => ({
      method: 'GET',
      path: '/affiliate/check?accountNumber=51234568',
      headers: { 'x-api-key': AFFILIATE_KEY },
    }),
    status: 200,
    schema: z.strictObject({
      accountNumber: z.literal('51234568'),
      isAffiliated: z.boolean(),
      message: z.string(),
    }),
  },
];
