// What the copy-subscription flow takes, holds, answers and sends its parent (docs/product.md §5): the
// screens' differences are all in its input.
import type {
  Guardrails,
  HeldSubscription,
  PreviewAccount,
  StrategyRiskBasis,
} from '@copydesk/functions/contract';
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

export interface CopySubscriptionInput {
  /** The account that subscribes: the preview is read for it. */
  accountId: string;
  /** '' until one is chosen (the admin's dialog chooses in the form). */
  strategyId: string;
  volume: number;
  /** What the form starts from: an edit shows the subscription's own guardrails. */
  guardrails: Guardrails | null;
  /** The subscription's maxLeverage (a new one: the default); undefined: not known, sent only if changed. */
  maxLeverage: number | undefined;
  /** The account's loss limit (null: none); undefined: not read, sent only if changed. */
  accountLossLimit: number | null | undefined;
  account: PreviewAccount | null;
  /** A new subscription's form shows the admins' defaults when they arrive. */
  loadDefaults: boolean;
  acknowledgeMessage: string;
}

export interface CopySubscriptionContext extends SubscriptionForm {
  accountId: string;
  defaultsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
}

export type CopySubscriptionEvent =
  | { type: 'STRATEGY.CHANGE'; strategyId: string }
  | { type: 'VOLUME.CHANGE'; value: string }
  | { type: 'GUARD.CHANGE'; patch: Partial<GuardrailForm> }
  | { type: 'LIMITS.CHANGE'; patch: Partial<AccountLimitsForm> }
  | { type: 'ACK.CHANGE'; value: boolean }
  | { type: 'CONFIRM' }
  | { type: 'SUBMIT.FAILED'; message: string };

/** What the flow sends its parent once a confirm passes. */
export interface SubscriptionConfirmed {
  type: 'SUBSCRIPTION.CONFIRMED';
  request: SubscriptionRequest;
}
