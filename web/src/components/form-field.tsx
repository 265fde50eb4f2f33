// The field and button markup the app's forms share (sign-in, registration, reset-password, Security,
// the connect form and the dialogs), with the global form classes (.field, .input, .btn): one place for
// the label-to-input tie, the busy state of a submit and the type of a button that must not submit.
import type { InputHTMLAttributes, ReactNode } from 'react';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'> & {
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

/** The account's e-mail address: the type, name and autofill a browser pairs with the password. */
export function EmailField({
  label = 'Email',
  ...input
}: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return <TextField label={label} type="email" name="email" autoComplete="email" required {...input} />;
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

/** A secondary action beside a form's fields (Back, Cancel, Search, Add): a button that never submits. */
export function SecondaryButton({
  disabled = false,
  onClick,
  children,
}: {
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="btn btn-secondary" disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
