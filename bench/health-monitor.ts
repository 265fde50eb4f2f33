// The copy-health cycle at scale (docs/architecture.md §12): 1,000 accounts, each deployed and
// subscribed on the bridge simulator, indexed in Firestore the way provisioning leaves them and put in
// shards of production size, then whole cycles (the planner, then each shard task, run in this process so
// their bridge calls and Firestore operations are counted) with 100 ms added to every bridge answer (the
// simulator's latency fault). health-cost.ts turns the counts into the cost table. Assumes the emulators
// and the simulator of this run are up, with the usual environment (FIRESTORE_EMULATOR_HOST,
// COPYDESK_SIMULATOR_URL/_TOKEN).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { MetaApiBridge, newTransactionId } from '../functions/src/bridge/index.js';
import type { HealthSettings } from '../functions/src/health/health.params.js';
import { DEFAULT_SHARD_CAPACITY } from '../functions/src/health/health-shards.rules.js';
import type { AccountRef } from '../functions/src/health/health-transitions.rules.js';
import { printHealthCost, type CycleFigures } from './health-cost.ts';
import { unindexQuietly } from './run-fleet.ts';
import { projectId, simulatorUrl } from '../tools/stack-clients/emulators.ts';

export const MONITOR_ACCOUNTS = 1_000;
const ADDED_LATENCY_MS = 100;
const SETUP_CONCURRENCY = 16;

/**
 * Firestore through an app of this section's own, made once the stack's environment is adopted: another
 * section importing the functions' code at load time makes the default app before the emulators'
 * environment exists, and its Firestore then looks for production credentials.
 */
function benchDb(): Firestore {
  const name = 'bench-health';
  return getFirestore(getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name));
}

/** Like the shard tasks' bridge: no retries inside a call. */
function bridge(log?: () => void): MetaApiBridge {
  const url = simulatorUrl();
  return new MetaApiBridge({
    provisioningUrl: url,
    clientUrl: url,
    copyFactoryUrl: url,
    token: process.env.COPYDESK_SIMULATOR_TOKEN ?? '',
    timeoutMs: 30_000,
    retries: 0,
    ...(log ? { log } : {}),
  });
}

async function control(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${simulatorUrl()}/__control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`simulator ${method} ${path}: ${response.status}`);
}

async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, worker));
}

/** One bench account: on the bridge (deployed, subscribed) and in Firestore (owner, account). */
async function seedAccount(index: number, now: number): Promise<AccountRef> {
  const login = String(80_000_000 + index * 2);
  const uid = `bench-health-${index}`;
  const setup = bridge();
  const { id } = await setup.provisionAccount({
    name: `Bench ${login}`,
    login,
    password: 'Bench-broker-1',
    server: 'XMGlobal-MT5',
    transactionId: newTransactionId(),
  });
  await setup.subscribe(id, { subscriberName: `Bench ${login}`, strategyId: 'XmTr', tradeVolume: 0.01 });
  const db = benchDb();
  const batch = db.batch();
  const created = Timestamp.fromMillis(now);
  batch.set(db.collection('users').doc(uid), {
    firstName: 'Bench',
    lastName: `Health${index}`,
    email: `bench-health-${index}@bench.copydesk.test`,
    isAdmin: false,
    isTechnicalAdmin: false,
    // Paying customers: an inactive owner's copying account would be put into close-only by the cycle.
    subscription: { status: 'active', expiresAt: Timestamp.fromMillis(now + 30 * 86_400_000) },
    createdAt: created,
    updatedAt: created,
  });
  batch.set(db.collection('users').doc(uid).collection('tradingAccounts').doc(login), {
    accountNumber: login,
    accountName: `Bench ${login}`,
    metaApiAccountId: id,
    isConnected: true,
    createdAt: created,
  });
  await batch.commit();
  return { metaApiAccountId: id, uid, accountNumber: login };
}

/**
 * Each account into a shard of production size, one at a time (they all want the same open shard),
 * before its bridgeAccounts index exists, so the membership trigger then finds it placed.
 */
