// The guardrail fields of the trade-size modal as typed text, and their reading through the shared
// contract schema (docs/product.md §5): the same bounds and messages as the server.
import {
  GUARDRAIL_MESSAGES,
  guardrailsSchema,
  maxLotsCoverVolume,
  NO_GUARDRAILS,
  type GuardrailOnHit,
  type Guardrails,
} from '@copydesk/functions/contract';

export type EquityStopChoice = 'none' | 'percent' | 'amount';

export interface GuardrailForm {
  equityStopKind: EquityStopChoice;
  equityStopValue: string;
  dailyLossLimit: string;
  maxLots: string;
  onHit: GuardrailOnHit;
}

const text = (value: number | null): string => (value === null ? '' : String(value));

export function formOf(guardrails: Guardrails | null | undefined): GuardrailForm {
  const g = guardrails ?? NO_GUARDRAILS;
  return {
    equityStopKind: g.equityStop?.kind ?? 'none',
    equityStopValue: text(g.equityStop?.value ?? null),
    dailyLossLimit: text(g.dailyLossLimit),
    maxLots: text(g.maxLots),
    onHit: g.onHit,
  };
}

/** An empty field is "no limit"; anything else must be a number the schema accepts. */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

export type GuardrailReading = { ok: true; value: Guardrails } | { ok: false; error: string };

export function readGuardrails(form: GuardrailForm, tradeVolume: number | null): GuardrailReading {
  const equityValue = numberOrNull(form.equityStopValue);
  const parsed = guardrailsSchema.safeParse({
    equityStop:
      form.equityStopKind === 'none' ? null : { kind: form.equityStopKind, value: equityValue ?? Number.NaN },
    dailyLossLimit: numberOrNull(form.dailyLossLimit),
    maxLots: numberOrNull(form.maxLots),
    onHit: form.onHit,
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid guardrails' };
  if (tradeVolume !== null && !maxLotsCoverVolume({ tradeVolume, guardrails: parsed.data }))
    return { ok: false, error: GUARDRAIL_MESSAGES.maxLotsBelowVolume };
  return { ok: true, value: parsed.data };
}
