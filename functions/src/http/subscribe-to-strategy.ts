// POST subscribeToStrategy: subscribes the account to a strategy with a fixed lot. The server always
// sends multiplier 1 and copies stop loss and take profit; the strategy must exist and be active, and
// the account's equity must pass the gate (>= 1800 in ZAR, >= 45 otherwise; docs/product.md §5). A user needs an
// active subscription to subscribe or change a volume (admins act for users regardless). The lot passes
// the risk gate first (services/risk-gate.ts), and an admin's acknowledgement lands in the audit log.
import { guardrailsOf, hasEnoughEquity, hasGuardrails, minimumEquity } from '../contract/index.js';
import { db } from '../admin.js';
import type { AccountInformation, Strategy } from '../bridge/index.js';
import { readGuardrailSettings } from '../repos/guardrail-settings-repo.js';
import { auditGuardrails, sameGuardrails, withChoices } from '../services/guardrails.js';
import { requireRiskAcknowledged } from '../services/risk-gate.js';
import { toSubscriber } from '../domain/subscriptions.js';
import { readTradingAccount } from '../repos/accounts-repo.js';
import { requireActiveSubscription } from '../services/subscription-guard.js';
import { auditAdminAction } from '../services/audit.js';
import { endpoint } from './pipeline/endpoint.js';
import { conflict, notFound } from './pipeline/http-error.js';
import { bridge } from '../services/clients.js';
import { strategyNames } from '../services/strategy-names.js';
import { mirrorSubscriptions } from '../services/subscription-mirror.js';

/** The strategy exists and is active, and the account's equity passes the gate (docs/product.md §5). */
function requireSubscribable(strategy: Strategy | null, info: AccountInformation): void {
  if (!strategy) throw notFound('Strategy not found');
  if (!strategy.active) throw conflict('This strategy is not active and cannot be subscribed to.');
  if (!hasEnoughEquity(info.equity, info.currency)) {
    throw conflict(
      `Insufficient equity to subscribe to a strategy: at least ${minimumEquity(info.currency)} ${info.currency} is required (your equity is ${info.equity.toFixed(2)} ${info.currency}).`,
      {
        code: 'INSUFFICIENT_EQUITY',
        equity: info.equity,
        currency: info.currency,
        minimum: minimumEquity(info.currency),
      },
    );
  }
}

export const subscribeToStrategy = endpoint({
  name: 'subscribeToStrategy',
  async handle(context, input) {
    const owned = context.account!;
    await requireActiveSubscription(context, owned.uid);
    const [strategy, info, before, tradingAccount, settings] = await Promise.all([
      bridge().getStrategy(input.strategyId),
      bridge().getAccountInformation(input.subscriberId),
      bridge().getSubscriber(input.subscriberId),
      readTradingAccount(owned.uid, owned.accountNumber),
      readGuardrailSettings(),
    ]);
    // Each guardrail the input leaves out: an existing subscription keeps its own, a new one takes the
    // admins' default (docs/product.md §5).
    const previous = before?.subscriptions.find((s) => s.strategyId === input.strategyId && !s.removed);
    const had = previous ? guardrailsOf(previous) : null;
    const { guardrails, leftOut } = withChoices(had ?? settings.defaults, input.guardrails);
    requireSubscribable(strategy, info);
    const acknowledged = await requireRiskAcknowledged(db, {
      strategyId: input.strategyId,
      accountId: input.subscriberId,
      lot: input.tradeVolume,
      account: info,
      acknowledgeAbovePercent: settings.acknowledgeAbovePercent,
      acknowledgement: input.riskAcknowledgement,
    });
    const subscriberCreated = before === null;
    // Restored: the subscriber existed but had no live subscription left (all removed or none).
    const subscriberRestored = before !== null && before.subscriptions.every((s) => s.removed === true);
    const name = input.subscriberName ?? tradingAccount?.accountName ?? `Account ${owned.accountNumber}`;
    const saved = await bridge().subscribe(input.subscriberId, {
      subscriberName: name,
      strategyId: input.strategyId,
      tradeVolume: input.tradeVolume,
      guardrails,
    });
    const names = await strategyNames();
    const subscriber = toSubscriber(saved, names);
    await mirrorSubscriptions(owned, subscriber);
    await auditAdminAction(context, owned.uid, 'strategy.assigned', {
      metaApiAccountId: owned.metaApiAccountId,
      strategyId: input.strategyId,
      tradeVolume: input.tradeVolume,
      ...(acknowledged ? { riskAcknowledgement: acknowledged } : {}),
    });
    if (!sameGuardrails(had, guardrails) && (hasGuardrails(guardrails) || (had && hasGuardrails(had))))
      await auditGuardrails(context, owned.uid, {
        metaApiAccountId: owned.metaApiAccountId,
        strategyId: input.strategyId,
        before: had,
        after: guardrails,
        ...(had ? {} : { fromDefaults: leftOut }),
      });
    const message = subscriberCreated
      ? 'Successfully subscribed to strategy! A new subscriber was created for this account.'
      : subscriberRestored
        ? 'Successfully subscribed to strategy! The subscriber was restored.'
        : 'Successfully subscribed to strategy!';
    return { success: true, message, subscriberCreated, subscriberRestored, subscriber };
  },
});
