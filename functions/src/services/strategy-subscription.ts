// Subscribing an account to a strategy and changing a subscription's lot (docs/product.md §5, §12). The
// server always sends multiplier 1 and copies stop loss and take profit; the strategy must exist and be
// active, and the account's equity must pass the gate (>= 1800 in ZAR, >= 45 otherwise). A user needs an
// active subscription (admins act for users regardless). The lot passes the risk gate first
// (risk-gate.ts); each guardrail the input leaves out keeps the subscription's own, or for a new one
// takes the admins' default; an admin's acknowledgement lands in the audit log.
import type { AccountInformation, Strategy } from '../bridge/index.js';
import {
  guardrailsOf,
  hasEnoughEquity,
  hasGuardrails,
  minimumEquity,
  type ParsedInputOf,
  type Subscriber,
  type StrategySubscription,
} from '../contract/index.js';
import type { AccountRef } from '../domain/health-transitions.js';
import { notFoundRule, RuleViolation } from '../domain/errors.js';
import { toSubscriber } from '../domain/subscriptions.js';
import { readTradingAccount } from '../repos/accounts-repo.js';
import { readGuardrailSettings } from '../repos/guardrail-settings-repo.js';
import type { Roles } from '../repos/users-repo.js';
import { auditAdminAction, type AuditCaller } from './audit.js';
import { bridge, firestore as db } from './clients.js';
import { auditGuardrails, sameGuardrails, withChoices } from './guardrails.js';
import { requireRiskAcknowledged } from './risk-gate.js';
import { strategyNames } from './strategy-names.js';
import { requireActiveSubscription } from './subscription-guard.js';
import { mirrorSubscriptions } from './subscription-mirror.js';
import { recordSubscriptionEvent } from '../repos/subscription-history-repo.js';

type Actor = { caller: AuditCaller; roles: Pick<Roles, 'isAdmin'> };

/** The strategy exists and is active, and the account's equity passes the gate (docs/product.md §5). */
function requireSubscribable(strategy: Strategy | null, info: AccountInformation): void {
  if (!strategy) throw notFoundRule('Strategy not found');
  if (!strategy.active)
    throw new RuleViolation('conflict', 'This strategy is not active and cannot be subscribed to.');
  if (hasEnoughEquity(info.equity, info.currency)) return;
  const minimum = minimumEquity(info.currency);
  throw new RuleViolation(
    'conflict',
    `Insufficient equity to subscribe to a strategy: at least ${minimum} ${info.currency} is required (your equity is ${info.equity.toFixed(2)} ${info.currency}).`,
    { code: 'INSUFFICIENT_EQUITY', equity: info.equity, currency: info.currency, minimum },
  );
}

/** The risk gate (risk-gate.ts) for the lot a subscribe or change request asks for on this account. */
function requireRiskAcknowledgedFor(
  input: ParsedInputOf<'subscribeToStrategy'> | ParsedInputOf<'updateSubscription'>,
  account: AccountInformation,
  acknowledgeAbovePercent: number,
) {
  return requireRiskAcknowledged(db, {
    strategyId: input.strategyId,
    accountId: input.subscriberId,
    lot: input.tradeVolume,
    account,
    acknowledgeAbovePercent,
    acknowledgement: input.riskAcknowledgement,
  });
}

export interface NewSubscription {
  subscriber: Subscriber;
  subscriberCreated: boolean;
  /** The subscriber existed but had no live subscription left (all removed or none). */
  subscriberRestored: boolean;
}

export async function subscribeAccount(
  context: Actor,
  account: AccountRef,
  input: ParsedInputOf<'subscribeToStrategy'>,
): Promise<NewSubscription> {
  await requireActiveSubscription(context, account.uid);
  const [strategy, info, before, tradingAccount, settings] = await Promise.all([
    bridge().getStrategy(input.strategyId),
    bridge().getAccountInformation(input.subscriberId),
    bridge().getSubscriber(input.subscriberId),
    readTradingAccount(account.uid, account.accountNumber),
    readGuardrailSettings(),
  ]);
  const previous = before?.subscriptions.find((s) => s.strategyId === input.strategyId && !s.removed);
  const had = previous ? guardrailsOf(previous) : null;
  const { guardrails, leftOut } = withChoices(had ?? settings.defaults, input.guardrails);
  requireSubscribable(strategy, info);
  const acknowledged = await requireRiskAcknowledgedFor(input, info, settings.acknowledgeAbovePercent);
  const saved = await bridge().subscribe(input.subscriberId, {
    subscriberName: input.subscriberName ?? tradingAccount?.accountName ?? `Account ${account.accountNumber}`,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
    guardrails,
  });
  const subscriber = toSubscriber(saved, await strategyNames());
  await mirrorSubscriptions(account, subscriber);
  const at = Date.now();
  const kind = previous ? 'lot-changed' : 'assigned';
  await recordSubscriptionEvent(account, {
    kind,
    at,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
  });
  const { metaApiAccountId } = account;
  await auditAdminAction(context, account.uid, 'strategy.assigned', {
    metaApiAccountId,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
    ...(acknowledged ? { riskAcknowledgement: acknowledged } : {}),
  });
  if (!sameGuardrails(had, guardrails) && (hasGuardrails(guardrails) || (had && hasGuardrails(had))))
    await auditGuardrails(context, account.uid, {
      metaApiAccountId,
      strategyId: input.strategyId,
      before: had,
      after: guardrails,
      ...(had ? {} : { fromDefaults: leftOut }),
    });
  const subscriberRestored = before !== null && before.subscriptions.every((s) => s.removed === true);
  return { subscriber, subscriberCreated: before === null, subscriberRestored };
}

/** A new lot (and the guardrails it sets) for one existing subscription; every other one stays. */
export async function changeSubscription(
  context: Actor,
  account: AccountRef,
  input: ParsedInputOf<'updateSubscription'>,
): Promise<StrategySubscription> {
  await requireActiveSubscription(context, account.uid);
  const [current, info, settings] = await Promise.all([
    bridge().getSubscriber(input.subscriberId),
    bridge().getAccountInformation(input.subscriberId),
    readGuardrailSettings(),
  ]);
  const existing = current?.subscriptions.find(
    (s) => s.strategyId === input.strategyId && s.removed !== true,
  );
  if (!current || !existing) throw notFoundRule('Subscription not found');
  const before = guardrailsOf(existing);
  const { guardrails } = withChoices(before, input.guardrails);
  const acknowledged = await requireRiskAcknowledgedFor(input, info, settings.acknowledgeAbovePercent);
  const saved = await bridge().subscribe(input.subscriberId, {
    subscriberName: current.name,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
    ...(input.guardrails ? { guardrails } : {}),
  });
  const subscriber = toSubscriber(saved, await strategyNames());
  await mirrorSubscriptions(account, subscriber);
  await recordSubscriptionEvent(account, {
    kind: 'lot-changed',
    at: Date.now(),
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
  });
  const { metaApiAccountId } = account;
  await auditAdminAction(context, account.uid, 'strategy.volumeChanged', {
    metaApiAccountId,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
    ...(acknowledged ? { riskAcknowledgement: acknowledged } : {}),
  });
  if (!sameGuardrails(before, guardrails))
    await auditGuardrails(context, account.uid, {
      metaApiAccountId,
      strategyId: input.strategyId,
      before,
      after: guardrails,
    });
  const subscription = subscriber.subscriptions.find((s) => s.strategyId === input.strategyId);
  if (!subscription) throw notFoundRule('Subscription not found');
  return subscription;
}
