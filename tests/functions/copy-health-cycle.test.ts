// The copy-health cycle at scale (docs/architecture.md §12): the planner's shard tasks run on the real
// tasks emulator and functions emulator against the simulator. A cycle with a 429 on one shard and a
// bridge outage on another still checks every account exactly once; an older or repeated cycle checks
// nobody again; and a quiet cycle reads the bridge and writes only its heartbeat to Firestore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueCycle } from '../../functions/src/health/health-task-queue.service.js';
import { planHealthCycle } from '../../functions/src/health/health-cycle.service.js';
import { checkHealthShard } from '../../functions/src/health/health-shard-check.service.js';
import { testBridge } from '../support/bridge.ts';
import {
  CYCLE_MS,
  healthQueue,
  notificationMailsSettled,
  retireFleet,
  runHealthCycle,
  shardsFollowAccounts,
  QUICK_HEALTH_SETTINGS,
} from '../support/health.ts';
import { eventually } from '../support/poll.ts';
import { createForeignAccount, fastSimulator, simulator } from '../support/simulator.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

const FLEET = 200;
const SETTINGS = QUICK_HEALTH_SETTINGS;

interface FleetAccount {
  uid: string;
  accountNumber: string;
  id: string;
}

/** `count` deployed accounts with a subscriber each (so each has stop-outs to read), owned in Firestore. */
async function subscribedFleet(count: number): Promise<FleetAccount[]> {
  const stamp = `${Date.now()}`.slice(-6);
  const bridge = testBridge();
  const fleet = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const accountNumber = `7${stamp}${String(i).padStart(3, '0')}`;
      const id = await createForeignAccount(`cycle-${i}`, accountNumber);
      await bridge.saveSubscriber({ id, name: `cycle-${i}`, subscriptions: [] });
      return { uid: `cycle-${stamp}-${i}`, accountNumber, id };
    }),
  );
  const db = adminDb();
  const batch = db.batch();
  for (const a of fleet) {
    const account = db.collection('users').doc(a.uid).collection('tradingAccounts').doc(a.accountNumber);
    batch.set(db.collection('users').doc(a.uid), {
      email: `${a.uid}@copydesk.test`,
      firstName: 'C',
      lastName: 'F',
    });
    batch.set(account, {
      accountNumber: a.accountNumber,
      metaApiAccountId: a.id,
      accountName: a.accountNumber,
    });
    batch.set(db.collection('bridgeAccounts').doc(a.id), { uid: a.uid, accountNumber: a.accountNumber });
  }
  await batch.commit();
  await shardsFollowAccounts();
  return fleet;
}

async function shardOf(id: string): Promise<string> {
  return String((await adminDb().collection('healthShardMembers').doc(id).get()).get('shardId'));
}

const lastSeq = async () => Math.max(0, ...(await simulator.state()).requests.map((r) => r.seq));

/** Answered (2xx) stop-out reads per fleet account since request `after`. */
async function stopoutReads(fleet: FleetAccount[], after: number): Promise<Map<string, number>> {
  const reads = new Map(fleet.map((a) => [a.id, 0]));
  for (const r of (await simulator.state()).requests) {
    const id = /\/subscribers\/([^/]+)\/stopouts$/.exec(r.path)?.[1];
    if (r.seq > after && id && reads.has(id) && typeof r.status === 'number' && r.status < 300)
      reads.set(id, reads.get(id)! + 1);
  }
  return reads;
}

async function lastChecked(a: FleetAccount): Promise<unknown> {
  const doc = await adminDb()
    .collection('users')
    .doc(a.uid)
    .collection('tradingAccounts')
    .doc(a.accountNumber)
    .get();
  return (doc.get('health') as { lastChecked?: string } | undefined)?.lastChecked;
}

const HEARTBEAT = 'healthMonitorRuns/heartbeat';

/**
 * Every document of the health collections with its update time (a write changes one or the count),
 * but the heartbeat, which every cycle writes.
 */
async function healthWrites(fleet: FleetAccount[]): Promise<Record<string, string>> {
  const db = adminDb();
  const out: Record<string, string> = {};
  const collections = ['healthShards', 'healthShardMembers', 'healthMonitorRuns'];
  const groups = ['healthIncidents', 'healthEvents', 'notifications'];
  const snaps = await Promise.all([
    ...collections.map((c) => db.collection(c).get()),
    ...groups.map((g) => db.collectionGroup(g).get()),
  ]);
  for (const snap of snaps)
    for (const d of snap.docs)
      if (d.ref.path !== HEARTBEAT) out[d.ref.path] = d.updateTime.toDate().toISOString();
  const accounts = await db.getAll(
    ...fleet.map((a) => db.collection('users').doc(a.uid).collection('tradingAccounts').doc(a.accountNumber)),
  );
  for (const d of accounts) out[d.ref.path] = d.updateTime?.toDate().toISOString() ?? 'missing';
  return out;
}

