// PUT updateSubscription?subscriberId= {strategyId, tradeVolume, guardrails?}: changes the fixed lot (and
// the guardrails it sets) of one existing subscription, keeping every other subscription as it is; the
// new lot passes the risk gate first, as on subscribing (subscriptions/strategy-subscription.service.ts).
import { changeSubscription } from './strategy-subscription.service.js';
import { withClientSubscriberWrite } from './subscriber-writes.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const updateSubscription = endpoint({
  name: 'updateSubscription',
  async handle(context, input) {
    const account = context.account!;
    const subscription = await withClientSubscriberWrite(account, () =>
      changeSubscription(context, account, input),
    );
    return { success: true, message: 'Successfully updated subscription settings!', subscription };
  },
});
