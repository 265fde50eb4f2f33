// Subscribing an account to a strategy and changing a subscription's lot (docs/product.md §5, §12). The
// server always sends multiplier 1 and copies stop loss and take profit; the strategy must exist and be
// active, and the account's equity must pass the gate (>= 1800 in ZAR, >= 45 otherwise). A user needs an
// active subscription (admins act for users regardless). The lot passes the risk gate first
// (risk-gate.ts); each guardrail the input leaves out keeps the subscription's own, or for a new one
// takes the admins' default; an admin's acknowledgement lands in the audit log.
import { bridgeNow, type AccountInformation, type Strategy } from '../bridge/index.js';
import { type ParsedInputOf, type Subscriber, type StrategySubscription } from '../contract/index.js';
import type { AccountRef } from '../health/health-transitions.rules.js';
import { notFoundRule, RuleViolation, unprocessableRequest } from '../platform/rule-violation.js';
import { toSubscriber } from './subscriptions.rules.js';
import { readTradingAccount } from '../accounts/accounts.repo.js';
import { readGuardrailSettings } from './guardrail-settings.repo.js';
import type { Roles } from '../users/users.repo.js';
import { auditAdminAction, type AuditCaller } from '../platform/audit/audit.service.js';
import { bridge, firestore as db } from '../platform/clients.js';
import {
  auditGuardrails,
  defaultsForNewSubscription,
  sameGuardrails,
  withChoices,
} from './guardrails.service.js';
import { recordRiskAcknowledged, requireRiskAcknowledged, type RiskGatePassed } from './risk-gate.service.js';
import { isStrategyActive } from './strategy-catalogue.service.js';
import { strategyNames } from './strategy-names.service.js';
import { requireActiveSubscription } from './subscription-guard.service.js';
import { mirrorSubscriptions } from './subscription-mirror.service.js';
import { recordSubscriptionEvent } from './subscription-history.repo.js';
import {
  accountLossLimitOf,
  guardrailsOf,
  hasEnoughEquity,
  maxLeverageFor,
  maxLeverageRefusal,
  hasGuardrails,
  minimumEquity,
} from '../product-rules/index.js';

type Actor = { caller: AuditCaller; roles: Pick<Roles, 'isAdmin'> };

/** The account loss limit a request changes, before and after; null when it leaves it as it is. */
function accountLimitChange(
  subscriber: { riskLimits?: unknown } | null,
  requested: number | null | undefined,
) {
  if (requested === undefined) return null;
  const before = subscriber ? accountLossLimitOf(subscriber) : null;
  return before === requested ? null : { before, after: requested };
}

/** A client may lower the admins' maxLeverage, never raise it (docs/product.md §5): over it is a 422. */
function requireMaxLeverageWithin(asked: number | undefined, adminDefault: number): void {
  const refusal = maxLeverageRefusal(asked, adminDefault);
  if (refusal) throw unprocessableRequest(refusal, { code: 'MAX_LEVERAGE_OVER_DEFAULT', adminDefault });
}

/** The message of a subscribe to a strategy admins made inactive (docs/product.md §3). */
export const INACTIVE_STRATEGY_MESSAGE =
  'This strategy is inactive: an admin closed it to new subscriptions, so it cannot be subscribed to.';

/**
 * The strategy exists and admins left it active, and the account's equity passes the gate
 * (docs/product.md §3, §5).
 */
