// POST createSubscriber {accountId, subscriberId?, name}: creates the account's CopyFactory subscriber
// with no subscriptions. Idempotent: an existing subscriber is kept as it is. An admin acting on another
// person's account is audited (`subscriber.created`), whether or not it created one.
import { endpoint, type HandlerContext } from '../platform/http/endpoint.js';
import { bridge } from '../platform/clients.js';
import { auditAdminAction } from '../platform/audit/audit.service.js';
import { withClientSubscriberWrite } from './subscriber-writes.service.js';

export const createSubscriber = endpoint({
  name: 'createSubscriber',
  handle: (context, input) =>
    withClientSubscriberWrite(context.account!, () => createIfMissing(context, input)),
});

async function createIfMissing(context: HandlerContext, input: { accountId: string; name: string }) {
  const owner = context.account?.uid ?? context.caller.uid;
  const existing = await bridge().getSubscriber(input.accountId);
  if (!existing) await bridge().saveSubscriber({ id: input.accountId, name: input.name, subscriptions: [] });
  await auditAdminAction(context, owner, 'subscriber.created', {
    metaApiAccountId: input.accountId,
    created: !existing,
  });
  return existing
    ? {
        success: true as const,
        message: 'Subscriber already exists',
        subscriberId: existing.id,
        created: false,
      }
    : {
        success: true as const,
        message: 'Subscriber created successfully',
        subscriberId: input.accountId,
        created: true,
      };
}
