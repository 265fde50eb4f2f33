// strategyStatistics/{strategyId}: the statistics cache (README "Copy report and strategy statistics").
// Written by the schedule, read by getStrategies and the risk preview; only the server touches it. The
// Firestore handle is passed in, so a test or the demo seed can run the job against the emulator.
import type { Firestore } from 'firebase-admin/firestore';
import {
  STRATEGY_STATISTICS_COLLECTION,
  cachedStrategyStatisticsSchema,
  type CachedStrategyStatistics,
} from '../contract/index.js';

export async function saveStrategyStatistics(db: Firestore, docs: CachedStrategyStatistics[]): Promise<void> {
  // 400 per batch keeps well under Firestore's 500 writes and 10 MB per commit.
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + 400))
      batch.set(db.collection(STRATEGY_STATISTICS_COLLECTION).doc(doc.strategyId), doc);
    await batch.commit();
  }
}

/** The cached statistics of these strategies; a missing or unreadable document is left out. */
export async function readStrategyStatistics(
  db: Firestore,
  strategyIds: string[],
): Promise<Map<string, CachedStrategyStatistics>> {
  const found = new Map<string, CachedStrategyStatistics>();
  if (strategyIds.length === 0) return found;
  const refs = strategyIds.map((id) => db.collection(STRATEGY_STATISTICS_COLLECTION).doc(id));
  for (const snap of await db.getAll(...refs)) {
    const parsed = cachedStrategyStatisticsSchema.safeParse(snap.data());
    if (snap.exists && parsed.success) found.set(snap.id, parsed.data);
  }
  return found;
}
