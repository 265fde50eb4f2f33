// The sign-in e-mail (docs/architecture.md §5): whether it is verified, a resend button, and a
// change that goes through Firebase's verify-before-update flow (the address changes only once the
// link sent to the new one is opened; the profile follows it, lib/auth/auth-provider.tsx).
import { useState } from 'react';
import { sendEmailVerification, verifyBeforeUpdateEmail, type User } from 'firebase/auth';
import { ActionOutcome, OneFieldForm } from './security-form';
import { useSecurityAction } from './use-security-action';

export function EmailSection({ user }: { user: User }) {
  const [newEmail, setNewEmail] = useState('');
  const { busy, error, done, run } = useSecurityAction();

  const change = () => {
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
      <ActionOutcome error={error} done={done} />
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
      <OneFieldForm
        id="new-email"
        label="New e-mail address"
        type="email"
        autoComplete="email"
        required
        value={newEmail}
        onChange={setNewEmail}
        busy={busy}
        submitLabel="Change e-mail address"
        onSubmit={change}
      />
    </section>
  );
}
