// The strategies on offer with the figures their cards show (docs/product.md §2 "Copy report and
// strategy cards"). Names and descriptions are mirrored into strategies/{id} on the way (the web app
// reads a strategy's name there), at most once per ten minutes per instance. The honest figures come
// from the statistics cache (README "Copy report and strategy statistics"): read here, computed only by
// the schedule.
import type { Strategy } from '../bridge/index.js';
import type { CachedStrategyStatistics } from '../contract/index.js';
import { mirrorStrategiesIfStale } from '../repos/strategies-repo.js';
import { readStrategyStatistics } from '../repos/strategy-statistics-repo.js';
import { bridge, firestore as db } from './clients.js';

export async function strategyCatalogue(): Promise<
  { strategy: Strategy; statistics: CachedStrategyStatistics | undefined }[]
> {
  const strategies = await bridge().listStrategies();
  const [statistics] = await Promise.all([
    readStrategyStatistics(
      db,
      strategies.map((s) => s.id),
    ),
    mirrorStrategiesIfStale(strategies),
  ]);
  return strategies.map((strategy) => ({ strategy, statistics: statistics.get(strategy.id) }));
}
