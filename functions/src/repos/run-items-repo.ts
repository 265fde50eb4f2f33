// The transitions of a deployment run's items and of the run itself (see runs-repo.ts for the layout).
// Each is one transaction that first checks the item is still pending at the task's attempt, so
// duplicated, retried or late tasks change nothing.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin.js';
import { FINISHED_RUN_STATES, type RunState } from '../contract/index.js';
import { finishedState } from '../domain/deployment-runs.js';
import { lockRef, runDocs, runItems, toRun, type NewItem } from './runs-repo.js';

type RunItemOwner = NonNullable<NewItem['owner']>;

export type Settlement =
  { state: 'done'; connected: boolean; bridgeState: string } | { state: 'failed'; reason: string };

/**
 * pending@attempt -> done/failed, counted on the run; false when the item was already settled. `owner`
 * is the item's (fixed when the run was planned), so the item and the owner's trading-account document
 * are read in one round trip.
 */
export async function settleItem(
  item: { runId: string; accountId: string; attempt: number; owner: RunItemOwner | null },
  outcome: Settlement,
): Promise<boolean> {
  const itemRef = runItems(item.runId).doc(item.accountId);
  const accountRef =
    item.owner && outcome.state === 'done'
      ? db.collection('users').doc(item.owner.uid).collection('tradingAccounts').doc(item.owner.accountNumber)
      : undefined;
  return db.runTransaction(async (tx) => {
    const [stored, account] = await tx.getAll(...(accountRef ? [itemRef, accountRef] : [itemRef]));
    if (stored?.get('state') !== 'pending' || stored.get('attempt') !== item.attempt) return false;
    const reason = outcome.state === 'failed' ? outcome.reason : null;
    tx.update(itemRef, { state: outcome.state, reason, finishedAt: FieldValue.serverTimestamp() });
    const counters: Record<string, FieldValue> = {
      [outcome.state]: FieldValue.increment(1),
    };
    if (account?.exists && outcome.state === 'done') {
      tx.update(account.ref, { isConnected: outcome.connected, state: outcome.bridgeState });
      counters.connectionsUpdated = FieldValue.increment(1);
    }
    tx.update(runDocs().doc(item.runId), counters);
    return true;
  });
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
  // A plain read first: most settlements leave work to do, and a transaction per task on the one run
  // document would only queue them behind each other.
  const current = toRun(await runDocs().doc(runId).get());
  if (!current || FINISHED_RUN_STATES.includes(current.state) || !finishedState(current)) return undefined;
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(runDocs().doc(runId));
    const run = toRun(snapshot);
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
  const snapshot = await runDocs().doc(runId).get();
  return (snapshot.get('connectionsUpdated') as number | undefined) ?? 0;
}
