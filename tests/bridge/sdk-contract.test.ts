// Contract test: every operation MetaApi's own SDKs (metaapi.cloud-sdk, metaapi.cloud-copyfactory-sdk)
// offer on the MetaApi routes the simulator serves, run against the simulator, so it speaks MetaApi's
// dialect and not only our adapter's. Each row of the tables (sdk-operations-*.ts) names the SDK method,
// the routes its call must send (checked against what the simulator matched) and what its answer must
// mean. The last test fails when the simulator serves a route no row covers and no reason below excuses.
import { existsSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIFECYCLE_OPERATIONS } from './sdk-operations-account-lifecycle.js';
import { ACCOUNT_API_OPERATIONS } from './sdk-operations-accounts.js';
import { CONFIGURATION_OPERATIONS } from './sdk-operations-configuration.js';
import { HISTORY_TRADING_OPERATIONS } from './sdk-operations-history-trading.js';
import { registeredRoutes, SDK_HOSTS, sdkClients, startSdkWorld, type SdkWorld } from './sdk-harness.js';

const OPERATIONS = [
  ...ACCOUNT_API_OPERATIONS,
  ...ACCOUNT_LIFECYCLE_OPERATIONS,
  ...CONFIGURATION_OPERATIONS,
  ...HISTORY_TRADING_OPERATIONS,
];

/** Routes the simulator serves that neither SDK offers over REST, and why. */
const NOT_OFFERED_BY_THE_SDKS: Record<string, string> = {
  // The core SDK reads the MetaTrader client API only over its websocket (MetaApiWebsocketClient
  // getAccountInformation, getPositions, getSymbolPrice, getDealsByTimeRange); it has no REST client for it.
  'GET /users/current/accounts/:id/account-information': 'websocket only in the SDK',
  'GET /users/current/accounts/:id/positions': 'websocket only in the SDK',
  'GET /users/current/accounts/:id/symbols/:symbol/current-price': 'websocket only in the SDK',
  'GET /users/current/accounts/:id/history-deals/time/:start/:end': 'websocket only in the SDK',
  // MetaApi's provisioning REST API has the known-servers search; neither SDK has a method for it.
  'GET /known-mt-servers/:version/search': 'no SDK method',
};

// MetatraderAccount.remove() clears the account's history files, creating an empty .metaapi folder in
// the working directory; it is removed again when this test made it.
const HISTORY_DIR = join(process.cwd(), '.metaapi');
let madeHistoryDir = false;
let w: SdkWorld;

beforeAll(async () => {
  madeHistoryDir = !existsSync(HISTORY_DIR);
  w = await startSdkWorld();
});

afterAll(async () => {
  await w.sim.close();
  if (madeHistoryDir) await rmdir(HISTORY_DIR).catch(() => undefined);
});

describe("MetaApi's SDKs against the simulator", () => {
  for (const op of OPERATIONS) {
    it(`${op.client}.${op.method} ${op.means}`, async () => {
      const c = sdkClients(w.sim);
      try {
        await op.run(w, c);
      } finally {
        c.metaApi.close();
      }
      expect(new Set(c.routes)).toEqual(new Set(op.routes));
      expect([...c.hosts].filter((host) => !SDK_HOSTS.includes(host))).toEqual([]);
    });
  }

  it('covers every MetaApi route the simulator serves, or says why the SDKs do not offer it', () => {
    const covered = new Set(OPERATIONS.flatMap((op) => op.routes));
    const registered = registeredRoutes();
    const uncovered = registered.filter((r) => !covered.has(r) && !(r in NOT_OFFERED_BY_THE_SDKS));
    expect(uncovered).toEqual([]);
    // Every excuse names a route the simulator serves and no row covers.
    for (const r of Object.keys(NOT_OFFERED_BY_THE_SDKS)) {
      expect(registered).toContain(r);
      expect(covered.has(r)).toBe(false);
    }
  });
});
