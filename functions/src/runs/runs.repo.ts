// Deployment runs in Firestore (contract/runs.ts): deploymentRuns/{runId} with what is fixed at the start
// (action, scope, planned, skipped) and its state, deploymentRuns/{runId}/counters/{shard} the done,
// failed and ignored counts split over RUN_COUNTER_SHARDS documents (runs/deployment-runs.rules.ts), so no
// document takes more than about one write a second at the queue's rate; deploymentRuns/{runId}/items/
// {accountId} one per account, and deploymentLocks/{action}, which holds the one unfinished run of each
// action. Counters only move in the write that settles an item, which holds only while the item is as
// the task read it (run-items-repo.ts), so a duplicated or retried task can never count twice. An item
// is created with an expiry for the case it never settles (its run cancelled); settling moves it
// (docs/operations.md "Retention").
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import {
  FINISHED_RUN_STATES,
  RUN_COUNTERS_COLLECTION,
  RUN_ITEMS_COLLECTION,
  RUNS_COLLECTION,
  type DeploymentRun,
  type Environment,
  type ItemState,
  type RunAction,
  type RunItem,
  type RunState,
} from '../contract/index.js';
import { counterShardOf } from './deployment-runs.rules.js';
import { expiryMs } from '../platform/retention/retention.rules.js';
import { inConflict } from '../platform/rule-violation.js';
import { sumRunCounters, ZERO_RUN_COUNTS, type RunCounts } from './run-counters.repo.js';

const runs = () => db.collection(RUNS_COLLECTION);
const items = (runId: string) => runs().doc(runId).collection(RUN_ITEMS_COLLECTION);
const lockRef = (action: RunAction) => db.collection('deploymentLocks').doc(action);
const counterShards = (runId: string) => runs().doc(runId).collection(RUN_COUNTERS_COLLECTION);
/** The counter document an item's tasks write (runs/deployment-runs.rules.ts counterShardOf). */
const counterShardRef = (runId: string, accountId: string) =>
  counterShards(runId).doc(counterShardOf(accountId));

export interface NewRun {
  action: RunAction;
  scope: Environment[];
  actorUid: string;
  actorEmail: string | null;
  /** The ops principal acting for actorUid, when automation starts the run. */
  serviceAccount?: string | null;
  skipped: number;
  retryOf: string | null;
}

export interface NewItem {
  accountId: string;
  login: string;
  name: string;
  environment: Environment;
  /** The account's bridge state when the run was planned. */
  accountState: string;
  /** The Firestore owner of a production account, whose trading-account document mirrors the state. */
  owner: { uid: string; accountNumber: string } | null;
}

export interface StoredItem extends RunItem {
  owner: NewItem['owner'];
  accountState: string;
  notBefore: number | null;
}

function iso(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}

/** The run document with its summed counters (zero when not read, as for a state-only check). */
export function toRun(snapshot: DocumentSnapshot, counts: RunCounts = ZERO_RUN_COUNTS): DeploymentRun | null {
  const d = snapshot.data();
  if (!d) return null;
  return {
    id: snapshot.id,
    action: d.action as RunAction,
    scope: d.scope as Environment[],
    actorUid: d.actorUid as string,
    actorEmail: (d.actorEmail as string | null) ?? null,
    ...(typeof d.serviceAccount === 'string' ? { serviceAccount: d.serviceAccount } : {}),
    state: d.state as RunState,
    planned: d.planned as number,
    done: counts.done,
    failed: counts.failed,
    skipped: d.skipped as number,
    ignored: counts.ignored,
    retryOf: (d.retryOf as string | null) ?? null,
    createdAt: iso(d.createdAt),
    finishedAt: iso(d.finishedAt),
  };
}

/**
 * An item as the run endpoints show it (contract/runs.ts RunItem): never its owner, which names a user,
 * nor its plan-time state or timing. The one projection of a stored item.
 */
export function runItemOf({ accountId, login, name, environment, state, reason, attempt }: RunItem): RunItem {
  return { accountId, login, name, environment, state, reason, attempt };
}

function toItem(snapshot: DocumentSnapshot): StoredItem | null {
  const d = snapshot.data();
  if (!d) return null;
  return {
    ...runItemOf({
      accountId: snapshot.id,
      login: d.login as string,
      name: d.name as string,
      environment: d.environment as Environment,
      state: d.state as ItemState,
      reason: (d.reason as string | null) ?? null,
      attempt: d.attempt as number,
    }),
    owner: (d.owner as NewItem['owner']) ?? null,
    accountState: (d.accountState as string | undefined) ?? '',
    notBefore: d.notBefore instanceof Timestamp ? d.notBefore.toMillis() : null,
  };
}

