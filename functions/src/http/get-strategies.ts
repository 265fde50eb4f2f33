// GET getStrategies: every strategy of the bridge with the figures the strategy cards show. Names and
// descriptions are mirrored into strategies/{id} on the way (the web app reads a strategy's name there),
// at most once per ten minutes per instance: reading the catalogue does not write on every call.
// The honest figures come from the statistics cache (README "Copy report and strategy statistics"):
// read here, computed only by the schedule.
import { db } from '../admin.js';
import { mirrorStrategiesIfStale } from '../repos/strategies-repo.js';
import { readStrategyStatistics } from '../repos/strategy-statistics-repo.js';
import { endpoint } from './pipeline/endpoint.js';
import { bridge } from '../services/clients.js';

export const getStrategies = endpoint({
  name: 'getStrategies',
  async handle() {
    const strategies = await bridge().listStrategies();
    const [statistics] = await Promise.all([
      readStrategyStatistics(
        db,
        strategies.map((s) => s.id),
      ),
      mirrorStrategiesIfStale(strategies),
    ]);
    return {
      success: true,
      message: strategies.length === 0 ? 'No strategies available' : `${strategies.length} strategies`,
      strategies: strategies.map((s) => {
        const cached = statistics.get(s.id);
        return {
          _id: s.id,
          name: s.name,
          description: s.description,
          active: s.active,
          monthlyGain: s.monthlyGain ?? null,
          yearlyGain: s.yearlyGain ?? null,
          trades: s.trades ?? null,
          subscribers: s.subscribers ?? null,
          ...(cached ? { statistics: cached } : {}),
        };
      }),
    };
  },
});
