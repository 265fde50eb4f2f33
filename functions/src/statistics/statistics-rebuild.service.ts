// An operator's rebuild of one strategy's statistics (docs/product.md §10; `copydesk rebuild-statistics`
// through POST rebuildStrategyStatistics): the strategy starts over from its origin with the functions'
// own bridge and Firestore, and the record the rebuild cached is answered. An hourly task of the same
// strategy running meanwhile finds its state replaced and stops (statistics/statistics-state.repo.ts).
import type { CachedStrategyStatistics } from '../contract/index.js';
import { inConflict } from '../platform/rule-violation.js';
import { functionsFirestore } from './statistics-state.repo.js';
import { bridge } from '../platform/clients.js';
import { rebuildStrategyStatistics } from './strategy-statistics.service.js';

/** The rebuilt record; null when the bridge does not know the strategy. */
export async function rebuildStatisticsNow(strategyId: string): Promise<CachedStrategyStatistics | null> {
  const deps = { bridge: bridge(), db: await functionsFirestore(), now: Date.now() };
  const update = await rebuildStrategyStatistics(deps, strategyId);
  if (update === null || 'gone' in update) return null;
  if ('superseded' in update)
    throw inConflict('Another rebuild of this strategy started meanwhile. Its record is the one cached.');
  return update.record;
}
