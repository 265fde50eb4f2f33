// The two forms of registration (docs/product.md §2 /register): personal information, then the password
// and the terms. The page owns the machine; each step gets its fields bound to it.
import type { FormEvent } from 'react';
import { EmailField, SecondaryButton, SubmitButton, TextField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { prepareAuth } from './api';
import { AUTH_MESSAGES } from './messages';
import type { RegisterField } from './register-flow';
import { whenUsed } from './when-used';
import styles from './auth.module.css';

/** A field's id, name and value in the machine, and the change that writes it back. */
export type FieldBinding = (name: RegisterField) => {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
};

type Submit = (event: FormEvent<HTMLFormElement>) => void;

export function PersonalInfoStep({ field, onSubmit }: { field: FieldBinding; onSubmit: Submit }) {
  const address = field('address');
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Personal information" {...whenUsed(prepareAuth)}>
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          maxLength={100}
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={100}
          {...field('lastName')}
        />
      </div>
      <EmailField maxLength={254} {...field('email')} />
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 123 4567"
        required
        maxLength={40}
        {...field('mobile')}
      />
      <div className="field">
        <label htmlFor={address.id}>Address</label>
        <textarea
          {...address}
          className="textarea"
          autoComplete="street-address"
          rows={3}
          required
          maxLength={500}
          onChange={(e) => address.onChange(e.target.value)}
        />
      </div>
      <SubmitButton busy={false} label="Next" block />
    </form>
  );
}

type StepEvent = { type: 'TERMS.TOGGLE'; checked: boolean } | { type: 'TERMS.OPEN' } | { type: 'BACK' };

export function PasswordStep({
  field,
  submitting,
  acceptTerms,
  send,
  onSubmit,
}: {
  field: FieldBinding;
  submitting: boolean;
  acceptTerms: boolean;
  send: (event: StepEvent) => void;
  onSubmit: Submit;
}) {
  const password = (name: 'password' | 'confirmPassword') => {
    const bound = field(name);
    return { ...bound, onChange: (e: { target: { value: string } }) => bound.onChange(e.target.value) };
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Set your password"
      aria-busy={submitting}
      {...whenUsed(prepareAuth)}
    >
      <div className="field">
        <label htmlFor="register-password">Password</label>
        <PasswordInput
          autoComplete="new-password"
          required
          aria-describedby="register-password-hint"
          disabled={submitting}
          {...password('password')}
        />
        <p id="register-password-hint" className="hint">
          {AUTH_MESSAGES.passwordHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="register-confirmPassword">Confirm password</label>
        <PasswordInput
          autoComplete="new-password"
          required
          disabled={submitting}
          {...password('confirmPassword')}
        />
      </div>
      <div className="checkbox-row">
        <input
          id="register-terms"
          type="checkbox"
          checked={acceptTerms}
          disabled={submitting}
          onChange={(e) => send({ type: 'TERMS.TOGGLE', checked: e.target.checked })}
        />
        <label htmlFor="register-terms">
          I accept the{' '}
          <button type="button" className="btn-link" onClick={() => send({ type: 'TERMS.OPEN' })}>
            Terms and Conditions
          </button>
        </label>
      </div>
      <div className={styles.actions}>
        <SecondaryButton disabled={submitting} onClick={() => send({ type: 'BACK' })}>
          Back
        </SecondaryButton>
        <SubmitButton busy={submitting} label="Create Account" busyLabel="Creating account..." />
      </div>
    </form>
  );
}
