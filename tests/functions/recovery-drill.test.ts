// The restore drill of docs/operations.md "Backups and restore", on the Firestore emulator: real data
// made through the product (a subscribed client whose broker connection is lost, so the monitor opens
// an incident and e-mails it, and an admin's assignment in the audit log), then the whole database is
// exported, wiped and imported, and every document must come back equal, field by field, timestamps
// included. The drill wipes the lane's shared emulator: vitest runs the emulator files one at a time
// (vitest.emulators.config.ts fileParallelism: false), the database is read quiet before the export, and
// the comparison is of the ENTIRE database, so another suite's data is restored as exactly as ours. The
// functions' triggers are paused from the export to the read after the import (tests/support/firestore-drill.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withoutTriggers } from '../../bench/quiet-seed.ts';
import { clientFor } from '../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import {
  dumpDatabase,
  exportDatabase,
  importDatabase,
  wipeDatabase,
  type DatabaseDump,
} from '../support/firestore-drill.ts';
import {
  notificationMailsSettled,
  retireFleet,
  runHealthCycle,
  setConnection,
  QUICK_HEALTH_SETTINGS,
} from '../support/health.ts';
import { eventually } from '../support/poll.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { localPorts } from '../../tools/stack/ports.ts';
import { userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const SETTINGS = QUICK_HEALTH_SETTINGS;

/** The database once nothing changes it any more: two reads in a row alike (triggers have settled). */
async function quietDatabase(): Promise<DatabaseDump> {
  let previous = await dumpDatabase();
  return eventually(
    'the database to stop changing',
    async () => {
      const current = await dumpDatabase();
      const same = JSON.stringify(current) === JSON.stringify(previous);
      previous = current;
      return same && current;
    },
    { timeoutMs: 120_000, intervalMs: 1_000 },
  );
}

const pathsUnder = (dump: DatabaseDump, pattern: RegExp) => Object.keys(dump).filter((p) => pattern.test(p));

describe('the restore drill: export, wipe and import of Firestore', { timeout: 300_000 }, () => {
  let client: ProvisionedUser;
  let admin: TestUser;
  let exportDir: string;

  beforeAll(async () => {
    exportDir = mkdtempSync(path.join(tmpdir(), 'copydesk-drill-'));
    await fastSimulator();
    admin = await userWithRoles('drill-admin', { isAdmin: true, subscription: 'active' });
    client = await provisionedUser('drill-client');
    // An admin assigns the strategy: a subscription, and an audit entry naming the client.
    await clientFor(admin).subscribeToStrategy(
      await withRiskAcknowledged(admin, {
        subscriberId: client.metaApiAccountId,
        strategyId: 'XmTr',
        tradeVolume: 0.01,
      }),
    );
    await setConnection(client.metaApiAccountId, 'DISCONNECTED_FROM_BROKER');
    await runHealthCycle(Date.parse((await simulator.state()).now), SETTINGS);
    await notificationMailsSettled();
  });

  afterAll(async () => {
    rmSync(exportDir, { recursive: true, force: true });
    // Later suites' health cycles and runs must not meet this account.
    await setConnection(client.metaApiAccountId, 'CONNECTED');
    await retireFleet([client.metaApiAccountId]);
  });

  it('brings back every document of the database, field by field, after losing all of them', async () => {
    // Triggers paused from before the first read: what the wipe and import would set off never runs,
    // and the database falls quiet as soon as work already under way has finished.
    const { before, after } = await withoutTriggers(localPorts().hub, async () => {
      const quiet = await quietDatabase();
      const metadata = await exportDatabase(exportDir, 'drill');
      await wipeDatabase();
      expect(await dumpDatabase()).toEqual({});
      await importDatabase(metadata);
      return { before: quiet, after: await dumpDatabase() };
    });
    const uid = client.user.uid;
    const account = `users/${uid}/tradingAccounts/${client.accountNumber}`;
    // The drill's own data was there to lose: the user, the account, its subscription, incident, audit.
    const mine = {
      users: pathsUnder(before, new RegExp(`^users/${uid}$`)),
      tradingAccounts: pathsUnder(before, new RegExp(`^${account}$`)),
      subscriptions: pathsUnder(before, new RegExp(`^strategySubscriptions/${client.metaApiAccountId}$`)),
      healthIncidents: pathsUnder(before, new RegExp(`^${account}/healthIncidents/`)),
      auditLog: pathsUnder(before, /^auditLog\//).filter(
        (p) => before[p]?.targetUid === uid && before[p]?.action === 'strategy.assigned',
      ),
    };
    for (const [kind, paths] of Object.entries(mine)) expect(paths, kind).toHaveLength(1);

    for (const paths of Object.values(mine))
      for (const p of paths) expect(after[p], p).toStrictEqual(before[p]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toStrictEqual(before);
  });
});
