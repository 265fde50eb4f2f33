// Counts the Firestore operations this process makes, as Firestore bills them: a document read per
// document a get, query or transaction returns (a query that returns nothing still costs one), one read
// per aggregation, and one write or delete per document written or deleted (a transaction's writes go
// through its WriteBatch). Bench only: it wraps the Admin SDK's classes in this process, so the bench
// must run the code it measures here, not in the functions emulator.
import { Firestore, Query, QuerySnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { FirestoreOperationCounts } from './firestore-prices.ts';

const counts: FirestoreOperationCounts = { reads: 0, writes: 0, deletes: 0 };
let installed = false;

const readsOf = (result: unknown): number => {
  if (result instanceof QuerySnapshot) return Math.max(1, result.size);
  return Array.isArray(result) ? result.length : 1;
};

function countAfter<A extends unknown[], R>(
  target: object,
  name: string,
  tally: (result: R, args: A) => void,
): void {
  const proto = target as Record<string, (...args: A) => R>;
  const original = proto[name]!;
  proto[name] = function (this: unknown, ...args: A): R {
    const result = original.apply(this, args);
    if (result instanceof Promise) return result.then((value: R) => (tally(value, args), value)) as R;
    tally(result, args);
    return result;
  };
}

/** Starts counting (once per process). */
export function countFirestoreOperations(): void {
  if (installed) return;
  installed = true;
  countAfter(Firestore.prototype, 'getAll', (docs: unknown[]) => (counts.reads += docs.length));
  countAfter(Query.prototype, 'get', (snapshot: unknown) => (counts.reads += readsOf(snapshot)));
  // The SDK does not export AggregateQuery: its prototype is taken from an aggregation (no request made).
  const unconnected = new Firestore({ projectId: 'aggregation-prototype' });
  const aggregation = Object.getPrototypeOf(unconnected.collection('any').count()) as object;
  countAfter(aggregation, 'get', () => (counts.reads += 1));
  countAfter(Transaction.prototype, 'get', (result: unknown) => (counts.reads += readsOf(result)));
  countAfter(Transaction.prototype, 'getAll', (docs: unknown[]) => (counts.reads += docs.length));
  for (const name of ['set', 'create', 'update'])
    countAfter(WriteBatch.prototype, name, () => (counts.writes += 1));
  countAfter(WriteBatch.prototype, 'delete', () => (counts.deletes += 1));
}

/** The operations counted so far. */
export function firestoreOperations(): FirestoreOperationCounts {
  return { ...counts };
}

export function operationsSince(start: FirestoreOperationCounts): FirestoreOperationCounts {
  const now = firestoreOperations();
  return {
    reads: now.reads - start.reads,
    writes: now.writes - start.writes,
    deletes: now.deletes - start.deletes,
  };
}
