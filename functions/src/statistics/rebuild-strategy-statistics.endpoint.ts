// POST rebuildStrategyStatistics {strategyId} (technical admins; `copydesk rebuild-statistics`): folds
// the strategy's whole history again and answers the record now cached (docs/product.md §10).
import { endpoint } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/http-error.js';
import { rebuildStatisticsNow } from './statistics-rebuild.service.js';

export const rebuildStrategyStatistics = endpoint({
  name: 'rebuildStrategyStatistics',
  // A year of one strategy's history, read a month at a time.
  timeoutSeconds: 540,
  async handle(_context, { strategyId }) {
    const statistics = await rebuildStatisticsNow(strategyId);
    if (!statistics) throw notFound('There is no strategy with this id.');
    return { success: true as const, statistics };
  },
});
