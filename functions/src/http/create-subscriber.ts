// POST createSubscriber {accountId, subscriberId?, name}: creates the account's CopyFactory subscriber
// with no subscriptions. Idempotent: an existing subscriber is kept as it is.
import { endpoint } from './pipeline/endpoint.js';
import { bridge } from '../services/clients.js';
import { withClientSubscriberWrite } from '../services/subscriber-writes.js';

export const createSubscriber = endpoint({
  name: 'createSubscriber',
  handle: (context, input) => withClientSubscriberWrite(context.account!, () => createIfMissing(input)),
});

async function createIfMissing(input: { accountId: string; name: string }) {
  const existing = await bridge().getSubscriber(input.accountId);
  if (existing) {
    return {
      success: true as const,
      message: 'Subscriber already exists',
      subscriberId: existing.id,
      created: false,
    };
  }
  await bridge().saveSubscriber({ id: input.accountId, name: input.name, subscriptions: [] });
  return {
    success: true as const,
    message: 'Subscriber created successfully',
    subscriberId: input.accountId,
    created: true,
  };
}
