// The field and submit markup the sign-in, registration, reset-password and Security forms share, with
// the global form classes (.field, .input, .btn): one place for the label-to-input tie and the busy state
// of a submit.
import type { InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'> & {
  id: string;
  label: string;
  onChange: (value: string) => void;
};

/** A labelled text input (label htmlFor=id), so tests and screen readers find it by its label. */
export function TextField({ id, label, onChange, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} className="input" onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A primary submit button, disabled while busy; `busyLabel` replaces its text while it is. */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  block = false,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  block?: boolean;
}) {
  return (
    <button type="submit" className={block ? 'btn btn-primary btn-block' : 'btn btn-primary'} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
