// The transitions of a deployment run's items and of the run itself (see runs-repo.ts for the layout).
// Each first checks the item is still pending at the task's attempt (settling: that it is unchanged since
// the task read it), so duplicated, retried or late tasks change nothing. An item holds a broker login
// and an account name: settling it moves its expiry (set when the run was created, runs-repo.ts) to 30
// days after it settled (expireAt, docs/operations.md "Retention").
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import { FINISHED_RUN_STATES, type RunState } from '../contract/index.js';
import { finishedState } from './deployment-runs.rules.js';
import { expiryMs } from '../platform/retention/retention.rules.js';
import { sumRunCounters, sumRunCountersIn } from './run-counters.repo.js';
import {
  counterShardRef,
  counterShards,
  lockRef,
  runDocs,
  runItems,
  toRun,
  type NewItem,
} from './runs.repo.js';

type RunItemOwner = NonNullable<NewItem['owner']>;

export type Settlement =
  { state: 'done'; connected: boolean; bridgeState: string } | { state: 'failed'; reason: string };

/** An item as a task read it: pending at `attempt`, last written at `version`. */
export interface PendingItem {
  runId: string;
  accountId: string;
  attempt: number;
  owner: RunItemOwner | null;
  version: Timestamp;
}

/** gRPC status codes the Firestore client reports on a refused commit. */
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
const grpcCode = (error: unknown) => (error as { code?: unknown } | null)?.code;
const itemExpireAt = (now: number) => Timestamp.fromMillis(expiryMs('deploymentRunItem', now));

async function commitSettlement(item: PendingItem, outcome: Settlement, withAccount: boolean) {
  const batch = db.batch();
  const reason = outcome.state === 'failed' ? outcome.reason : null;
  // Only if nothing wrote the item since the task read it (another task settled or moved it on).
  batch.update(
    runItems(item.runId).doc(item.accountId),
    {
      state: outcome.state,
      reason,
      finishedAt: FieldValue.serverTimestamp(),
      expireAt: itemExpireAt(Date.now()),
    },
    { lastUpdateTime: item.version },
  );
  const counters: Record<string, FieldValue> = { [outcome.state]: FieldValue.increment(1) };
  if (withAccount && item.owner && outcome.state === 'done') {
    const { uid, accountNumber } = item.owner;
    // update() needs the document to exist: an owner who deleted the account leaves it deleted.
    batch.update(db.collection('users').doc(uid).collection('tradingAccounts').doc(accountNumber), {
      isConnected: outcome.connected,
      state: outcome.bridgeState,
    });
    counters.connectionsUpdated = FieldValue.increment(1);
  }
  // The item's own shard (runs/deployment-runs.rules.ts): merge creates it on the first count.
  batch.set(counterShardRef(item.runId, item.accountId), counters, { merge: true });
  await batch.commit();
}

/**
 * pending@attempt -> done/failed, counted on the item's counter shard, in one atomic write with no
 * transaction (so the counters take no locks); false when the item was settled or moved on meanwhile. The
 * owner's trading-account document mirrors a done item's bridge state when it still exists.
 */
export async function settleItem(item: PendingItem, outcome: Settlement): Promise<boolean> {
  // true once written; false when the precondition refused it; anything else is thrown.
  const settle = (withAccount: boolean) =>
    commitSettlement(item, outcome, withAccount).then(
      () => true,
      (error: unknown) => {
        if (grpcCode(error) === FAILED_PRECONDITION) return false;
        throw error;
      },
    );
  try {
    return await settle(true);
  } catch (error) {
    // The owner's trading account is gone: settle the item without mirroring its state.
    if (grpcCode(error) !== NOT_FOUND || !item.owner) throw error;
    return settle(false);
  }
}

/** pending@attempt -> pending@attempt+1, not before `notBefore`; false when the item moved on. */
export async function rescheduleItem(
  runId: string,
  accountId: string,
  attempt: number,
  notBefore: number,
): Promise<boolean> {
  const itemRef = runItems(runId).doc(accountId);
  return db.runTransaction(async (tx) => {
    const item = await tx.get(itemRef);
    if (item.get('state') !== 'pending' || item.get('attempt') !== attempt) return false;
    tx.update(itemRef, { attempt: attempt + 1, notBefore: Timestamp.fromMillis(notBefore) });
    return true;
  });
}

/**
 * running -> completed / completed with failures once every item is settled; releases the action's
 * lock. Returns the finished state when this call finished the run (exactly one caller sees it).
 */
export async function finishIfDone(runId: string): Promise<RunState | undefined> {
  // A one-document query first: most settlements leave a pending item, and a transaction per task
  // over the run's counters would only queue them behind each other.
  const pending = await runItems(runId).where('state', '==', 'pending').limit(1).select().get();
  if (!pending.empty) return undefined;
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(runDocs().doc(runId));
    const run = toRun(snapshot, await sumRunCountersIn(tx, counterShards(runId)));
    if (!run || FINISHED_RUN_STATES.includes(run.state)) return undefined;
    const state = finishedState(run);
    if (!state) return undefined;
    const lock = await tx.get(lockRef(run.action));
    tx.update(snapshot.ref, { state, finishedAt: FieldValue.serverTimestamp() });
    if (lock.get('runId') === runId) tx.delete(lock.ref);
    return state;
  });
}

/** Any unfinished state -> cancelled (pending tasks then do nothing); false when already finished. */
export async function cancelRunDoc(runId: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(runDocs().doc(runId));
    const run = toRun(snapshot);
    if (!run || FINISHED_RUN_STATES.includes(run.state)) return false;
    const lock = await tx.get(lockRef(run.action));
    tx.update(snapshot.ref, { state: 'cancelled', finishedAt: FieldValue.serverTimestamp() });
    if (lock.get('runId') === runId) tx.delete(lock.ref);
    return true;
  });
}

/** How many owners' trading-account documents the run updated (for the bulk answer's updatedInFirestore). */
export async function connectionsUpdated(runId: string): Promise<number> {
  return (await sumRunCounters(counterShards(runId))).connectionsUpdated;
}
