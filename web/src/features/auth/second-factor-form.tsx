// The second step of signing in for accounts with an SMS factor (admins, docs/product.md §9): the code
// Firebase sent to the enrolled phone.
import { useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '@/components/form-field';
import { ErrorMessage } from '@/components/status';
import type { PendingSecondFactor } from '@/lib/auth/second-factor';
import { loginErrorMessage } from './auth-errors';

export function SecondFactorForm({ pending, onDone }: { pending: PendingSecondFactor; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await pending.confirm(code);
      onDone();
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} aria-busy={submitting}>
      <p>We sent a 6-digit code to {pending.phoneHint || 'your phone'}.</p>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <TextField
        id="login-code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        required
        value={code}
        onChange={setCode}
      />
      <SubmitButton busy={submitting} label="Verify" busyLabel="Verifying..." block />
    </form>
  );
}
