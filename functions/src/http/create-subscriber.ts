// POST createSubscriber {accountId, subscriberId?, name}: creates the account's CopyFactory subscriber
// with no subscriptions. Idempotent: an existing subscriber is kept as it is. An admin's call for
// someone else's account (or automation's, for any) is audited (services/audit.ts).
import { endpoint } from './pipeline/endpoint.js';
import { bridge } from '../services/clients.js';
import { auditAdminAction } from '../services/audit.js';

export const createSubscriber = endpoint({
  name: 'createSubscriber',
  async handle(context, input) {
    const existing = await bridge().getSubscriber(input.accountId);
    const owner = context.account?.uid ?? context.caller.uid;
    if (existing) {
      await auditAdminAction(context, owner, 'subscriber.created', {
        metaApiAccountId: input.accountId,
        created: false,
      });
      return {
        success: true,
        message: 'Subscriber already exists',
        subscriberId: existing.id,
        created: false,
      };
    }
    await bridge().saveSubscriber({ id: input.accountId, name: input.name, subscriptions: [] });
    await auditAdminAction(context, owner, 'subscriber.created', {
      metaApiAccountId: input.accountId,
      created: true,
    });
    return {
      success: true,
      message: 'Subscriber created successfully',
      subscriberId: input.accountId,
      created: true,
    };
  },
});