function requireSubscribable(strategy: Strategy | null, active: boolean, info: AccountInformation): void {
  if (!strategy) throw notFoundRule('Strategy not found');
  if (!active) throw new RuleViolation('conflict', INACTIVE_STRATEGY_MESSAGE, { code: 'STRATEGY_INACTIVE' });
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

/** The acknowledged figure, lot and preview inputs, in the audit log whoever acted (risk-gate.ts). */
function recordAcknowledged(context: Actor, account: AccountRef, strategyId: string, passed: RiskGatePassed) {
  const target = { uid: account.uid, metaApiAccountId: account.metaApiAccountId, strategyId };
  return recordRiskAcknowledged(context.caller, target, passed);
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
  const [strategy, active, info, before, tradingAccount, settings] = await Promise.all([
    bridge().getStrategy(input.strategyId),
    isStrategyActive(input.strategyId),
    bridge().getAccountInformation(input.subscriberId),
    bridge().getSubscriber(input.subscriberId),
    readTradingAccount(account.uid, account.accountNumber),
    readGuardrailSettings(),
  ]);
  const previous = before?.subscriptions.find((s) => s.strategyId === input.strategyId && !s.removed);
  const had = previous ? guardrailsOf(previous) : null;
  requireSubscribable(strategy, active, info);
  requireMaxLeverageWithin(input.maxLeverage, settings.maxLeverage);
  const base = had ?? defaultsForNewSubscription(settings.defaults, info, input.guardrails);
  const { guardrails, leftOut } = withChoices(base, input.guardrails);
  const passed = await requireRiskAcknowledgedFor(input, info, settings.acknowledgeAbovePercent);
  const saved = await bridge().subscribe(input.subscriberId, {
    subscriberName: input.subscriberName ?? tradingAccount?.accountName ?? `Account ${account.accountNumber}`,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
    guardrails,
    maxLeverage: maxLeverageFor(input.maxLeverage, previous?.maxLeverage, settings.maxLeverage),
    ...(input.accountLossLimit !== undefined ? { accountLossLimit: input.accountLossLimit } : {}),
  });
  const subscriber = await recordSavedLot(context, account, input, passed, saved, {
    kind: previous ? 'lot-changed' : 'assigned',
    action: 'strategy.assigned',
  });
  const { metaApiAccountId } = account;
  const accountLimit = accountLimitChange(before, input.accountLossLimit);
  if (
    accountLimit ||
    (!sameGuardrails(had, guardrails) && (hasGuardrails(guardrails) || (had && hasGuardrails(had))))
  )
    await auditGuardrails(context, account.uid, {
      metaApiAccountId,
      strategyId: input.strategyId,
      before: had,
      after: guardrails,
      ...(had ? {} : { fromDefaults: leftOut }),
      ...(accountLimit ? { accountLossLimit: accountLimit } : {}),
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
  requireMaxLeverageWithin(input.maxLeverage, settings.maxLeverage);
  const before = guardrailsOf(existing);
  const { guardrails } = withChoices(before, input.guardrails);
  const passed = await requireRiskAcknowledgedFor(input, info, settings.acknowledgeAbovePercent);
  const saved = await bridge().subscribe(input.subscriberId, {
    subscriberName: current.name,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
    ...(input.guardrails ? { guardrails } : {}),
    maxLeverage: maxLeverageFor(input.maxLeverage, existing.maxLeverage, settings.maxLeverage),
    ...(input.accountLossLimit !== undefined ? { accountLossLimit: input.accountLossLimit } : {}),
  });
  const subscriber = await recordSavedLot(context, account, input, passed, saved, {
    kind: 'lot-changed',
    action: 'strategy.volumeChanged',
  });
  const { metaApiAccountId } = account;
  const accountLimit = accountLimitChange(current, input.accountLossLimit);
  if (accountLimit || !sameGuardrails(before, guardrails))
    await auditGuardrails(context, account.uid, {
      metaApiAccountId,
      strategyId: input.strategyId,
      before,
      after: guardrails,
      ...(accountLimit ? { accountLossLimit: accountLimit } : {}),
    });
  const subscription = subscriber.subscriptions.find((s) => s.strategyId === input.strategyId);
  if (!subscription) throw notFoundRule('Subscription not found');
  return subscription;
}

/**
 * What every saved lot leaves behind, for a new subscription and a changed one alike: the client's
 * acknowledgement, the mirror, the subscription history the copy report reads (on the bridge's clock,
 * docs/architecture.md §6) and the admin audit entry.
 */
async function recordSavedLot(
  context: Actor,
  account: AccountRef,
  input: { strategyId: string; tradeVolume: number },
  passed: Parameters<typeof recordAcknowledged>[3],
  saved: Parameters<typeof toSubscriber>[0],
  {
    kind,
    action,
  }: { kind: 'assigned' | 'lot-changed'; action: 'strategy.assigned' | 'strategy.volumeChanged' },
): Promise<Subscriber> {
  await recordAcknowledged(context, account, input.strategyId, passed);
  const subscriber = toSubscriber(saved, await strategyNames());
  await mirrorSubscriptions(account, subscriber);
  await recordSubscriptionEvent(account, {
    kind,
    at: bridgeNow(),
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
  });
  await auditAdminAction(context, account.uid, action, {
    metaApiAccountId: account.metaApiAccountId,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
    ...(passed.acknowledgement ? { riskAcknowledgement: passed.acknowledgement } : {}),
  });
  return subscriber;
}
