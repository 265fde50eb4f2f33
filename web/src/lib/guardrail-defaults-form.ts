// The admins' guardrail defaults as typed text (docs/product.md §5): each money default is written per
// currency, "USD 150, ZAR 2700", or as a share of equity, "2%", and read through the shared contract
// schema (the same bounds and messages as the server). A currency left out has no default: its accounts
// are asked to set that guardrail themselves.
import { guardrailDefaultsInputSchema } from '@copydesk/functions/contract';
import { type DefaultAmount, type GuardrailDefaults } from '@copydesk/functions/product-rules';
import type { GuardrailForm } from './guardrail-form';

/** "USD 150, ZAR 2700" or "2%": how the form shows a money default. */
export function amountText(amount: DefaultAmount | null): string {
  if (amount === null) return '';
  if ('shareOfEquityPercent' in amount) return `${amount.shareOfEquityPercent}%`;
  return Object.entries(amount.perCurrency)
    .map(([code, value]) => `${code} ${value}`)
    .join(', ');
}

/** The typed text as a money default; what the schema then refuses carries its message. */
export function amountOf(text: string): DefaultAmount | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.endsWith('%')) return { shareOfEquityPercent: Number(trimmed.slice(0, -1).trim()) };
  const perCurrency: Record<string, number> = {};
  for (const part of trimmed.split(',')) {
    const [code = '', value = '', ...rest] = part.trim().split(/\s+/);
    perCurrency[code.toUpperCase()] = rest.length > 0 || value === '' ? Number.NaN : Number(value);
  }
  return { perCurrency };
}

export function defaultsFormOf(defaults: GuardrailDefaults): GuardrailForm {
  const stop = defaults.equityStop;
  return {
    equityStopKind: stop?.kind ?? 'none',
    equityStopValue: stop === null ? '' : stop.kind === 'percent' ? String(stop.value) : amountText(stop.amount),
    dailyLossLimit: amountText(defaults.dailyLossLimit),
    onHit: defaults.onHit,
  };
}

export type DefaultsReading = { ok: true; value: GuardrailDefaults } | { ok: false; error: string };

export function readGuardrailDefaults(form: GuardrailForm): DefaultsReading {
  const equityStop =
    form.equityStopKind === 'none'
      ? null
      : form.equityStopKind === 'percent'
        ? { kind: 'percent', value: form.equityStopValue.trim() === '' ? Number.NaN : Number(form.equityStopValue) }
        : { kind: 'amount', amount: amountOf(form.equityStopValue) };
  const parsed = guardrailDefaultsInputSchema.safeParse({
    equityStop,
    dailyLossLimit: amountOf(form.dailyLossLimit),
    onHit: form.onHit,
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid defaults' };
  return { ok: true, value: parsed.data };
}
