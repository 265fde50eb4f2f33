// The admins' Add Strategy words and what its copy-subscription flow starts from (docs/product.md §4 add
// strategy flow, §5, §8): the user's current strategy when it is still listed, its lot, and the
// acknowledgement given on the client's behalf.
import type {
  GuardrailChoices,
  PreviewAccount,
  RiskAcknowledgement,
  Strategy,
} from '@copydesk/functions/contract';
import { tradeVolumeOrDefault } from '@copydesk/functions/product-rules';
import type { CopySubscriptionInput, RiskData, SubscriptionRequest } from '@/flows/copy-subscription';
import type { AdminUser } from '../admin-users';

export const STRATEGY_MESSAGES = {
  needsAccount: 'User must have a trading account before they can subscribe to strategies.',
  loadFailed: 'Failed to load strategies. Please try again later.',
  subscribeFailed: 'Failed to subscribe to strategy. Please try again later.',
  acknowledge: "Please acknowledge the risk of this lot size on the client's behalf first.",
  unknownStrategy: 'Unknown Strategy',
} as const;

export interface AdminSubscribeInput {
  subscriberId: string;
  strategyId: string;
  tradeVolume: number;
  subscriberName: string;
  /** Absent when the admin set none: an existing subscription keeps its own, a new one the defaults. */
  guardrails?: GuardrailChoices;
  /** Only when the admin changed it: left out, the subscription keeps its own (or the default). */
  maxLeverage?: number;
  riskAcknowledgement?: RiskAcknowledgement;
}

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
  };
}

export interface AddStrategyContext {
  user: AdminUser;
  strategies: Strategy[];
  /** What the flow confirmed, while it is being sent. */
  request: SubscriptionRequest | null;
  subscriberId: string | null;
  /** The dialog's own refusals (no account, strategies not loaded); the flow shows its own. */
  error: string | null;
  success: string | null;
}

export const accountIdOf = (context: AddStrategyContext) =>
  context.user.tradingAccount?.metaApiAccountId ?? '';

/**
 * The subscribe call: the guardrails only when the admin set some, the maxLeverage only when changed,
 * the acknowledgement when asked.
 */
export function subscribeInputOf(context: AddStrategyContext): AdminSubscribeInput {
  const { guardrails, ...request } = context.request!;
  return {
    ...request,
    subscriberId: context.subscriberId!,
    subscriberName: subscriberNameOf(context.user),
    ...(Object.keys(guardrails).length > 0 ? { guardrails } : {}),
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
