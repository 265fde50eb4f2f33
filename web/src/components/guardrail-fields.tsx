// The guardrail fields of the trade-size modal and the admin strategy dialog (docs/product.md §5): limits
// the trading bridge enforces on the subscription even while our servers are down.
import { useId } from 'react';
import { GUARDRAIL_WORDS } from '@copydesk/functions/product-rules';
import type { EquityStopChoice, GuardrailForm } from '@/lib/guardrail-form';
import styles from './guardrail-fields.module.css';
import { HintedField } from './hinted-field';

/** How the admin defaults' amounts are typed: per currency or as a share of equity (docs/product.md §5). */
const PER_CURRENCY_HINT =
  'Per currency, e.g. "USD 150, ZAR 2700", or a share of equity, e.g. "2%". Accounts in a currency not listed are asked to set their own.';

export function GuardrailFields({
  guard,
  currency,
  amounts = 'account',
  disabled = false,
  onChange: change,
}: {
  guard: GuardrailForm;
  currency: string;
  /** 'per-currency': the admin defaults, each amount under its currency or as a share of equity. */
  amounts?: 'account' | 'per-currency';
  disabled?: boolean;
  onChange: (patch: Partial<GuardrailForm>) => void;
}) {
  const kindId = useId();
  const perCurrency = amounts === 'per-currency';
  return (
    <fieldset className={styles.guardrails} disabled={disabled}>
      <legend>Guardrails (the trading bridge enforces them)</legend>
      <div className="field">
        <label htmlFor={kindId}>Equity stop</label>
        <select
          id={kindId}
          className="select"
          value={guard.equityStopKind}
          onChange={(event) => change({ equityStopKind: event.target.value as EquityStopChoice })}
        >
          <option value="none">None</option>
          <option value="percent">{GUARDRAIL_WORDS.equityStopPercent}</option>
          <option value="amount">{`${GUARDRAIL_WORDS.equityStopAmount} (${currency})`}</option>
        </select>
      </div>
      {guard.equityStopKind === 'none' ? null : (
        <HintedField
          placeholder="No limit"
          label={guard.equityStopKind === 'percent' ? 'Equity stop (%)' : `Equity stop (${currency})`}
          value={guard.equityStopValue}
          text={perCurrency && guard.equityStopKind === 'amount'}
          hint={
            perCurrency && guard.equityStopKind === 'amount'
              ? `${GUARDRAIL_WORDS.equityStopHint} ${PER_CURRENCY_HINT}`
              : GUARDRAIL_WORDS.equityStopHint
          }
          onChange={(equityStopValue) => change({ equityStopValue })}
        />
      )}
      <HintedField
        placeholder="No limit"
        label={`Daily loss limit (${currency})`}
        value={guard.dailyLossLimit}
        text={perCurrency}
        hint={
          perCurrency
            ? `${GUARDRAIL_WORDS.dailyLossHint} ${PER_CURRENCY_HINT}`
            : GUARDRAIL_WORDS.dailyLossHint
        }
        onChange={(dailyLossLimit) => change({ dailyLossLimit })}
      />
      <div className="field" role="radiogroup" aria-label="When a limit is hit">
        <span>When a limit is hit</span>
        <label className="checkbox-row">
          <input
            type="radio"
            name="on-hit"
            checked={guard.onHit === 'close-only'}
            onChange={() => change({ onHit: 'close-only' })}
          />
          Close-only: keep managing open trades, open no new ones
        </label>
        <label className="checkbox-row">
          <input
            type="radio"
            name="on-hit"
            checked={guard.onHit === 'close-all'}
            onChange={() => change({ onHit: 'close-all' })}
          />
          Close all trades
        </label>
      </div>
    </fieldset>
  );
}
