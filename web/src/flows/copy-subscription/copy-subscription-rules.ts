// What the copy-subscription flow decides from its form (docs/product.md §5 trade volume, guardrails and
// "Risk acknowledgement", §8 messages): the lot typed, the acknowledgement the preview asks for, whether
// Subscribe or Save must wait, the first problem a confirm refuses with, the request a confirm sends, and
// the words a failed submit shows.
import {
  MESSAGES,
  tradeVolumeSchema,
  type GuardrailChoices,
  type InputOf,
} from '@copydesk/functions/contract';
import {
  NO_GUARDRAILS,
  type PreviewAccount,
  type RiskAcknowledgement,
  type RiskPreview,
} from '@copydesk/functions/product-rules';
import { errorMessage } from '@/lib/error-message';
import { readGuardrails, type GuardrailForm } from '@/lib/guardrail-form';
import { readAccountLimits, type AccountLimitField, type AccountLimitsForm } from '@/lib/account-limits';
import {
  choicesOf,
  neededAcknowledgement,
  previewOf,
  type GuardrailField,
  type RiskState,
} from '@/lib/trade-size-risk';

/** The form as the rules read it (the flow's context carries more). */
export interface SubscriptionForm {
  strategyId: string;
  volume: string;
  guard: GuardrailForm;
  /** The guardrails the person set: only these are sent (docs/product.md §5 "Defaults always apply"). */
  guardSet: readonly GuardrailField[];
  /** The maximum leverage and the account loss limit as typed. */
  limits: AccountLimitsForm;
  /** The caps sent: those known when the form opened, and those the person changed. */
  limitsSet: readonly AccountLimitField[];
  /** The admins' maxLeverage once read with the defaults: a higher one is refused before sending. */
  maxLeverageDefault?: number;
  risk: RiskState;
  /** The account the preview is for (null: not read, so its equity is unknown). */
  account: PreviewAccount | null;
  acknowledged: boolean;
  /** The screen's own words for a missing acknowledgement (the client's, or the admin's on their behalf). */
  acknowledgeMessage: string;
}

/**
 * What a confirm sends through the screen's submit actor: the subscribe call's fields, with only the
 * guardrails the person set (empty: none), CopyFactory's maxLeverage (docs/product.md §5) and the
 * account-wide loss limit (null removes it) when known or changed.
 */
export type SubscriptionRequest = Pick<
  InputOf<'subscribeToStrategy'>,
  'strategyId' | 'tradeVolume' | 'maxLeverage' | 'accountLossLimit' | 'riskAcknowledgement'
> & { guardrails: GuardrailChoices };

/** The typed lot when the contract's schema accepts it (0.01 to 100 in 0.01 steps), else null. */
export function parseVolume(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return tradeVolumeSchema.safeParse(value).success ? value : null;
}

export function previewOfForm(form: SubscriptionForm): RiskPreview | null {
  return previewOf(form.risk, parseVolume(form.volume), form.account);
}

/** The acknowledgement the typed lot asks for (null: none; a failed preview asks for "risk unknown"). */
export function acknowledgementNeeded(form: SubscriptionForm): RiskAcknowledgement | null {
  return neededAcknowledgement(form.risk, parseVolume(form.volume), form.account);
}

/** Subscribe or Save must wait: the preview is loading, or its acknowledgement is not given. */
export function confirmWaits(form: SubscriptionForm): boolean {
  return form.risk.status === 'loading' || (acknowledgementNeeded(form) !== null && !form.acknowledged);
}

/** The first reason a confirm is refused, in the order the form reads; null when it may go. */
export function confirmProblem(form: SubscriptionForm): string | null {
  if (form.strategyId === '') return MESSAGES.selectStrategy;
  if (parseVolume(form.volume) === null) return MESSAGES.tradeVolume;
  const guardrails = readGuardrails(form.guard);
  if (!guardrails.ok) return guardrails.error;
  const limits = readAccountLimits(form.limits, form.maxLeverageDefault);
  if (!limits.ok) return limits.error;
  if (acknowledgementNeeded(form) !== null && !form.acknowledged) return form.acknowledgeMessage;
  return null;
}

/** The caps of the request: only those in limitsSet (an unknown one left out keeps the server's). */
function limitsOf(form: SubscriptionForm): Pick<SubscriptionRequest, AccountLimitField> {
  const limits = readAccountLimits(form.limits, form.maxLeverageDefault);
  if (!limits.ok) return {};
  const { maxLeverage, accountLossLimit } = limits.value;
  return {
    ...(form.limitsSet.includes('maxLeverage') ? { maxLeverage } : {}),
    ...(form.limitsSet.includes('accountLossLimit') ? { accountLossLimit } : {}),
  };
}

/**
 * The request of a form without a problem: the guardrails set, the caps known or changed, and the
 * acknowledgement when one is needed.
 */
export function requestOf(form: SubscriptionForm): SubscriptionRequest {
  const guardrails = readGuardrails(form.guard);
  const acknowledgement = acknowledgementNeeded(form);
  return {
    strategyId: form.strategyId,
    tradeVolume: parseVolume(form.volume) ?? Number.NaN,
    guardrails: choicesOf(guardrails.ok ? guardrails.value : NO_GUARDRAILS, form.guardSet),
    ...limitsOf(form),
    ...(acknowledgement ? { riskAcknowledgement: acknowledgement } : {}),
  };
}

/** A failed submit in the screen's words, or the server's reason when the screen shows it. */
export function submitFailureText(
  error: unknown,
  failure: { fallback: string; withReason: boolean },
): string {
  return failure.withReason ? errorMessage(error, failure.fallback) : failure.fallback;
}
