// Idempotency markers of the triggers: triggerEvents/{trigger}__{eventId}. Cloud Functions deliver an
// event at least once; a handler claims the event in a transaction before acting and marks it done
// after, so a re-delivered event (same event.id) changes nothing. Several triggers can watch the same
// document write (same event id), hence the trigger name in the key. A marker only de-duplicates
// redeliveries, so each write stamps expireAt (docs/operations.md "Retention").
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { expiryMs } from './retention/retention.rules.js';

export const TRIGGER_EVENTS = 'triggerEvents';

/** A claim older than this is considered abandoned (the instance died) and may be taken over. */
const CLAIM_LEASE_MS = 9 * 60_000;

export interface EventKey {
  eventId: string;
  trigger: string;
  /** The document the event is about, for people reading the markers. */
  path: string;
}

export function markerId(key: EventKey): string {
  return `${key.trigger}__${key.eventId}`.replaceAll('/', '_');
}

const expireAt = (now: number) => Timestamp.fromMillis(expiryMs('triggerEvent', now));

function markerRef(db: Firestore, key: EventKey) {
  return db.collection(TRIGGER_EVENTS).doc(markerId(key));
}

/**
 * Claims the event for this delivery. False when it was already handled, or is being handled by a
 * live claim: the caller must then do nothing.
 */
export async function claimEvent(db: Firestore, key: EventKey, now = Date.now()): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = markerRef(db, key);
    const marker = await tx.get(ref);
    if (marker.exists) {
      const status: unknown = marker.get('status');
      const claimedAt: unknown = marker.get('claimedAt');
      const live = claimedAt instanceof Timestamp && now - claimedAt.toMillis() < CLAIM_LEASE_MS;
      if (status === 'done' || live) return false;
    }
    tx.set(
      ref,
      {
        ...key,
        status: 'claimed',
        claimedAt: Timestamp.fromMillis(now),
        attempts: FieldValue.increment(1),
        expireAt: expireAt(now),
      },
      { merge: true },
    );
    return true;
  });
}

/** Marks a claimed event handled, optionally inside the transaction that performed its effect. */
export async function completeEvent(
  db: Firestore,
  key: EventKey,
  outcome: Record<string, unknown>,
  tx?: Transaction,
): Promise<void> {
  const data = {
    ...key,
    status: 'done',
    doneAt: FieldValue.serverTimestamp(),
    outcome,
    expireAt: expireAt(Date.now()),
  };
  if (tx) tx.set(markerRef(db, key), data, { merge: true });
  else await markerRef(db, key).set(data, { merge: true });
}

/** Gives a claim back after a failure so a retried delivery can act again. */
export async function releaseEvent(db: Firestore, key: EventKey): Promise<void> {
  await markerRef(db, key).delete();
}

export type Handled<T> = { status: 'handled'; outcome: T } | { status: 'duplicate' };

/**
 * Runs `effect` at most once per event: claim -> effect -> done. On failure the claim is released and
 * the error rethrown (a retried delivery then starts over; effects must tolerate a partial first run).
 */
export async function handleOnce<T extends Record<string, unknown>>(
  db: Firestore,
  key: EventKey,
  effect: () => Promise<T>,
): Promise<Handled<T>> {
  if (!(await claimEvent(db, key))) return { status: 'duplicate' };
  try {
    const outcome = await effect();
    await completeEvent(db, key, outcome);
    return { status: 'handled', outcome };
  } catch (error) {
    await releaseEvent(db, key);
    throw error;
  }
}

/**
 * For effects that are pure Firestore writes: checks the marker, performs the writes and records the
 * marker in ONE transaction, so the effect and "handled" can never disagree.
 */
export async function handleOnceInTransaction<T extends Record<string, unknown>>(
  db: Firestore,
  key: EventKey,
  effect: (tx: Transaction) => T,
): Promise<Handled<T>> {
  return db.runTransaction(async (tx) => {
    const marker = await tx.get(markerRef(db, key));
    if (marker.exists && marker.get('status') === 'done') return { status: 'duplicate' as const };
    const outcome = effect(tx);
    await completeEvent(db, key, outcome, tx);
    return { status: 'handled' as const, outcome };
  });
}
