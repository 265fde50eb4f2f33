// Causing copy-health incidents on the bridge simulator (tools/bridge-simulator/routes-control-health.ts)
// and reading what the monitor stored for an account, shared by the emulator tests and the e2e journeys.
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldPath, type CollectionReference } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { HEALTH_DEFAULTS } from '@copydesk/functions/product-rules';
import type { HealthSettings } from '../../functions/src/health/health.params.js';
import type { HealthShardTask } from '../../functions/src/health/health-shards.rules.js';
import { planHealthCycle, reportHealthCycles } from '../../functions/src/health/health-cycle.service.js';
import { checkHealthShard, type ShardCheck } from '../../functions/src/health/health-shard-check.service.js';
import {
  HEALTH_SHARD_TASK_FUNCTION,
  type HealthTaskQueue,
} from '../../functions/src/health/health-task-queue.service.js';
import { localPorts } from '../../tools/stack/ports.ts';
import { projectId, simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';
import { testBridge } from './bridge.ts';
import { eventually } from './poll.ts';

/**
 * Settings under which one cycle tells: no bridge grace (a lost connection is recorded at once), copy
 * failures held for 45 quiet minutes, escalation after 30 minutes, the copy records read every cycle.
 */
export const QUICK_HEALTH_SETTINGS: HealthSettings = {
  concurrency: 8,
  bridgeGraceMinutes: 0,
  copyFailureQuietMinutes: 45,
  escalationMinutes: 30,
  copyReadEveryCycles: 1,
};

/** The local cadence (platform/schedules.ts: every minute). */
export const CYCLE_MS = 60_000;

export type ConnectionStatus = 'CONNECTED' | 'DISCONNECTED' | 'DISCONNECTED_FROM_BROKER';

/** POST /__control/<path> on the simulator; throws unless it answers 2xx. */
export async function healthControl(path: string, body: Record<string, unknown> = {}): Promise<void> {
  const response = await fetch(`${simulatorUrl()}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`simulator ${path}: ${response.status} ${await response.text()}`);
}

/** POST /__control/accounts/:id/connection. */
export function setConnection(metaApiAccountId: string, connectionStatus: ConnectionStatus): Promise<void> {
  return healthControl(`accounts/${metaApiAccountId}/connection`, { connectionStatus });
}

/**
 * The account lost its broker connection over the grace period ago (README "Copy health": a shorter
 * disconnection is a blip): DISCONNECTED_FROM_BROKER on the simulator, and the monitor's memory of when
 * it was first seen set back past the local stack's grace, so the next check (Refresh) records it.
 */
export async function lostBrokerConnectionLongAgo(metaApiAccountId: string): Promise<void> {
  await setConnection(metaApiAccountId, 'DISCONNECTED_FROM_BROKER');
  const firstSeen = Date.now() - (HEALTH_DEFAULTS.bridgeGraceMinutes + 1) * 60_000;
  const shardId = await eventually(`account ${metaApiAccountId} in a health shard`, async () => {
    const member = await adminDb().collection('healthShardMembers').doc(metaApiAccountId).get();
    return member.exists ? String(member.get('shardId')) : undefined;
  });
  await adminDb()
    .collection('healthShards')
    .doc(shardId)
    .update(new FieldPath('members', metaApiAccountId, 'memory', 'brokerDisconnectedSince'), firstSeen);
}

/** The shard queue on the tasks emulator, through an admin app of the tests' own. */
export function healthQueue(): HealthTaskQueue {
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `127.0.0.1:${localPorts().tasks}`;
  const name = 'health-tasks';
  const app =
    getApps().find((a) => a.name === name) ??
    initializeApp({ projectId, serviceAccountId: 'emulated-service-acct@email.com' }, name);
  return getFunctions(app).taskQueue<HealthShardTask>(HEALTH_SHARD_TASK_FUNCTION);
}

/**
 * Takes a suite's fleet out of the production index (bridgeAccounts), as removing the accounts would, so
 * the suites after it do not check it every cycle or deploy it in every run.
 */
export async function retireFleet(metaApiAccountIds: string[]): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  for (const id of metaApiAccountIds) batch.delete(db.collection('bridgeAccounts').doc(id));
  await batch.commit();
}

/**
 * Until every notification's e-mail is settled: the mail trigger writes each new notification once more
 * (email pending -> sending -> its outcome), after the cycle that opened it has returned.
 */
export async function notificationMailsSettled(): Promise<void> {
  const unsettled = adminDb()
    .collectionGroup('notifications')
    .where('email', 'in', ['pending', 'sending'])
    .limit(1);
  await eventually('every notification e-mailed', async () => (await unsettled.get()).empty);
}

/** Until the bridge accounts and the shards' members are the same ids (the membership trigger). */
export async function shardsFollowAccounts(): Promise<void> {
  const db = adminDb();
  const ids = async (collection: string) =>
    (await db.collection(collection).select().get()).docs
      .map((d) => d.id)
      .sort()
      .join();
  await eventually(
    'every bridge account in a health shard, and no removed one',
    async () => (await ids('bridgeAccounts')) === (await ids('healthShardMembers')),
    { timeoutMs: 120_000, intervalMs: 250 },
  );
}

/**
 * One whole cycle at `now`, its shard tasks run here rather than on the queue (a 429 still reschedules
 * onto the tasks emulator), then the report: what the schedule and its tasks do, awaited.
 */
export async function runHealthCycle(
  now: number,
  settings: HealthSettings,
): Promise<{ checks: ShardCheck[]; failures: { metaApiAccountId: string; reason: string }[] }> {
  await shardsFollowAccounts();
  const db = adminDb();
  const bridge = testBridge();
  const tasks = await planHealthCycle({ bridge, db, cycleAt: now, wallClock: Date.now(), cycleMs: CYCLE_MS });
  const deps = { bridge, settings, db, queue: healthQueue(), wallClock: Date.now, cycleMs: CYCLE_MS };
  const checks = await Promise.all(tasks.map((task) => checkHealthShard(task, deps)));
  await reportHealthCycles(db);
  return { checks, failures: checks.flatMap((c) => (c.outcome === 'checked' ? c.failures : [])) };
}

/** The account document, its incidents, its event history and the notifications of the given users. */
export async function healthRecord(
  uid: string,
  accountNumber: string,
  readers: string[] = [uid],
): Promise<Record<string, unknown>> {
  const db = adminDb();
  const account = db.collection('users').doc(uid).collection('tradingAccounts').doc(accountNumber);
  const list = async (path: CollectionReference) =>
    (await path.get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  const notifications = await Promise.all(
    readers.map((reader) => list(db.collection('users').doc(reader).collection('notifications'))),
  );
  return {
    health: (await account.get()).get('health') as unknown,
    incidents: await list(account.collection('healthIncidents')),
    events: await list(account.collection('healthEvents')),
    notifications,
  };
}
