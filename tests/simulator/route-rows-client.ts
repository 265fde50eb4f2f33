// Rows for the MetaTrader client API routes (BRIDGE-API.md §2), each held against the adapter's reader
// and MetaApi's published example (tests/bridge/published-examples.ts).
import { expect } from 'vitest';
import { z } from 'zod';
import * as S from '../../functions/src/bridge/metaapi-schemas.js';
import * as X from '../bridge/published-examples.js';
import { first, type RouteRow } from './published-shape.js';

const ACCOUNTS = '/users/current/accounts';
/** The account behind the XM Trend Rider strategy (market.ts): always connected, its past generated. */
const PROVIDER = 'provider-xmtr';

const lots = (item: Record<string, unknown>): void => {
  // Lots, as the examples show them (0.07): positive, at most 100, in steps of 0.01.
  expect(item.volume).toBeGreaterThan(0);
  expect(item.volume).toBeLessThanOrEqual(100);
  expect(Math.round(Number(item.volume) * 100) / 100).toBe(item.volume);
};

export const CLIENT_ROWS: RouteRow[] = [
  {
    route: `GET ${ACCOUNTS}/:id/account-information`,
    answers: "the terminal's account information",
    call: (w) => ({ method: 'GET', path: `${ACCOUNTS}/${w.subscriberId}/account-information` }),
    status: 200,
    schema: S.accountInformationSchema,
    // BRIDGE-API.md §2.1 "Fields".
    example: {
      of: X.ACCOUNT_INFORMATION,
      at: (body) => body,
      beyond: ['platform', 'name', 'login', 'type', 'credit', 'tradeAllowed', 'marginMode'],
    },
    scales: (info) => expect(info.equity).toBeGreaterThan(0),
  },
  {
    route: `GET ${ACCOUNTS}/:id/positions`,
    answers: "the strategy account's open positions",
    call: async (w) => {
      const opened = await fetch(`${w.sim.url}/__control/strategies/XmTr/open`, { method: 'POST' });
      expect(opened.status).toBe(200);
      return { method: 'GET', path: `${ACCOUNTS}/${PROVIDER}/positions` };
    },
    status: 200,
    schema: z.array(S.positionSchema).min(1),
    example: { of: X.GBPUSD_POSITION, at: first, beyond: [] },
    scales: lots,
  },
  {
    route: `GET ${ACCOUNTS}/:id/symbols/:symbol/current-price`,
    answers: "a symbol's current price",
    call: (w) => ({ method: 'GET', path: `${ACCOUNTS}/${w.subscriberId}/symbols/EURUSD/current-price` }),
    status: 200,
    schema: S.symbolPriceSchema,
    example: { of: X.AUDNZD_PRICE, at: (body) => body, beyond: [] },
    scales: (p) => expect(Number(p.ask)).toBeGreaterThan(Number(p.bid)),
  },
  {
    route: `GET ${ACCOUNTS}/:id/history-deals/time/:start/:end`,
    answers: "the strategy account's deals in a time range",
    call: (w) => ({
      method: 'GET',
      path: `${ACCOUNTS}/${PROVIDER}/history-deals/time/${w.window.from.toISOString()}/${w.window.till.toISOString()}`,
    }),
    status: 200,
    schema: z.array(S.dealSchema).min(1),
    // BRIDGE-API.md §2.3 "Deal fields".
    example: { of: X.GBPUSD_DEAL, at: first, beyond: ['brokerTime'] },
    scales: lots,
  },
];
