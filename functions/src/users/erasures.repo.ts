// erasures/{uid}: the progress of one person's erasure (docs/operations.md "Erasure"): status, the last
// step done, attempts and the last error. Nothing personal beyond the uid, so the record outlives the
// person; server-only (no rule grants clients any access).
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import type { ErasureOrigin, ErasureStatus, ErasureStep } from './erasure.rules.js';

export const ERASURES_COLLECTION = 'erasures';

export interface ErasureRecord {
  uid: string;
  status: ErasureStatus;
  /** The last step done; null before the first. */
  step: ErasureStep | null;
  attempts: number;
  lastError: string | null;
  origin: ErasureOrigin;
  /** Which run of the queue this is: a retry after a failure is the next run (a new task name). */
  run: number;
  requestedAtMs: number;
  updatedAtMs: number;
}

const erasureRef = (db: Firestore, uid: string) => db.collection(ERASURES_COLLECTION).doc(uid);

const millis = (value: unknown): number => (value instanceof Timestamp ? value.toMillis() : 0);

function fromStored(uid: string, data: Record<string, unknown> | undefined): ErasureRecord | null {
  if (!data) return null;
  return {
    uid,
    status: data.status as ErasureStatus,
    step: (data.step as ErasureStep | null | undefined) ?? null,
    attempts: typeof data.attempts === 'number' ? data.attempts : 0,
    lastError: typeof data.lastError === 'string' ? data.lastError : null,
    origin: data.origin as ErasureOrigin,
    run: typeof data.run === 'number' ? data.run : 0,
    requestedAtMs: millis(data.requestedAt),
    updatedAtMs: millis(data.updatedAt),
  };
}

export async function readErasure(uid: string, db: Firestore = defaultDb): Promise<ErasureRecord | null> {
  return fromStored(uid, (await erasureRef(db, uid).get()).data());
}

/**
 * Opens the erasure of `uid` and answers its run: a new one starts at run 0, a failed one is reopened
 * as the next run, a pending or finished one is left as it is (a repeat request changes nothing).
 */
export async function openErasure(
  uid: string,
  origin: ErasureOrigin,
  db: Firestore = defaultDb,
): Promise<ErasureRecord> {
  const ref = erasureRef(db, uid);
  return db.runTransaction(async (tx) => {
    const current = fromStored(uid, (await tx.get(ref)).data());
    if (current && current.status !== 'failed') return current;
    const now = FieldValue.serverTimestamp();
    const run = current ? current.run + 1 : 0;
    if (current) tx.update(ref, { status: 'pending', run, attempts: 0, updatedAt: now });
    else
      tx.create(ref, {
        status: 'pending',
        step: null,
        attempts: 0,
        lastError: null,
        origin,
        run,
        requestedAt: now,
        updatedAt: now,
      });
    const stamp = Date.now();
    return {
      ...(current ?? { uid, step: null, lastError: null, origin, requestedAtMs: stamp }),
      status: 'pending',
      run,
      attempts: 0,
      updatedAtMs: stamp,
    };
  });
}

export async function recordStepDone(
  uid: string,
  step: ErasureStep,
  db: Firestore = defaultDb,
): Promise<void> {
  await erasureRef(db, uid).update({ step, updatedAt: FieldValue.serverTimestamp() });
}

export async function recordErasureDone(uid: string, db: Firestore = defaultDb): Promise<void> {
  await erasureRef(db, uid).update({
    status: 'done',
    lastError: null,
    attempts: FieldValue.increment(1),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** One failed attempt: its error text (ours or the bridge's, never personal data) and the new status. */
export async function recordErasureFailure(
  uid: string,
  status: ErasureStatus,
  error: string,
  db: Firestore = defaultDb,
): Promise<void> {
  await erasureRef(db, uid).update({
    status,
    lastError: error.slice(0, 500),
    attempts: FieldValue.increment(1),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** The erasures not done (pending or failed), most recently changed first. */
export async function listOpenErasures(limit: number, db: Firestore = defaultDb): Promise<ErasureRecord[]> {
  const snapshot = await db
    .collection(ERASURES_COLLECTION)
    .where('status', 'in', ['pending', 'failed'])
    .limit(limit)
    .get();
  return snapshot.docs
    .map((doc) => fromStored(doc.id, doc.data())!)
    .sort((a, b) => b.updatedAtMs - a.updatedAtMs);
}
