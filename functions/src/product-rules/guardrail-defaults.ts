// The admins' default guardrails, each amount under its own currency (docs/product.md §5 "Defaults
// always apply"): a money default is set per account currency, or as a share of the account's equity,
// and never carried from one currency to another. A default with no amount for the account's currency
// is unset: the client is asked to set that guardrail, nothing else is assumed for it.
import { GUARDRAIL_BOUNDS, type GuardrailOnHit, type Guardrails } from './guardrails.js';

/** A money default: an amount per currency code (upper case), or a percent of the account's equity. */
export type DefaultAmount = { perCurrency: Record<string, number> } | { shareOfEquityPercent: number };

export interface GuardrailDefaults {
  equityStop: { kind: 'percent'; value: number } | { kind: 'amount'; amount: DefaultAmount } | null;
  dailyLossLimit: DefaultAmount | null;
  onHit: GuardrailOnHit;
}

export const NO_GUARDRAIL_DEFAULTS: GuardrailDefaults = {
  equityStop: null,
  dailyLossLimit: null,
  onHit: 'close-only',
};

export type DefaultedField = 'equityStop' | 'dailyLossLimit';

/** The account a default is resolved for: its currency and its equity in that currency. */
export interface DefaultsAccount {
  currency: string;
  equity: number;
}

/** The default amount in the account's currency, or null when none is set for it. */
export function defaultAmountFor(amount: DefaultAmount, account: DefaultsAccount): number | null {
  const value =
    'perCurrency' in amount
      ? amount.perCurrency[account.currency.toUpperCase()]
      : Math.round(account.equity * amount.shareOfEquityPercent) / 100;
  if (value === undefined || !Number.isFinite(value)) return null;
  return value >= GUARDRAIL_BOUNDS.money.min && value <= GUARDRAIL_BOUNDS.money.max ? value : null;
}

/** The defaults for one account, and the fields whose default has no amount in its currency. */
export function guardrailDefaultsFor(
  defaults: GuardrailDefaults,
  account: DefaultsAccount,
): { guardrails: Guardrails; unset: DefaultedField[] } {
  const unset: DefaultedField[] = [];
  const stop = defaults.equityStop;
  let equityStop: Guardrails['equityStop'] = null;
  if (stop?.kind === 'percent') equityStop = stop;
  else if (stop) {
    const value = defaultAmountFor(stop.amount, account);
    if (value === null) unset.push('equityStop');
    else equityStop = { kind: 'amount', value };
  }
  const daily = defaults.dailyLossLimit ? defaultAmountFor(defaults.dailyLossLimit, account) : null;
  if (defaults.dailyLossLimit && daily === null) unset.push('dailyLossLimit');
  return { guardrails: { equityStop, dailyLossLimit: daily, onHit: defaults.onHit }, unset };
}

const FIELD_WORDS: Record<DefaultedField, string> = {
  equityStop: 'equity stop',
  dailyLossLimit: 'daily loss limit',
};

/** Why a subscription cannot take a default: none is set in the account's currency. */
export function unsetDefaultMessage(fields: readonly DefaultedField[], currency: string): string {
  const names = fields.map((f) => FIELD_WORDS[f]).join(' and ');
  return `No default ${names} is set for ${currency} accounts. Please set the ${names} yourself (or choose none).`;
}

/** One line per money default, for the admin screen: "USD 150, ZAR 2,700" or "2% of equity". */
export function describeDefaultAmount(amount: DefaultAmount): string {
  if ('shareOfEquityPercent' in amount) return `${amount.shareOfEquityPercent}% of equity`;
  const entries = Object.entries(amount.perCurrency);
  return entries.length === 0
    ? 'no currency set'
    : entries.map(([code, value]) => `${code} ${value.toLocaleString('en-US')}`).join(', ');
}
