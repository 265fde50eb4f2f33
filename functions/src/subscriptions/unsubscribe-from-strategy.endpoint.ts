// DELETE unsubscribeFromStrategy {subscriberId, subscriptionId}: removes one subscription; its copied
// positions are closed (CopyFactory's default mode, close-immediately). The admin variant names the
// subscription by strategyId and states mode 'close-immediately'; only admins may send those fields.
import { toSubscriber } from './subscriptions.rules.js';
import { auditAdminAction } from '../platform/audit/audit.service.js';
import { endpoint } from '../platform/http/endpoint.js';
import { forbidden, notFound } from '../platform/http/http-error.js';
import { requireSecondFactor } from '../platform/http/second-factor.js';
import { bridge } from '../platform/clients.js';
import { strategyNames } from './strategy-names.service.js';
import { withClientSubscriberWrite } from './subscriber-writes.service.js';
import { mirrorSubscriptions, recordSubscriptionChange } from './subscription-mirror.service.js';
import { bridgeNow } from '../bridge/index.js';

export const unsubscribeFromStrategy = endpoint({
  name: 'unsubscribeFromStrategy',
  async handle(context, input) {
    const { roles } = context;
    const account = context.account!;
    if ((input.strategyId !== undefined || input.mode !== undefined) && !roles.isAdmin) {
      throw forbidden('Only administrators can remove a user from a strategy.');
    }
    if (input.strategyId !== undefined || input.mode !== undefined) requireSecondFactor(context.caller);
    const strategyId = (input.subscriptionId ?? input.strategyId)!;
    await withClientSubscriberWrite(account, async () => {
      const current = await bridge().getSubscriber(input.subscriberId);
      if (!current?.subscriptions.some((s) => s.strategyId === strategyId && s.removed !== true)) {
        // The bridge no longer has it: bring our mirror in line first, so the admin list stops showing
        // it (the web app treats this 404 as done, docs/product.md §7).
        await mirrorSubscriptions(account, current ? toSubscriber(current, await strategyNames()) : null);
        throw notFound('No active subscriptions found');
      }
      await bridge().removeSubscription(input.subscriberId, strategyId, 'close-immediately');
      const after = await bridge().getSubscriber(input.subscriberId);
      await mirrorSubscriptions(account, after ? toSubscriber(after, await strategyNames()) : null);
      await recordSubscriptionChange(account, { kind: 'removed', at: bridgeNow(), strategyId });
    });
    await auditAdminAction(context, account.uid, 'strategy.removed', {
      metaApiAccountId: account.metaApiAccountId,
      strategyId,
    });
    return { success: true, message: 'Successfully unsubscribed from strategy!' };
  },
});
