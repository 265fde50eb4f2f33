// PUT updateSubscription?subscriberId= {strategyId, tradeVolume, guardrails?}: changes the fixed lot (and
// the guardrails it sets) of one existing subscription, keeping every other subscription as it is. The
// new lot passes the risk gate first (services/risk-gate.ts), as on subscribing.
import { guardrailsOf } from '../contract/index.js';
import { db } from '../admin.js';
import { toSubscriber } from '../domain/subscriptions.js';
import { readGuardrailSettings } from '../repos/guardrail-settings-repo.js';
import { auditGuardrails, sameGuardrails, withChoices } from '../services/guardrails.js';
import { requireRiskAcknowledged } from '../services/risk-gate.js';
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
    const [current, info, settings] = await Promise.all([
      bridge().getSubscriber(input.subscriberId),
      bridge().getAccountInformation(input.subscriberId),
      readGuardrailSettings(),
    ]);
    const existing = current?.subscriptions.find(
      (s) => s.strategyId === input.strategyId && s.removed !== true,
    );
    if (!current || !existing) throw notFound('Subscription not found');
    const before = guardrailsOf(existing);
    const { guardrails } = withChoices(before, input.guardrails);
    const acknowledged = await requireRiskAcknowledged(db, {
      strategyId: input.strategyId,
      accountId: input.subscriberId,
      lot: input.tradeVolume,
      account: info,
      acknowledgeAbovePercent: settings.acknowledgeAbovePercent,
      acknowledgement: input.riskAcknowledgement,
    });
    const saved = await bridge().subscribe(input.subscriberId, {
      subscriberName: current.name,
      strategyId: input.strategyId,
      tradeVolume: input.tradeVolume,
      ...(input.guardrails ? { guardrails } : {}),
    });
    const subscriber = toSubscriber(saved, await strategyNames());
    await mirrorSubscriptions(account, subscriber);
    await auditAdminAction(context, account.uid, 'strategy.volumeChanged', {
      metaApiAccountId: account.metaApiAccountId,
      strategyId: input.strategyId,
      tradeVolume: input.tradeVolume,
      ...(acknowledged ? { riskAcknowledgement: acknowledged } : {}),
    });
    if (!sameGuardrails(before, guardrails))
      await auditGuardrails(context, account.uid, {
        metaApiAccountId: account.metaApiAccountId,
        strategyId: input.strategyId,
        before,
        after: guardrails,
      });
    const subscription = subscriber.subscriptions.find((s) => s.strategyId === input.strategyId);
    if (!subscription) throw notFound('Subscription not found');
    return { success: true, message: 'Successfully updated subscription settings!', subscription };
  },
});
