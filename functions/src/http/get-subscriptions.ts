// GET getSubscriptions?subscriberId=: the account's active strategy subscriptions (empty without a subscriber).
import { toSubscriber } from '../domain/subscriptions.js';
import { endpoint } from './pipeline/endpoint.js';
import { bridge } from '../services/clients.js';
import { strategyNames } from '../services/strategy-names.js';

export const getSubscriptions = endpoint({
  name: 'getSubscriptions',
  async handle(_context, input) {
    const [subscriber, names] = await Promise.all([
      bridge().getSubscriber(input.subscriberId),
      strategyNames(),
    ]);
    const subscriptions = subscriber ? toSubscriber(subscriber, names).subscriptions : [];
    return { success: true, subscriber: { _id: input.subscriberId, subscriptions } };
  },
});
