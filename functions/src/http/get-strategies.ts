// GET getStrategies: every strategy of the bridge with the figures the strategy cards show. Names and
// descriptions are mirrored into strategies/{id} on the way (the web app reads a strategy's name there),
// at most once per ten minutes per instance: reading the catalogue does not write on every call.
import { mirrorStrategiesIfStale } from '../repos/strategies-repo.js';
import { endpoint } from './pipeline/endpoint.js';
import { bridge } from '../services/clients.js';

export const getStrategies = endpoint({
  name: 'getStrategies',
  async handle() {
    const strategies = await bridge().listStrategies();
    await mirrorStrategiesIfStale(strategies);
    return {
      success: true,
      message: strategies.length === 0 ? 'No strategies available' : `${strategies.length} strategies`,
      strategies: strategies.map((s) => ({
        _id: s.id,
        name: s.name,
        description: s.description,
        active: s.active,
        monthlyGain: s.monthlyGain ?? null,
        yearlyGain: s.yearlyGain ?? null,
        trades: s.trades ?? null,
        subscribers: s.subscribers ?? null,
      })),
    };
  },
});