async function shardAndIndex(refs: AccountRef[]): Promise<void> {
  const { addShardMember } = await import('../functions/src/health/health-shards.repo.js');
  const db = benchDb();
  for (const ref of refs) {
    await addShardMember(ref, DEFAULT_SHARD_CAPACITY, db);
    await db
      .collection('bridgeAccounts')
      .doc(ref.metaApiAccountId)
      .set({ uid: ref.uid, accountNumber: ref.accountNumber });
  }
}

/** One whole cycle at `cycleAt`: the planner, then each shard task in turn. */
async function benchCycle(cycleAt: number, settings: HealthSettings): Promise<CycleFigures> {
  // Imported here: the functions' firebase-admin app starts on import, and needs this run's environment.
  const { planHealthCycle } = await import('../functions/src/health/health-cycle.service.js');
  const { checkHealthShard } = await import('../functions/src/health/health-shard-check.service.js');
  let bridgeCalls = 0;
  const counted = bridge(() => (bridgeCalls += 1));
  const db = benchDb();
  const started = performance.now();
  const tasks = await planHealthCycle({
    bridge: counted,
    db,
    cycleAt,
    wallClock: Date.now(),
    cycleMs: 60_000,
  });
  const plannerMs = performance.now() - started;
  const queue = { enqueue: () => Promise.reject(new Error('the bench injects no 429')) };
  const deps = { bridge: counted, settings, db, queue, wallClock: Date.now, cycleMs: 60_000 };
  const shardMs: number[] = [];
  for (const task of tasks) {
    const t0 = performance.now();
    await checkHealthShard(task, deps);
    shardMs.push(performance.now() - t0);
  }
  const accounts = tasks.reduce((sum, t) => sum + Object.keys(t.observed).length, 0);
  return { accounts, plannerMs, shardMs, bridgeCalls };
}

async function withBridgeLatency<T>(work: () => Promise<T>): Promise<T> {
  await control('POST', 'faults', [{ kind: 'latency', ms: ADDED_LATENCY_MS }]);
  try {
    return await work();
  } finally {
    await control('DELETE', 'faults');
  }
}

/**
 * Takes the fleet off the bridge, out of its shards and out of the index. Left subscribed, its 1,000
 * copies of XmTr would make every later section's market advance copy each trade 1,000 times (the
 * simulator then stalls). The index is emptied with the triggers paused and the shards one member at a
 * time, as seeding filled them: 1,000 membership triggers contending on two shard documents would run
 * behind the next sections and slow what they time.
 */
async function removeFleet(refs: AccountRef[]): Promise<void> {
  const { removeShardMember } = await import('../functions/src/health/health-shards.repo.js');
  const setup = bridge();
  await inParallel(refs.length, async (index) => {
    const id = refs[index]!.metaApiAccountId;
    await setup.removeSubscription(id, 'XmTr');
    await setup.deleteAccount(id);
  });
  const db = benchDb();
  const ids = refs.map((ref) => ref.metaApiAccountId);
  for (const id of ids) await removeShardMember(id, db);
  await unindexQuietly(db, ids);
}

/** Seeds the fleet (deployed, subscribed, in shards of production size), prints the cycle's figures, removes it. */
export async function printHealthMonitor(accounts = MONITOR_ACCOUNTS): Promise<void> {
  await control('POST', 'config', { deployDelayMs: 0, connectDelayMs: 0, detectionPolls: 0 });
  const refs: AccountRef[] = [];
  try {
    await inParallel(accounts, async (index) => void refs.push(await seedAccount(index, Date.now())));
    await shardAndIndex(refs);
    await printHealthCost({
      ids: refs.map((ref) => ref.metaApiAccountId),
      addedLatencyMs: ADDED_LATENCY_MS,
      cycle: benchCycle,
      withBridgeLatency,
      setConnection: (id, connectionStatus) =>
        control('POST', `accounts/${id}/connection`, { connectionStatus }),
    });
  } finally {
    await removeFleet(refs);
  }
}
