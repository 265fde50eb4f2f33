// The sign-in e-mail (docs/architecture.md §5): whether it is verified, a resend button, and a
// change that goes through Firebase's verify-before-update flow (the address changes only once the
// link sent to the new one is opened; the profile follows it, lib/auth/auth-provider.tsx).
import { useState, type FormEvent } from 'react';
import { sendEmailVerification, verifyBeforeUpdateEmail, type User } from 'firebase/auth';
import { SubmitButton, TextField } from '@/components/form-field';
import { ErrorMessage, SuccessMessage } from '@/components/status';
import { useSecurityAction } from './use-security-action';

export function EmailSection({ user }: { user: User }) {
  const [newEmail, setNewEmail] = useState('');
  const { busy, error, done, run } = useSecurityAction();

  const change = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      await verifyBeforeUpdateEmail(user, newEmail.trim());
      return `We sent a link to ${newEmail.trim()}. Your e-mail address changes when you open it.`;
    });
  };

  return (
    <section aria-labelledby="email-title" className="card">
      <h2 id="email-title">E-mail address</h2>
      <p>
        {user.email} <strong>{user.emailVerified ? 'Verified' : 'Not verified'}</strong>
      </p>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      {done ? <SuccessMessage>{done}</SuccessMessage> : null}
      {!user.emailVerified ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await sendEmailVerification(user);
              return `We sent a verification link to ${user.email ?? 'your e-mail address'}.`;
            })
          }
        >
          Resend verification e-mail
        </button>
      ) : null}
      <form onSubmit={change} aria-busy={busy}>
        <TextField
          id="new-email"
          label="New e-mail address"
          type="email"
          autoComplete="email"
          required
          value={newEmail}
          onChange={setNewEmail}
        />
        <SubmitButton busy={busy} label="Change e-mail address" />
      </form>
    </section>
  );
}