describe('the copy-health cycle on Cloud Tasks', () => {
  let fleet: FleetAccount[];
  let cycleAt: number;
  beforeAll(async () => {
    await fastSimulator();
    fleet = await subscribedFleet(FLEET);
  }, 300_000);
  afterAll(() => retireFleet(fleet.map((a) => a.id)));

  it('a cycle over 200 accounts with a 429 on one shard and an outage on another checks every account exactly once', async () => {
    const shards = await Promise.all(fleet.map((a) => shardOf(a.id)));
    const limited = fleet[0]!;
    const outageShard = shards.find((s) => s !== shards[0])!;
    const inOutage = fleet.filter((_, i) => shards[i] === outageShard);
    expect(inOutage.length).toBeGreaterThan(0);
    const outagePaths = `/subscribers/(${inOutage.map((a) => a.id).join('|')})/`;
    await simulator.injectFaults([
      {
        match: { method: 'GET', path: `/subscribers/${limited.id}/stopouts$` },
        kind: 'rate-limit',
        retryAfterSeconds: 2,
        times: 1,
      },
      // A short outage: the shard's first reads fail and the ones after them, already in flight, succeed.
      { match: { method: 'GET', path: outagePaths }, kind: 'status', status: 503, times: 3 },
    ]);
    const mark = await lastSeq();
    cycleAt = Date.now();
    const tasks = await planHealthCycle({
      bridge: testBridge(),
      db: adminDb(),
      cycleAt,
      wallClock: Date.now(),
      cycleMs: 5 * CYCLE_MS,
    });
    expect(await enqueueCycle(tasks, healthQueue())).toBe(tasks.length);
    // The outage shard's task meets the 503s while its other reads are in flight: those finish, and the
    // shard is rescheduled with them.
    await eventually('the outage shard to fail and the 429 to be answered', async () => {
      const seen = (await simulator.state()).requests.filter((r) => r.seq > mark);
      return seen.some((r) => r.status === 503) && seen.some((r) => r.status === 429);
    });
    await simulator.clearFaults();
    const at = new Date(cycleAt).toISOString();
    await eventually(
      'every account checked',
      async () => (await Promise.all(fleet.map(lastChecked))).every((t) => t === at),
      { timeoutMs: 180_000, intervalMs: 1_000 },
    );
    expect([...(await stopoutReads(fleet, mark)).values()]).toEqual(fleet.map(() => 1));
  }, 300_000);

  it('a repeated schedule enqueues nothing new, and an older cycle arriving late checks nobody again', async () => {
    const mark = await lastSeq();
    const deps = { bridge: testBridge(), db: adminDb(), wallClock: Date.now(), cycleMs: 5 * CYCLE_MS };
    const again = await planHealthCycle({ ...deps, cycleAt });
    expect(await enqueueCycle(again, healthQueue())).toBe(0);
    const older = await planHealthCycle({ ...deps, cycleAt: cycleAt - CYCLE_MS });
    const shards = new Set(await Promise.all(fleet.map((a) => shardOf(a.id))));
    const run = {
      bridge: testBridge(),
      settings: SETTINGS,
      db: adminDb(),
      queue: healthQueue(),
      wallClock: Date.now,
      cycleMs: CYCLE_MS,
    };
    const checks = await Promise.all(
      older.filter((t) => shards.has(t.shardId)).map((t) => checkHealthShard(t, run)),
    );
    expect(checks.every((c) => c.outcome === 'checked')).toBe(true);
    expect([...(await stopoutReads(fleet, mark)).values()]).toEqual(fleet.map(() => 0));
    // A task run after its cycle's time is up is dropped: the next cycle has the shard.
    const late = { ...older[0]!, cycleAt: cycleAt + CYCLE_MS, notAfter: Date.now() - 1 };
    expect(await checkHealthShard(late, run)).toEqual({ outcome: 'superseded' });
  }, 120_000);

  it('a quiet cycle reads the bridge and writes nothing but its heartbeat', async () => {
    // One cycle settles whatever other suites left changing, and the e-mails of what it opened are sent;
    // the next one finds nothing new.
    await runHealthCycle(cycleAt + CYCLE_MS, SETTINGS);
    await notificationMailsSettled();
    const before = await healthWrites(fleet);
    const mark = await lastSeq();
    const quiet = await runHealthCycle(cycleAt + 2 * CYCLE_MS, SETTINGS);
    expect(quiet.checks.every((c) => c.outcome === 'checked' && c.recorded === 0)).toBe(true);
    expect([...(await stopoutReads(fleet, mark)).values()]).toEqual(fleet.map(() => 1));
    expect(await healthWrites(fleet)).toEqual(before);
    const heartbeat = (await adminDb().doc(HEARTBEAT).get()).data();
    expect(heartbeat).toMatchObject({
      cycleStartedAt: new Date(cycleAt + 2 * CYCLE_MS).toISOString(),
      cycleMs: CYCLE_MS,
    });
    expect(Object.keys(heartbeat ?? {}).sort()).toEqual(['at', 'cycleMs', 'cycleStartedAt']);
  }, 180_000);
});
