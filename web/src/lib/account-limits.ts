// The two caps the trade-size modal sets beside the guardrails (docs/product.md §5): CopyFactory's
// maxLeverage of the subscription and the account loss limit of the whole account (all strategies, per
// UTC day). Typed as text, read through the contract's own schemas so the server's bounds and words
// apply, and described for the account cards.
import { accountLossLimitSchema, subscribeToStrategyInput } from '@copydesk/functions/contract';
import { DEFAULT_MAX_LEVERAGE, GUARDRAIL_WORDS, MAX_LEVERAGE_MESSAGES, maxLeverageRefusal } from '@copydesk/functions/product-rules';

export type AccountLimitField = 'maxLeverage' | 'accountLossLimit';

export interface AccountLimitsForm {
  maxLeverage: string;
  /** Empty: no account loss limit (a request then removes the one the account has). */
  accountLossLimit: string;
}

export interface AccountLimits {
  maxLeverage: number;
  accountLossLimit: number | null;
}

/** The least leverage the form takes: 1:1 (the server's own bound is "positive", docs/product.md §5). */
export const MIN_MAX_LEVERAGE = 1;
const TOO_LOW = `maxLeverage must be at least ${MIN_MAX_LEVERAGE}`;

/** The server's maxLeverage schema (its wording for "not a number", "positive", the highest bound). */
const maxLeverageSchema = subscribeToStrategyInput.shape.maxLeverage.unwrap();

/** The form as it opens: the subscription's cap or the default, the account's limit or empty. */
export function limitsFormOf(
  maxLeverage: number | undefined,
  accountLossLimit: number | null | undefined,
): AccountLimitsForm {
  return {
    maxLeverage: String(maxLeverage ?? DEFAULT_MAX_LEVERAGE),
    accountLossLimit: typeof accountLossLimit === 'number' ? String(accountLossLimit) : '',
  };
}

export type AccountLimitsReading = { ok: true; value: AccountLimits } | { ok: false; error: string };

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The typed caps, or the first problem in the server's words. Over the admins' maxLeverage (when the
 * form has read it) is refused as the server refuses it; unread, the server's 422 answers.
 */
export function readAccountLimits(form: AccountLimitsForm, adminDefault?: number): AccountLimitsReading {
  const leverage = maxLeverageSchema.safeParse(numberOf(form.maxLeverage));
  if (!leverage.success)
    return { ok: false, error: leverage.error.issues[0]?.message ?? MAX_LEVERAGE_MESSAGES.overCeiling };
  if (leverage.data < MIN_MAX_LEVERAGE) return { ok: false, error: TOO_LOW };
  const overDefault = adminDefault === undefined ? null : maxLeverageRefusal(leverage.data, adminDefault);
  if (overDefault) return { ok: false, error: overDefault };
  const limit = accountLossLimitSchema.safeParse(
    form.accountLossLimit.trim() === '' ? null : Number(form.accountLossLimit),
  );
  if (!limit.success) return { ok: false, error: limit.error.issues[0]?.message ?? 'Invalid limit' };
  return { ok: true, value: { maxLeverage: leverage.data, accountLossLimit: limit.data } };
}

const amount = (value: number, currency: string): string => {
  const text = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return currency ? `${text} ${currency}` : text;
};

/** The card lines of the caps a subscription and its account carry ('' currency: bare amounts). */
export function describeAccountLimits(
  limits: { maxLeverage?: number; accountLossLimit?: number | null },
  currency = '',
): string[] {
  const lines: string[] = [];
  if (typeof limits.accountLossLimit === 'number')
    lines.push(
      `${GUARDRAIL_WORDS.accountLossLimit} (all strategies): ${amount(limits.accountLossLimit, currency)} below the balance at the UTC day's start`,
    );
  if (typeof limits.maxLeverage === 'number') lines.push(`Maximum leverage: ${limits.maxLeverage}:1`);
  return lines;
}
