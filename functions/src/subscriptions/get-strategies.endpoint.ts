// GET getStrategies: every strategy of the bridge with the figures the strategy cards show, the cached
// statistics included (subscriptions/strategy-catalogue.service.ts).
import { strategyCatalogue } from './strategy-catalogue.service.js';
import { endpoint } from '../platform/http/endpoint.js';
import { recordScopeOf } from '../product-rules/index.js';

export const getStrategies = endpoint({
  name: 'getStrategies',
  async handle() {
    const catalogue = await strategyCatalogue();
    return {
      success: true,
      message: catalogue.length === 0 ? 'No strategies available' : `${catalogue.length} strategies`,
      strategies: catalogue.map(({ strategy: s, standing, statistics }) => ({
        _id: s.id,
        name: s.name,
        description: s.description,
        active: standing.active,
        subscribers: standing.subscribers,
        recordScope: recordScopeOf(s.filters),
        ...(statistics ? { statistics } : {}),
      })),
    };
  },
});
