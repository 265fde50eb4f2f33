// GET getSubscriptions?subscriberId=: the account's active strategy subscriptions (empty without a subscriber).
// Strategy names are a nicety: when the bridge cannot list strategies the subscriptions still come back,
// with an empty name the web app shows as the branded default (docs/product.md §8 Dashboard).
import { logger } from 'firebase-functions';
import { toSubscriber } from './subscriptions.rules.js';
import { endpoint } from '../platform/http/endpoint.js';
import { bridge } from '../platform/clients.js';
import { strategyNames } from './strategy-names.service.js';

async function namesOrNone(): Promise<Map<string, string> | null> {
  try {
    return await strategyNames();
  } catch (error) {
    logger.warn('getSubscriptions: strategy names could not be loaded', {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

export const getSubscriptions = endpoint({
  name: 'getSubscriptions',
  async handle(_context, input) {
    const [subscriber, names] = await Promise.all([
      bridge().getSubscriber(input.subscriberId),
      namesOrNone(),
    ]);
    const mapped = subscriber ? toSubscriber(subscriber, names ?? new Map(), names ? undefined : '') : null;
    const { subscriptions = [], accountLossLimit } = mapped ?? {};
    return {
      success: true,
      subscriber: {
        _id: input.subscriberId,
        subscriptions,
        ...(accountLossLimit !== undefined ? { accountLossLimit } : {}),
      },
    };
  },
});
