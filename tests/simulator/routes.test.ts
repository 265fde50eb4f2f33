// The simulator's own suite (tools/bridge-simulator/README.md "Charter"): every route it serves,
// called as the adapter calls it, answers in MetaApi's published shape: the adapter's reader accepts
// the answer, and the answered object has the published example's keys, with the same kinds of value,
// and its value scales. The last test fails when a route has no row here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateRoute } from '../../tools/bridge-simulator/routes-affiliate.js';
import { metaApiRoutes } from '../../tools/bridge-simulator/routes-metaapi.js';
import { JWT, startSdkWorld, type SdkWorld } from '../bridge/sdk-harness.js';
import { send, shapeDifferences, type RouteRow } from './published-shape.js';
import { CLIENT_ROWS } from './route-rows-client.js';
import { COPYFACTORY_ROWS } from './route-rows-copyfactory.js';
import { HISTORY_ROWS } from './route-rows-history.js';
import { PROVISIONING_ROWS } from './route-rows-provisioning.js';

const ROWS: RouteRow[] = [...PROVISIONING_ROWS, ...CLIENT_ROWS, ...COPYFACTORY_ROWS, ...HISTORY_ROWS];
let w: SdkWorld;

beforeAll(async () => {
  w = await startSdkWorld();
}, 30_000);
afterAll(() => w.sim.close());

describe("the simulator's routes answer in MetaApi's published shape", () => {
  it.each(ROWS.map((row) => [row.route, row.answers, row] as const))(
    '%s answers %s',
    async (_route, _answers, row) => {
      const { status, body } = await send(w, await row.call(w), JWT);
      expect(status, JSON.stringify(body)).toBe(row.status);
      if (!row.schema) return expect(body).toBeUndefined();
      const read = row.schema.safeParse(body);
      expect(read.error?.issues ?? []).toEqual([]);
      if (!row.example) return;
      const item = row.example.at(body) as Record<string, unknown>;
      expect(item).toBeTypeOf('object');
      expect(shapeDifferences(item, row.example.of, row.example.beyond)).toEqual([]);
      row.scales?.(item);
    },
  );

  it('has a row for every route it serves, and no row for a route it does not serve', () => {
    const served = [...metaApiRoutes, affiliateRoute('any')].map((r) => `${r.method} ${r.path}`);
    const rows = ROWS.map((row) => row.route);
    expect(served.filter((r) => !rows.includes(r))).toEqual([]);
    expect(rows.filter((r) => !served.includes(r))).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });
});