/**
 * Creates the run (state planned, or completed when there is nothing to do) and its items. Refuses
 * while another run of the same action is unfinished.
 */
export async function createRun(run: NewRun, newItems: NewItem[]): Promise<string> {
  const ref = runs().doc();
  const empty = newItems.length === 0;
  await db.runTransaction(async (tx) => {
    const lock = await tx.get(lockRef(run.action));
    const holder = lock.exists ? await tx.get(runs().doc(lock.get('runId') as string)) : undefined;
    const holderState = holder?.get('state') as RunState | undefined;
    if (holderState && !FINISHED_RUN_STATES.includes(holderState)) {
      throw inConflict(
        `A ${run.action} run is already in progress (${holder!.id}). Wait for it or cancel it.`,
      );
    }
    tx.create(ref, {
      ...run,
      serviceAccount: run.serviceAccount ?? null,
      state: empty ? 'completed' : 'planned',
      planned: newItems.length,
      createdAt: FieldValue.serverTimestamp(),
      finishedAt: empty ? FieldValue.serverTimestamp() : null,
    });
    if (!empty) tx.set(lockRef(run.action), { runId: ref.id });
  });
  const unsettledExpiry = Timestamp.fromMillis(expiryMs('unsettledDeploymentRunItem', Date.now()));
  for (let i = 0; i < newItems.length; i += 400) {
    const batch = db.batch();
    for (const item of newItems.slice(i, i + 400)) {
      batch.create(items(ref.id).doc(item.accountId), {
        ...item,
        state: 'pending',
        reason: null,
        attempt: 0,
        notBefore: null,
        expireAt: unsettledExpiry,
      });
    }
    await batch.commit();
  }
  return ref.id;
}

export async function readRun(runId: string): Promise<DeploymentRun | null> {
  const [snapshot, counts] = await Promise.all([
    runs().doc(runId).get(),
    sumRunCounters(counterShards(runId)),
  ]);
  return toRun(snapshot, counts);
}

/** The run and one of its items, with the item's last write time (settleItem's precondition). */
export async function readRunAndItem(
  runId: string,
  accountId: string,
): Promise<{ run: DeploymentRun | null; item: StoredItem | null; itemVersion: Timestamp | undefined }> {
  // The task only needs the run's state, so its counters are not summed here.
  const [run, item] = await db.getAll(runs().doc(runId), items(runId).doc(accountId));
  return { run: toRun(run!), item: toItem(item!), itemVersion: item!.updateTime };
}

export async function latestRuns(limit: number): Promise<DeploymentRun[]> {
  const snapshot = await runs().orderBy('createdAt', 'desc').limit(limit).get();
  const counts = await Promise.all(snapshot.docs.map((doc) => sumRunCounters(counterShards(doc.id))));
  return snapshot.docs.map((doc, i) => toRun(doc, counts[i])!);
}

export async function itemsInState(runId: string, state: ItemState, limit = 1000): Promise<StoredItem[]> {
  const snapshot = await items(runId).where('state', '==', state).limit(limit).get();
  return snapshot.docs.map((doc) => toItem(doc)!);
}

/** Runs not yet finished (planned or running): the watchdog's work list. */
export async function unfinishedRunIds(limit = 100): Promise<string[]> {
  const snapshot = await runs().where('state', 'in', ['planned', 'running']).limit(limit).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/** A pending item with what the watchdog needs: its last write (settleItem's precondition) and owner. */
export interface PendingSnapshot {
  item: StoredItem;
  version: Timestamp;
}

export async function pendingItems(runId: string, limit = 1000): Promise<PendingSnapshot[]> {
  const snapshot = await items(runId).where('state', '==', 'pending').limit(limit).get();
  return snapshot.docs.map((doc) => ({ item: toItem(doc)!, version: doc.updateTime }));
}

/** planned -> running (never over a finished state). */
export async function markRunning(runId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(runs().doc(runId));
    if (snapshot.get('state') === 'planned') tx.update(snapshot.ref, { state: 'running' });
  });
}

/**
 * Calls `onRun` with the run document's state on every change (counters not summed: they live in the
 * shards); returns the unsubscribe.
 */
export function listenToRun(
  runId: string,
  onRun: (run: DeploymentRun | null) => void,
  onError: (error: Error) => void,
): () => void {
  return runs()
    .doc(runId)
    .onSnapshot((snapshot) => onRun(toRun(snapshot)), onError);
}

/** Counts a task that found nothing to do (duplicate, stale retry, cancelled run) on its item's shard. */
export async function countIgnored(runId: string, accountId: string): Promise<void> {
  await counterShardRef(runId, accountId).set({ ignored: FieldValue.increment(1) }, { merge: true });
}

export { counterShardRef, counterShards, lockRef, items as runItems, runs as runDocs };
