// POST subscribeToStrategy: subscribes the account to a strategy with a fixed lot, past the equity gate,
// the risk gate and the guardrail defaults (docs/product.md §5; subscriptions/strategy-subscription.service.ts).
import { subscribeAccount } from './strategy-subscription.service.js';
import { withClientSubscriberWrite } from './subscriber-writes.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const subscribeToStrategy = endpoint({
  name: 'subscribeToStrategy',
  async handle(context, input) {
    const account = context.account!;
    const { subscriber, subscriberCreated, subscriberRestored } = await withClientSubscriberWrite(
      account,
      () => subscribeAccount(context, account, input),
    );
    const message = subscriberCreated
      ? 'Successfully subscribed to strategy! A new subscriber was created for this account.'
      : subscriberRestored
        ? 'Successfully subscribed to strategy! The subscriber was restored.'
        : 'Successfully subscribed to strategy!';
    return { success: true, message, subscriberCreated, subscriberRestored, subscriber };
  },
});
