// POST setStrategyActive {strategyId, active} (admins): opens or closes a strategy to new subscriptions.
// Accounts already subscribed keep copying it (docs/product.md §3); audited with the state before.
import { changeStrategyActive } from './strategy-catalogue.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const setStrategyActive = endpoint({
  name: 'setStrategyActive',
  async handle(context, { strategyId, active }) {
    await changeStrategyActive(context.caller, strategyId, active);
    const message = active
      ? 'The strategy is active: accounts can subscribe to it.'
      : 'The strategy is inactive: no new subscriptions; accounts already subscribed keep copying it.';
    return { success: true as const, message, strategyId, active };
  },
});
