// What the copy-subscription flow takes, holds, sends with the screen's submit actor and ends with
// (docs/product.md §5): the screens' differences are all in its input and in the actors they provide.
import type { OutputOf } from '@copydesk/functions/contract';
import type {
  Guardrails,
  HeldSubscription,
  PreviewAccount,
  StrategyRiskBasis,
} from '@copydesk/functions/product-rules';
import type { GuardrailForm } from '@/lib/guardrail-form';
import type { AccountLimitsForm } from '@/lib/account-limits';
import type { SubscriptionForm, SubscriptionRequest } from './copy-subscription-rules';

/** The strategy's risk basis, the admins' threshold and the conversion rate, read for one account. */
export interface RiskData {
  basis: StrategyRiskBasis;
  acknowledgeAbovePercent: number;
  /** The account's currency units per unit of the strategy's; null when none could be read. */
  rate: number | null;
  /** The account's other subscriptions, whose positions the exposure adds; null when unreadable. */
  held: HeldSubscription[] | null;
  /** The account as read with the risk, when the screen did not know it on opening. */
  account?: PreviewAccount | null;
}

/** What a new subscription's form fills in from the admins' settings (docs/product.md §5). */
export interface SubscriptionDefaults {
  /** The guardrails resolved for the account: each amount in its currency. */
  guardrails: Guardrails;
  /** The admins' maxLeverage: the field starts at it, and a higher one is refused. */
  maxLeverage: number;
}

export interface CopySubscriptionInput {
  /** The account that subscribes: the preview is read for it. */
  accountId: string;
  /** '' until one is chosen (the admin's dialog chooses in the form). */
  strategyId: string;
  volume: number;
  /** What the form starts from: an edit shows the subscription's own guardrails. */
  guardrails: Guardrails | null;
  /** The subscription's maxLeverage the field shows (a new one: the default); sent only when changed. */
  maxLeverage: number | undefined;
  /** The account's loss limit (null: none); undefined: not read, sent only if changed. */
  accountLossLimit: number | null | undefined;
  account: PreviewAccount | null;
  /** A new subscription's form shows the admins' defaults when they arrive. */
  loadDefaults: boolean;
  acknowledgeMessage: string;
  /** The name a subscriber created for the account gets (the account's name, else its number). */
  subscriberName: string;
  /** A new subscription, or a change to the account's subscription of the strategy. */
  intent: SubmitIntent;
  /** What the form shows when the submit fails (docs/product.md §8). */
  failure: SubmitFailure;
}

export type SubmitIntent = 'subscribe' | 'update';

export interface SubmitFailure {
  /** The screen's words. */
  fallback: string;
  /** Show the server's reason instead when it gives one ("Failed to subscribe to strategy" or the reason). */
  withReason: boolean;
}

/** What the screen's submit actor sends: the confirmed request for the flow's account. */
export interface SubmitInput {
  accountId: string;
  subscriberName: string;
  intent: SubmitIntent;
  request: SubscriptionRequest;
}

/** What the submit answers: whether a subscriber was created or restored (null: an update). */
export type SubmitAnswer = Pick<
  OutputOf<'subscribeToStrategy'>,
  'subscriberCreated' | 'subscriberRestored'
> | null;

/** How the flow ends: the request that was sent and the submit's answer. */
export interface CopySubscriptionOutput {
  request: SubscriptionRequest;
  answer: SubmitAnswer;
}

export interface CopySubscriptionContext extends SubscriptionForm {
  accountId: string;
  subscriberName: string;
  intent: SubmitIntent;
  failure: SubmitFailure;
  defaultsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  /** The request being sent, and once sent, the answer (the flow's output). */
  sent: CopySubscriptionOutput | null;
}

export type CopySubscriptionEvent =
  | { type: 'STRATEGY.CHANGE'; strategyId: string }
  | { type: 'VOLUME.CHANGE'; value: string }
  | { type: 'GUARD.CHANGE'; patch: Partial<GuardrailForm> }
  | { type: 'LIMITS.CHANGE'; patch: Partial<AccountLimitsForm> }
  | { type: 'ACK.CHANGE'; value: boolean }
  | { type: 'CONFIRM' };
