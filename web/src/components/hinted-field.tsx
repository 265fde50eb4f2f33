// One labelled input with its hint read out by screen readers (aria-describedby): the guardrail and
// account-limit fields of the trade-size modal and the admin dialogs (docs/product.md §5).
import { useId } from 'react';

export function HintedField({
  label,
  value,
  hint,
  placeholder,
  bounds,
  text = false,
  disabled = false,
  onChange,
}: {
  label: string;
  value: string;
  hint: string;
  placeholder?: string;
  bounds?: { min: number; max: number };
  /** Free text (the admin defaults' "USD 150, ZAR 2700") instead of one number. */
  text?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type={text ? 'text' : 'number'}
        inputMode={text ? 'text' : 'decimal'}
        placeholder={placeholder}
        min={bounds?.min}
        max={bounds?.max}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="hint">
        {hint}
      </p>
    </div>
  );
}
