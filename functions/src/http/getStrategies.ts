// GET getStrategies: every strategy of the bridge with the figures the strategy cards show.
import { endpoint } from './endpoint.js';
import { bridge } from './services.js';

export const getStrategies = endpoint({
  name: 'getStrategies',
  async handle() {
    const strategies = await bridge().listStrategies();
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
