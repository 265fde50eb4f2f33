// GET getSubscriber?accountId=: the account's CopyFactory subscriber; 404 when it has none yet.
import { toSubscriber } from './subscriptions.rules.js';
import { endpoint } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/http-error.js';
import { bridge } from '../platform/clients.js';
import { strategyNames } from './strategy-names.service.js';

export const getSubscriber = endpoint({
  name: 'getSubscriber',
  async handle(_context, input) {
    const [subscriber, names] = await Promise.all([bridge().getSubscriber(input.accountId), strategyNames()]);
    if (!subscriber) throw notFound('Subscriber not found');
    return { success: true, subscriber: toSubscriber(subscriber, names) };
  },
});
