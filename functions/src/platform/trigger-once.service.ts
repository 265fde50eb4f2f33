// At-most-once handling of a trigger's event for every trigger (platform/trigger-events.repo.ts keeps the
// markers): a trigger names its event once, and its effect receives the marker id, which keys any audit
// entry the effect writes, so a retried delivery cannot append twice.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { handleOnce, handleOnceInTransaction, markerId, type Handled } from './trigger-events.repo.js';

export type { Handled };

/** One delivery of a trigger: the trigger's name, the event's id and the document it is about. */
export interface TriggerEvent {
  trigger: string;
  eventId: string;
  path: string;
}

/** Claim -> effect -> done; on failure the claim is released and the error rethrown (the repository's rule). */
export function runOncePerEvent<T extends Record<string, unknown>>(
  db: Firestore,
  event: TriggerEvent,
  effect: (eventMarkerId: string) => Promise<T>,
): Promise<Handled<T>> {
  return handleOnce(db, event, () => effect(markerId(event)));
}

/** For effects that are pure Firestore writes: the writes and the marker commit in one transaction. */
export function runOncePerEventInTransaction<T extends Record<string, unknown>>(
  db: Firestore,
  event: TriggerEvent,
  effect: (tx: Transaction, eventMarkerId: string) => T,
): Promise<Handled<T>> {
  return handleOnceInTransaction(db, event, (tx) => effect(tx, markerId(event)));
}
