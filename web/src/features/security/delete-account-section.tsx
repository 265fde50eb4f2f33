// "Delete my account" (docs/product.md §14): says beforehand what becomes of each connected account, asks
// for the password again (the server wants a sign-in from the last five minutes), asks for confirmation,
// then asks the server to erase the account and signs out (docs/operations.md "Erasure").
import { useState } from 'react';
import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { ERASURE_MESSAGES } from '@copydesk/functions/contract';
import { api } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { ActionOutcome, OneFieldForm } from './security-form';
import { securityErrorMessage } from './security-errors';

export const DELETE_ACCOUNT_TEXT = {
  consequences:
    'Your profile and your CopyDesk data are deleted. For each connected account: Copying stops, open positions stay on your broker account, and the account leaves MetaApi.',
  passwordFirst: ERASURE_MESSAGES.signInAgain,
  confirm: 'Delete my account for good?',
  wrongPassword: 'That password is not right.',
} as const;

const WRONG_PASSWORD = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

function failureMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && WRONG_PASSWORD.has(code)
    ? DELETE_ACCOUNT_TEXT.wrongPassword
    : securityErrorMessage(error);
}

export function DeleteAccountSection({ user }: { user: User }) {
  const { signOut } = useAuth();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(failureMessage(caught));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const reauthenticate = () =>
    void attempt(async () => {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
      setConfirming(true);
    });

  const erase = () =>
    void attempt(async () => {
      // The fresh sign-in's token (auth_time now), not one cached from before the password was entered.
      await user.getIdToken(true);
      const answer = await api.deleteMyAccount({});
      await signOut(answer.message);
    });

  return (
    <section aria-labelledby="delete-account-title" className="card">
      <h2 id="delete-account-title">Delete my account</h2>
      <p>{DELETE_ACCOUNT_TEXT.consequences}</p>
      <ActionOutcome error={error} done={null} />
      {confirming ? (
        <div role="alertdialog" aria-labelledby="delete-account-confirm">
          <p id="delete-account-confirm">
            <strong>{DELETE_ACCOUNT_TEXT.confirm}</strong>
          </p>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={erase}>
            Delete my account
          </button>{' '}
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => setConfirming(false)}
          >
            Keep my account
          </button>
        </div>
      ) : (
        <>
          <p>{DELETE_ACCOUNT_TEXT.passwordFirst}</p>
          <OneFieldForm
            id="delete-account-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
            busy={busy}
            submitLabel="Delete my account"
            onSubmit={reauthenticate}
          />
        </>
      )}
    </section>
  );
}
