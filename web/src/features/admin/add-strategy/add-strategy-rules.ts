// The admins' Add Strategy words and what its copy-subscription flow starts from (docs/product.md §4 add
// strategy flow, §5, §8): the user's current strategy when it is still listed, its lot, the
// acknowledgement given on the client's behalf, and how its submit subscribes the client's account.
import type { InputOf, Strategy } from '@copydesk/functions/contract';
import { tradeVolumeOrDefault, type PreviewAccount } from '@copydesk/functions/product-rules';
import type {
  CopySubscriptionInput,
  RiskData,
  SubmitAnswer,
  SubmitInput,
  SubscriptionRequest,
} from '@/flows/copy-subscription';
import type { AdminUser } from '../admin-users';

export const STRATEGY_MESSAGES = {
  needsAccount: 'User must have a trading account before they can subscribe to strategies.',
  loadFailed: 'Failed to load strategies. Please try again later.',
  subscribeFailed: 'Failed to subscribe to strategy. Please try again later.',
  acknowledge: "Please acknowledge the risk of this lot size on the client's behalf first.",
  unknownStrategy: 'Unknown Strategy',
} as const;

/**
 * The admin's subscribe call: the guardrails only when the admin set some (an existing subscription keeps
 * its own, a new one the defaults), the maxLeverage only when changed; never the client's loss limit.
 */
export type AdminSubscribeInput = Pick<
  InputOf<'subscribeToStrategy'>,
  'subscriberId' | 'strategyId' | 'tradeVolume' | 'guardrails' | 'maxLeverage' | 'riskAcknowledgement'
> & { subscriberName: string };

/** The risk preview's data with the client's account, read side by side (null: not read). */
export type AdminRiskData = RiskData & { account: PreviewAccount | null };

export function subscribedMessage(name: string | null | undefined): string {
  return `Successfully subscribed user to strategy: ${name?.trim() || STRATEGY_MESSAGES.unknownStrategy}`;
}

/** The name the subscriber is created and subscribed under: the account's name, else its number. */
export function subscriberNameOf(user: AdminUser): string {
  const account = user.tradingAccount;
  return account ? account.accountName || account.accountNumber : '';
}

/**
 * The form starts from the user's strategy when it is still listed, with its lot; the admins' defaults
 * are not loaded into it (a new subscription gets them on the server), and the preview is read for the
 * client's account, its equity with it.
 */
export function flowInputOf(user: AdminUser, strategies: readonly Strategy[]): CopySubscriptionInput {
  const current = user.strategyDetails;
  const listed = current !== null && strategies.some((s) => s._id === current.id);
  return {
    accountId: user.tradingAccount?.metaApiAccountId ?? '',
    strategyId: listed ? current.id : '',
    volume: tradeVolumeOrDefault(current?.tradeVolume),
    guardrails: null,
    // Not read here: sent only when the admin changes it; the account loss limit is the client's.
    maxLeverage: undefined,
    accountLossLimit: undefined,
    account: null,
    loadDefaults: false,
    acknowledgeMessage: STRATEGY_MESSAGES.acknowledge,
    subscriberName: subscriberNameOf(user),
    intent: 'subscribe',
    // Any failure of the calls: the product's message (docs/product.md §8), and another try allowed.
    failure: { fallback: STRATEGY_MESSAGES.subscribeFailed, withReason: false },
  };
}

export interface AddStrategyContext {
  user: AdminUser;
  strategies: Strategy[];
  /** What the flow sent, once it has. */
  request: SubscriptionRequest | null;
  /** The dialog's own refusals (no account, strategies not loaded); the flow shows its own. */
  error: string | null;
  success: string | null;
}

/**
 * The subscribe call: the guardrails only when the admin set some, the maxLeverage only when changed,
 * the acknowledgement when asked.
 */
export function subscribeInputOf(
  { guardrails, ...request }: SubscriptionRequest,
  subscriberId: string,
  subscriberName: string,
): AdminSubscribeInput {
  return {
    ...request,
    subscriberId,
    subscriberName,
    ...(Object.keys(guardrails).length > 0 ? { guardrails } : {}),
  };
}

/** The admin's calls that subscribe a client's account (../api.ts, or a test's doubles). */
export interface ClientSubscribeCalls {
  findSubscriber: (accountId: string) => Promise<{ id: string } | null>;
  createSubscriber: (input: { accountId: string; name: string }) => Promise<{ id: string }>;
  subscribe: (input: AdminSubscribeInput) => Promise<SubmitAnswer>;
}

/**
 * The dialog's submit: the subscriber is looked up by the account id, created when there is none, and
 * subscribed with only the guardrails the admin set.
 */
export function subscribeForClient(calls: ClientSubscribeCalls) {
  return async ({ accountId, subscriberName, request }: SubmitInput): Promise<SubmitAnswer> => {
    const found = await calls.findSubscriber(accountId);
    const subscriber = found ?? (await calls.createSubscriber({ accountId, name: subscriberName }));
    return calls.subscribe(subscribeInputOf(request, subscriber.id, subscriberName));
  };
}

export function addedUser(context: AddStrategyContext): AdminUser {
  const { strategyId, tradeVolume } = context.request!;
  const name =
    context.strategies.find((s) => s._id === strategyId)?.name ?? STRATEGY_MESSAGES.unknownStrategy;
  return {
    ...context.user,
    strategySubscription: true,
    strategyDetails: { id: strategyId, name, tradeVolume },
  };
}
