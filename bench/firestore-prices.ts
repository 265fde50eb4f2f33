/**
 * Firestore list prices, USD per 100,000 operations (Cloud Firestore pricing, standard
 * edition, multi-region-independent list price). Every bench section that prints a cost
 * reads them from here so a price change is made once.
 */
export const FIRESTORE_USD_PER_100K = {
  reads: 0.06,
  writes: 0.18,
  deletes: 0.02,
} as const;

export interface FirestoreOperationCounts {
  reads: number;
  writes: number;
  deletes: number;
}

/** The list-price cost in USD of the given operation counts. */
export function firestoreCostUsd(counts: FirestoreOperationCounts): number {
  return (
    (counts.reads * FIRESTORE_USD_PER_100K.reads +
      counts.writes * FIRESTORE_USD_PER_100K.writes +
      counts.deletes * FIRESTORE_USD_PER_100K.deletes) /
    100_000
  );
}
