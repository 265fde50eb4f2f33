// The guardrail fields of the trade-size modal as typed text, and their reading through the shared
// contract schema (docs/product.md §5): the same bounds and messages as the server.
import { guardrailsInputSchema } from '@copydesk/functions/contract';
import { NO_GUARDRAILS, type GuardrailOnHit, type Guardrails } from '@copydesk/functions/product-rules';

export type EquityStopChoice = 'none' | 'percent' | 'amount';

export interface GuardrailForm {
  equityStopKind: EquityStopChoice;
  equityStopValue: string;
  dailyLossLimit: string;
  onHit: GuardrailOnHit;
}

const text = (value: number | null): string => (value === null ? '' : String(value));

export function formOf(guardrails: Guardrails | null | undefined): GuardrailForm {
  const g = guardrails ?? NO_GUARDRAILS;
  return {
    equityStopKind: g.equityStop?.kind ?? 'none',
    equityStopValue: text(g.equityStop?.value ?? null),
    dailyLossLimit: text(g.dailyLossLimit),
    onHit: g.onHit,
  };
}

/** An empty field is "no limit"; anything else must be a number the schema accepts. */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

export type GuardrailReading = { ok: true; value: Guardrails } | { ok: false; error: string };

export function readGuardrails(form: GuardrailForm): GuardrailReading {
  const equityValue = numberOrNull(form.equityStopValue);
  const parsed = guardrailsInputSchema.safeParse({
    equityStop:
      form.equityStopKind === 'none' ? null : { kind: form.equityStopKind, value: equityValue ?? Number.NaN },
    dailyLossLimit: numberOrNull(form.dailyLossLimit),
    onHit: form.onHit,
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid guardrails' };
  return { ok: true, value: parsed.data };
}
