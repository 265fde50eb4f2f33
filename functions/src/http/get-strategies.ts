// GET getStrategies: every strategy of the bridge with the figures the strategy cards show, the cached
// statistics included (services/strategy-catalogue.ts).
import { strategyCatalogue } from '../services/strategy-catalogue.js';
import { endpoint } from './pipeline/endpoint.js';

export const getStrategies = endpoint({
  name: 'getStrategies',
  async handle() {
    const catalogue = await strategyCatalogue();
    return {
      success: true,
      message: catalogue.length === 0 ? 'No strategies available' : `${catalogue.length} strategies`,
      strategies: catalogue.map(({ strategy: s, statistics }) => ({
        _id: s.id,
        name: s.name,
        description: s.description,
        active: s.active,
        monthlyGain: s.monthlyGain ?? null,
        yearlyGain: s.yearlyGain ?? null,
        trades: s.trades ?? null,
        subscribers: s.subscribers ?? null,
        ...(statistics ? { statistics } : {}),
      })),
    };
  },
});
