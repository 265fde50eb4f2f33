// Copy health when many things happen at once (README "Copy health"): an outage that opens the same
// incident kind on many accounts in one health cycle, a deleted account, operators deploying and
// undeploying, a slow cycle finishing after a newer one, a short broker blip, and an account the bridge
// fails to answer for. Cycles are run and awaited here (tests/support/health.ts runHealthCycle) at times
// taken from the simulator's clock, as in copy-health.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { testBridge } from '../support/bridge.ts';
import {
  healthControl,
  healthRecord,
  retireFleet,
  runHealthCycle,
  setConnection,
  QUICK_HEALTH_SETTINGS,
} from '../support/health.ts';
import { mailTo } from '../support/mailbox.ts';
import { eventually } from '../support/poll.ts';
import { createForeignAccount, fastSimulator, simulator } from '../support/simulator.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const MINUTE = 60_000;
/** How long a trigger may take behind the outage's backlog of e-mails on a 2-core machine. */
const TRIGGER_BACKLOG_MS = 100_000;
const SETTINGS = QUICK_HEALTH_SETTINGS;

const simNow = async () => Date.parse((await simulator.state()).now);
const monitorAt = (now: number, settings = SETTINGS) => runHealthCycle(now, settings);

interface OwnedAccount {
  uid: string;
  email: string;
  accountNumber: string;
  metaApiAccountId: string;
}

/** Every fleet account this suite made, retired from the production index when it ends. */
const fleetIds: string[] = [];

/** `count` owners with one deployed account each, written the way provisioning leaves them. */
async function ownedFleet(prefix: string, count: number): Promise<OwnedAccount[]> {
  const stamp = `${Date.now()}`.slice(-6);
  const owned = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const accountNumber = `8${stamp}${String(i).padStart(3, '0')}`;
      const metaApiAccountId = await createForeignAccount(`${prefix}-${i}`, accountNumber);
      const uid = `${prefix}-${stamp}-${i}`;
      return { uid, email: `${uid}@copydesk.test`, accountNumber, metaApiAccountId };
    }),
  );
  fleetIds.push(...owned.map((a) => a.metaApiAccountId));
  const db = adminDb();
  const batch = db.batch();
  for (const a of owned) {
    batch.set(db.collection('users').doc(a.uid), { email: a.email, firstName: 'Fleet', lastName: 'Owner' });
    batch.set(db.collection('users').doc(a.uid).collection('tradingAccounts').doc(a.accountNumber), {
      accountNumber: a.accountNumber,
      metaApiAccountId: a.metaApiAccountId,
      accountName: a.accountNumber,
    });
    batch.set(db.collection('bridgeAccounts').doc(a.metaApiAccountId), {
      uid: a.uid,
      accountNumber: a.accountNumber,
    });
  }
  await batch.commit();
  return owned;
}

interface StoredNotification {
  event: string;
  accountNumber: string;
  title: string;
  email: string;
}

async function notificationsOf(uid: string): Promise<StoredNotification[]> {
  const docs = await adminDb().collection('users').doc(uid).collection('notifications').get();
  return docs.docs.map((d) => d.data() as StoredNotification);
}

async function subscribedUser(prefix: string): Promise<ProvisionedUser> {
  const p = await provisionedUser(prefix);
  await clientFor(p.user).subscribeToStrategy(
    await withRiskAcknowledged(p.user, {
      subscriberId: p.metaApiAccountId,
      strategyId: 'XmTr',
      tradeVolume: 0.01,
    }),
  );
  return p;
}

