// The maximum leverage and the account loss limit of the trade-size modal and, for the leverage, the
// admin strategy dialog (docs/product.md §5): caps the trading bridge applies, beside the guardrails.
import { GUARDRAIL_WORDS, MAX_LEVERAGE_BOUNDS, MAX_LEVERAGE_DOCS } from '@copydesk/functions/product-rules';
import { MIN_MAX_LEVERAGE, type AccountLimitsForm } from '@/lib/account-limits';
import styles from './guardrail-fields.module.css';
import { HintedField } from './hinted-field';

export const ACCOUNT_LOSS_LIMIT_LABEL = 'Account loss limit (all strategies, per UTC day)';
export const MAX_LEVERAGE_LABEL = 'Maximum leverage';

/** The leverage hint: the admins' default when the form has read it (docs/product.md §5). */
function maxLeverageHint(adminDefault: number | undefined): string {
  const range =
    adminDefault === undefined
      ? "At most the admins' default"
      : `Between ${MIN_MAX_LEVERAGE}:1 and ${adminDefault}:1 (the admins' default)`;
  return `${range}; it can be lowered, never raised. CopyFactory: “${MAX_LEVERAGE_DOCS}”`;
}

export function AccountLimitFields({
  limits,
  maxLeverageDefault,
  currency,
  withAccountLossLimit = true,
  disabled = false,
  onChange: change,
}: {
  limits: AccountLimitsForm;
  /** The admins' maxLeverage once read; undefined: not read (the server still refuses over it). */
  maxLeverageDefault?: number;
  currency: string;
  /** false: the admin dialog, which sets only the leverage. */
  withAccountLossLimit?: boolean;
  disabled?: boolean;
  onChange: (patch: Partial<AccountLimitsForm>) => void;
}) {
  return (
    <fieldset className={styles.guardrails} disabled={disabled}>
      <legend>Leverage and account limit</legend>
      <HintedField
        label={MAX_LEVERAGE_LABEL}
        value={limits.maxLeverage}
        bounds={{ min: MIN_MAX_LEVERAGE, max: maxLeverageDefault ?? MAX_LEVERAGE_BOUNDS.max }}
        hint={maxLeverageHint(maxLeverageDefault)}
        onChange={(maxLeverage) => change({ maxLeverage })}
      />
      {withAccountLossLimit ? (
        <HintedField
          label={ACCOUNT_LOSS_LIMIT_LABEL}
          value={limits.accountLossLimit}
          placeholder="No limit"
          hint={`${GUARDRAIL_WORDS.accountLossHint} An amount in ${currency}; empty: none.`}
          onChange={(accountLossLimit) => change({ accountLossLimit })}
        />
      ) : null}
    </fieldset>
  );
}
