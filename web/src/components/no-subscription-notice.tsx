// What a client without an active subscription is told when they try to add a trading account
// (docs/product.md §5 "Add Trading Account"): the product's sentence, never a silent redirect.
import { MESSAGES } from '@copydesk/functions/contract';

export const NO_SUBSCRIPTION_MESSAGE = MESSAGES.noSubscription;

export function NoSubscriptionNotice() {
  return (
    <p className="alert alert-warning" role="alert">
      {NO_SUBSCRIPTION_MESSAGE}
    </p>
  );
}