describe('copy health in an outage', () => {
  let admins: TestUser[];
  beforeAll(async () => {
    await fastSimulator();
    admins = await Promise.all([
      userWithRoles('outage-admin-a', { isAdmin: true, subscription: 'active' }),
      userWithRoles('outage-admin-b', { isAdmin: true, subscription: 'active' }),
    ]);
  });
  afterAll(() => retireFleet(fleetIds));

  it('50 accounts opening the same incident kind in one run all open and all escalate, one notification per account for each admin, and none freezes', async () => {
    const fleet = await ownedFleet('outage', 50);
    const mine = new Set(fleet.map((a) => a.metaApiAccountId));
    await Promise.all(fleet.map((a) => setConnection(a.metaApiAccountId, 'DISCONNECTED_FROM_BROKER')));
    const opened = await simNow();
    const escalated = opened + 31 * MINUTE;
    const later = escalated + MINUTE;
    const runs = [await monitorAt(opened), await monitorAt(escalated), await monitorAt(later)];

    // Read side by side (100 documents), asserted one account at a time.
    const stored = await Promise.all(
      fleet.map(async (a) => ({
        a,
        record: await healthRecord(a.uid, a.accountNumber),
        notifications: await notificationsOf(a.uid),
      })),
    );
    for (const { a, record, notifications } of stored) {
      // The last cycle changed nothing, so it wrote nothing: lastChecked is the escalation's cycle.
      expect(record.health, a.accountNumber).toMatchObject({
        state: 'broker-disconnected',
        since: new Date(opened).toISOString(),
        lastChecked: new Date(escalated).toISOString(),
      });
      expect(record.incidents, a.accountNumber).toEqual([
        expect.objectContaining({ status: 'open', escalatedAt: new Date(escalated).toISOString() }),
      ]);
      expect(notifications.map((n) => n.event)).toEqual(['opened']);
    }
    for (const admin of admins) {
      const told = (await notificationsOf(admin.uid)).filter((n) =>
        fleet.some((a) => a.accountNumber === n.accountNumber),
      );
      expect(told.map((n) => n.accountNumber).sort()).toEqual(fleet.map((a) => a.accountNumber).sort());
      expect(new Set(told.map((n) => n.event))).toEqual(new Set(['escalated']));
    }
    for (const run of runs) expect(run.failures.filter((f) => mine.has(f.metaApiAccountId))).toEqual([]);
    await Promise.all(fleet.map((a) => setConnection(a.metaApiAccountId, 'CONNECTED')));
    // Its own e-mails drained before it ends, so no later test waits behind this backlog.
    const readers = [...fleet.map((a) => a.uid), ...admins.map((admin) => admin.uid)];
    await eventually(
      'every notification of the outage e-mailed',
      async () => {
        const all = (await Promise.all(readers.map(notificationsOf))).flat();
        return all.every((n) => n.email === 'sent');
      },
      { timeoutMs: TRIGGER_BACKLOG_MS * 2, intervalMs: 1_000 },
    );
  }, 480_000);

  it('an account the bridge cannot answer for is reported with its reason, and the others are still checked', async () => {
    const broken = await subscribedUser('health-unanswered');
    const [fine] = await ownedFleet('answered', 1);
    await simulator.injectFaults([
      {
        match: { method: 'GET', path: `/subscribers/${broken.metaApiAccountId}/stopouts$` },
        kind: 'status',
        status: 403,
      },
    ]);
    // Later than every earlier run of this session: the kept report is the latest run's.
    const latest = (await simNow()) + 3 * 60 * MINUTE;
    const run = await monitorAt(latest).finally(() => simulator.clearFaults());
    const failure = run.failures.find((f) => f.metaApiAccountId === broken.metaApiAccountId);
    expect(failure?.reason).toMatch(/\w/);
    expect(run.failures.map((f) => f.metaApiAccountId)).not.toContain(fine!.metaApiAccountId);
    expect((await healthRecord(fine!.uid, fine!.accountNumber)).health).toMatchObject({ state: 'healthy' });
    // What `copydesk health` reads: the latest run's report in the summary.
    const { summary } = await clientFor(admins[0]!).listAccountHealth({ problems: 'true' });
    expect(summary.lastRun?.failures).toContainEqual(failure);
  });

  it('deleting an account resolves its open incidents as "account removed" and leaves the counts', async () => {
    const admin = admins[0]!;
    const p = await subscribedUser('health-removed');
    await setConnection(p.metaApiAccountId, 'DISCONNECTED_FROM_BROKER');
    await monitorAt(await simNow());
    const open = await healthRecord(p.user.uid, p.accountNumber);
    expect(open.incidents).toEqual([expect.objectContaining({ status: 'open' })]);

    await clientFor(p.user).deleteAccount({ accountId: p.metaApiAccountId });
    // Resolved by the deletion itself, not later by the trigger (which queues behind the outage's e-mails).
    const after = await healthRecord(p.user.uid, p.accountNumber);
    expect(after.incidents).toEqual([
      expect.objectContaining({ status: 'resolved', resolution: 'account removed' }),
    ]);
    const stillOpen = await adminDb()
      .collectionGroup('healthIncidents')
      .where('status', '==', 'open')
      .where('metaApiAccountId', '==', p.metaApiAccountId)
      .get();
    expect(stillOpen.size).toBe(0);
    const listed = await clientFor(admin).listAccountHealth({ problems: 'true' });
    expect(listed.accounts.map((a) => a.metaApiAccountId)).not.toContain(p.metaApiAccountId);
    // No "back to normal" for an account that is gone: the owner heard of the opening only.
    expect((await notificationsOf(p.user.uid)).map((n) => n.event)).toEqual(['opened']);
  }, 180_000);

  it.each([
    {
      operation: 'undeploy',
      state: 'undeployed',
      kind: 'broker-disconnected',
      label: 'Broker disconnected',
      cause: (p: ProvisionedUser) => setConnection(p.metaApiAccountId, 'DISCONNECTED_FROM_BROKER'),
      operate: (p: ProvisionedUser) => testBridge().undeployAccount(p.metaApiAccountId),
    },
    {
      operation: 'deploy',
      state: 'deploying',
      kind: 'deploy-failed',
      label: 'Start failed',
      cause: (p: ProvisionedUser) => healthControl(`accounts/${p.metaApiAccountId}/deploy-failure`),
      operate: async (p: ProvisionedUser) => {
        // A deployment that takes a while, so the next run sees the account starting.
        await simulator.configure({ deployDelayMs: 600_000 });
        await testBridge().deployAccount(p.metaApiAccountId);
      },
    },
  ])(
    'an operator $operation pauses the watch in its own words and sends no "back to normal"',
    async (c) => {
      const p = await subscribedUser(`health-${c.operation}`);
      await c.cause(p);
      const t0 = await simNow();
      await monitorAt(t0);
      expect((await healthRecord(p.user.uid, p.accountNumber)).health).toMatchObject({ state: c.kind });
      try {
        await c.operate(p);
        await monitorAt(t0 + MINUTE);
      } finally {
        await fastSimulator();
      }
      const record = await healthRecord(p.user.uid, p.accountNumber);
      expect(record.health).toMatchObject({ state: c.state, openIncidentId: null });
      expect(record.incidents).toEqual([
        expect.objectContaining({ kind: c.kind, status: 'resolved', resolution: 'paused' }),
      ]);
      const told = await eventually(
        'both e-mails to be sent',
        async () => {
          const found = await notificationsOf(p.user.uid);
          const mail = await mailTo(p.user.email);
          return found.length === 2 && mail.length === 2 ? { found, mail } : undefined;
        },
        { timeoutMs: TRIGGER_BACKLOG_MS },
      );
      expect(told.found.map((n) => n.title).sort()).toEqual([
        `Account ${p.accountNumber}: ${c.label}`,
        `Account ${p.accountNumber}: watch paused (${c.label})`,
      ]);
      for (const message of told.mail) expect(message.text).not.toContain('back to normal');
    },
    180_000,
  );

  it('a reading older than the stored one changes nothing (a slow run finishing after a newer one)', async () => {
    const p = await subscribedUser('health-older');
    const t0 = await simNow();
    await setConnection(p.metaApiAccountId, 'DISCONNECTED_FROM_BROKER');
    await monitorAt(t0 + 2 * MINUTE);
    // Once the opening's e-mail has gone, so its delivery does not change the record meanwhile.
    await eventually('the opening e-mailed', async () => {
      const told = await notificationsOf(p.user.uid);
      return told.length === 1 && told.every((n) => n.email === 'sent');
    });
    const newer = await healthRecord(p.user.uid, p.accountNumber);
    expect(newer.health).toMatchObject({ state: 'broker-disconnected' });
    await setConnection(p.metaApiAccountId, 'CONNECTED');
    await monitorAt(t0 + MINUTE);
    expect(await healthRecord(p.user.uid, p.accountNumber)).toEqual(newer);
  });

  it('a 60-second broker blip sends nothing', async () => {
    const p = await subscribedUser('health-blip');
    const settings = { ...SETTINGS, bridgeGraceMinutes: 10 };
    const t0 = await simNow();
    await monitorAt(t0, settings);
    await setConnection(p.metaApiAccountId, 'DISCONNECTED_FROM_BROKER');
    await monitorAt(t0 + MINUTE, settings);
    await setConnection(p.metaApiAccountId, 'CONNECTED');
    await monitorAt(t0 + 2 * MINUTE, settings);
    const record = await healthRecord(p.user.uid, p.accountNumber);
    expect(record.health).toMatchObject({ state: 'healthy', openIncidentId: null });
    expect([record.incidents, record.events, await notificationsOf(p.user.uid)]).toEqual([[], [], []]);
  });
});
