// PUT updateSubscription?subscriberId= {strategyId, tradeVolume}: changes the fixed lot of one existing
// subscription, keeping every other subscription as it is.
import { toSubscriber } from '../domain/subscriptions.js';
import { auditAdminAction } from '../services/audit.js';
import { endpoint } from './pipeline/endpoint.js';
import { requireActiveSubscription } from '../services/subscription-guard.js';
import { notFound } from './pipeline/http-error.js';
import { bridge } from '../services/clients.js';
import { strategyNames } from '../services/strategy-names.js';
import { mirrorSubscriptions } from '../services/subscription-mirror.js';

export const updateSubscription = endpoint({
  name: 'updateSubscription',
  async handle(context, input) {
    const account = context.account!;
    await requireActiveSubscription(context, account.uid);
    const current = await bridge().getSubscriber(input.subscriberId);
    const existing = current?.subscriptions.find(
      (s) => s.strategyId === input.strategyId && s.removed !== true,
    );
    if (!current || !existing) throw notFound('Subscription not found');
    const saved = await bridge().subscribe(input.subscriberId, {
      subscriberName: current.name,
      strategyId: input.strategyId,
      tradeVolume: input.tradeVolume,
    });
    const subscriber = toSubscriber(saved, await strategyNames());
    await mirrorSubscriptions(account, subscriber);
    await auditAdminAction(context, account.uid, 'strategy.volumeChanged', {
      metaApiAccountId: account.metaApiAccountId,
      strategyId: input.strategyId,
      tradeVolume: input.tradeVolume,
    });
    const subscription = subscriber.subscriptions.find((s) => s.strategyId === input.strategyId);
    if (!subscription) throw notFound('Subscription not found');
    return { success: true, message: 'Successfully updated subscription settings!', subscription };
  },
});
