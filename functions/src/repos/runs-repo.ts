// Deployment runs in Firestore (contract/runs.ts): deploymentRuns/{runId} with its counters,
// deploymentRuns/{runId}/items/{accountId} one per account, and deploymentLocks/{action}, which holds
// the one unfinished run of each action. Counters only move in the write that settles an item, which
// holds only while the item is as the task read it (run-items-repo.ts), so a duplicated or retried task
// can never count twice.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import {
  FINISHED_RUN_STATES,
  RUN_ITEMS_COLLECTION,
  RUNS_COLLECTION,
  type DeploymentRun,
  type Environment,
  type ItemState,
  type RunAction,
  type RunItem,
  type RunState,
} from '../contract/index.js';
import { inConflict } from '../domain/errors.js';

const runs = () => db.collection(RUNS_COLLECTION);
const items = (runId: string) => runs().doc(runId).collection(RUN_ITEMS_COLLECTION);
const lockRef = (action: RunAction) => db.collection('deploymentLocks').doc(action);

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

export function toRun(snapshot: DocumentSnapshot): DeploymentRun | null {
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
    done: d.done as number,
    failed: d.failed as number,
    skipped: d.skipped as number,
    ignored: (d.ignored as number | undefined) ?? 0,
    retryOf: (d.retryOf as string | null) ?? null,
    createdAt: iso(d.createdAt),
    finishedAt: iso(d.finishedAt),
  };
}

function toItem(snapshot: DocumentSnapshot): StoredItem | null {
  const d = snapshot.data();
  if (!d) return null;
  return {
    accountId: snapshot.id,
    login: d.login as string,
    name: d.name as string,
    environment: d.environment as Environment,
    state: d.state as ItemState,
    reason: (d.reason as string | null) ?? null,
    attempt: d.attempt as number,
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
      done: 0,
      failed: 0,
      ignored: 0,
      connectionsUpdated: 0,
      createdAt: FieldValue.serverTimestamp(),
      finishedAt: empty ? FieldValue.serverTimestamp() : null,
    });
    if (!empty) tx.set(lockRef(run.action), { runId: ref.id });
  });
  for (let i = 0; i < newItems.length; i += 400) {
    const batch = db.batch();
    for (const item of newItems.slice(i, i + 400)) {
      batch.create(items(ref.id).doc(item.accountId), {
        ...item,
        state: 'pending',
        reason: null,
        attempt: 0,
        notBefore: null,
      });
    }
    await batch.commit();
  }
  return ref.id;
}

export async function readRun(runId: string): Promise<DeploymentRun | null> {
  return toRun(await runs().doc(runId).get());
}

/** The run and one of its items, with the item's last write time (settleItem's precondition). */
export async function readRunAndItem(
  runId: string,
  accountId: string,
): Promise<{ run: DeploymentRun | null; item: StoredItem | null; itemVersion: Timestamp | undefined }> {
  const [run, item] = await db.getAll(runs().doc(runId), items(runId).doc(accountId));
  return { run: toRun(run!), item: toItem(item!), itemVersion: item!.updateTime };
}

export async function latestRuns(limit: number): Promise<DeploymentRun[]> {
  const snapshot = await runs().orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => toRun(doc)!);
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

/** Counts a task that found nothing to do (duplicate, stale retry, cancelled run). */
export async function countIgnored(runId: string): Promise<void> {
  await runs()
    .doc(runId)
    .update({ ignored: FieldValue.increment(1) });
}

export { lockRef, items as runItems, runs as runDocs };
