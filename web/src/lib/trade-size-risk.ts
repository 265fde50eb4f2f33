// What the risk preview of the trade-size modal and the admins' Add Strategy dialog asks of Subscribe and
// Save (docs/product.md §5 "Risk acknowledgement"): the shared preview of the typed lot, the
// acknowledgement the request carries (a failed or unknown preview asks for "risk unknown"), and the
// guardrails the person set ("Defaults always apply").
import { type GuardrailChoices } from '@copydesk/functions/contract';
import { acknowledgementFor, previewRisk, RISK_ACKNOWLEDGE_DEFAULT_PERCENT, RISK_UNKNOWN_ACKNOWLEDGEMENT, type Guardrails, type HeldSubscription, type PreviewAccount, type RiskAcknowledgement, type RiskPreview, type StrategyRiskBasis } from '@copydesk/functions/product-rules';
import type { GuardrailForm } from '@/lib/guardrail-form';

export interface RiskState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  basis: StrategyRiskBasis | null;
  acknowledgeAbovePercent: number;
  /** The account's currency units per unit of the strategy's (read on the bridge); null: unknown. */
  rate: number | null;
  /** The account's other subscriptions (docs/product.md §5); null when they could not be read. */
  held: HeldSubscription[] | null;
}

export const NO_RISK: RiskState = {
  status: 'idle',
  basis: null,
  acknowledgeAbovePercent: RISK_ACKNOWLEDGE_DEFAULT_PERCENT,
  rate: null,
  held: null,
};

/** The preview of `lot`; an account not read yet has an unknown equity (never 0 or a guess). */
export function previewOf(
  risk: RiskState,
  lot: number | null,
  account: PreviewAccount | null,
): RiskPreview | null {
  if (!risk.basis || lot === null) return null;
  const previewed = account ?? { equity: null, currency: risk.basis.currency, leverage: 0 };
  return previewRisk(lot, risk.basis, previewed, risk.acknowledgeAbovePercent, risk.rate, risk.held);
}

/** The acknowledgement Subscribe or Save needs, null when none: a failed preview is an unknown risk. */
export function neededAcknowledgement(
  risk: RiskState,
  lot: number | null,
  account: PreviewAccount | null,
): RiskAcknowledgement | null {
  if (risk.status === 'failed') return RISK_UNKNOWN_ACKNOWLEDGEMENT;
  const preview = previewOf(risk, lot, account);
  return preview ? acknowledgementFor(preview) : null;
}

export type GuardrailField = keyof Guardrails;

const FIELD_OF: Record<keyof GuardrailForm, GuardrailField> = {
  equityStopKind: 'equityStop',
  equityStopValue: 'equityStop',
  dailyLossLimit: 'dailyLossLimit',
  onHit: 'onHit',
};

/** The guardrails a form change sets, added to those set before. */
export function fieldsSet(before: readonly GuardrailField[], patch: Partial<GuardrailForm>): GuardrailField[] {
  const touched = (Object.keys(patch) as (keyof GuardrailForm)[]).map((key) => FIELD_OF[key]);
  return [...new Set([...before, ...touched])];
}

/** Only what the person set: the server fills the rest (docs/product.md §5 "Defaults always apply"). */
export function choicesOf(guardrails: Guardrails, set: readonly GuardrailField[]): GuardrailChoices {
  const choices: GuardrailChoices = {};
  if (set.includes('equityStop')) choices.equityStop = guardrails.equityStop;
  if (set.includes('dailyLossLimit')) choices.dailyLossLimit = guardrails.dailyLossLimit;
  if (set.includes('onHit')) choices.onHit = guardrails.onHit;
  return choices;
}

/** The admins' defaults in the form, except the fields the person has already set. */
export function formWithDefaults(
  form: GuardrailForm,
  set: readonly GuardrailField[],
  defaults: GuardrailForm,
): GuardrailForm {
  const kept = (Object.keys(form) as (keyof GuardrailForm)[]).filter((key) => set.includes(FIELD_OF[key]));
  return { ...defaults, ...Object.fromEntries(kept.map((key) => [key, form[key]])) };
}
