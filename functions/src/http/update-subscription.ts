// PUT updateSubscription?subscriberId= {strategyId, tradeVolume, guardrails?}: changes the fixed lot (and
// the guardrails, when given) of one existing subscription, keeping every other subscription as it is.
import { GUARDRAIL_MESSAGES, guardrailsOf, maxLotsCoverVolume } from '../contract/index.js';
import { toSubscriber } from '../domain/subscriptions.js';
import { auditGuardrails, sameGuardrails } from '../services/guardrails.js';
import { auditAdminAction } from '../services/audit.js';
import { endpoint } from './pipeline/endpoint.js';
import { requireActiveSubscription } from '../services/subscription-guard.js';
import { badRequest, notFound } from './pipeline/http-error.js';
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
    const before = guardrailsOf(existing);
    const guardrails = input.guardrails ?? before;
    if (!maxLotsCoverVolume({ tradeVolume: input.tradeVolume, guardrails }))
      throw badRequest(GUARDRAIL_MESSAGES.maxLotsBelowVolume);
    const saved = await bridge().subscribe(input.subscriberId, {
      subscriberName: current.name,
      strategyId: input.strategyId,
      tradeVolume: input.tradeVolume,
      ...(input.guardrails ? { guardrails: input.guardrails } : {}),
    });
    const subscriber = toSubscriber(saved, await strategyNames());
    await mirrorSubscriptions(account, subscriber);
    await auditAdminAction(context, account.uid, 'strategy.volumeChanged', {
      metaApiAccountId: account.metaApiAccountId,
      strategyId: input.strategyId,
      tradeVolume: input.tradeVolume,
    });
    if (input.guardrails && !sameGuardrails(before, input.guardrails))
      await auditGuardrails(context, account.uid, {
        metaApiAccountId: account.metaApiAccountId,
        strategyId: input.strategyId,
        before,
        after: input.guardrails,
      });
    const subscription = subscriber.subscriptions.find((s) => s.strategyId === input.strategyId);
    if (!subscription) throw notFound('Subscription not found');
    return { success: true, message: 'Successfully updated subscription settings!', subscription };
  },
});
