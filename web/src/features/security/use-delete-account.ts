// The steps of "Delete my account" (docs/product.md §14): the password again, the SMS code too when the
// account has a second factor (Firebase answers the re-authentication as it answers a sign-in), then
// a confirmation, then the server's erasure (docs/operations.md "Erasure") and the sign-out.
import { useState } from 'react';
import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { api } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import {
  isSecondFactorRequired,
  startSecondFactorSignIn,
  type PendingSecondFactor,
} from '@/lib/auth/second-factor';
import { securityErrorMessage } from './security-errors';

export type DeleteStep = 'password' | 'code' | 'confirm';

const WRONG_PASSWORD = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

function failureMessage(error: unknown, wrongPassword: string): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && WRONG_PASSWORD.has(code) ? wrongPassword : securityErrorMessage(error);
}

export function useDeleteAccount(user: User, wrongPassword: string) {
  const { signOut } = useAuth();
  const [step, setStep] = useState<DeleteStep>('password');
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (action: () => Promise<void>, onFailure: DeleteStep) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(failureMessage(caught, wrongPassword));
      setStep(onFailure);
    } finally {
      setBusy(false);
    }
  };

  const reauthenticate = (password: string) =>
    void attempt(async () => {
      try {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
      } catch (caught) {
        if (!isSecondFactorRequired(caught)) throw caught;
        setPending(await startSecondFactorSignIn(caught));
        setStep('code');
        return;
      }
      setStep('confirm');
    }, 'password');

  const confirmCode = (code: string) =>
    void attempt(async () => {
      if (!pending) throw new Error('Ask for a new code.');
      await pending.confirm(code);
      setStep('confirm');
    }, 'code');

  const erase = () =>
    void attempt(async () => {
      // The fresh sign-in's token (auth_time now), not one cached from before the password was entered.
      await user.getIdToken(true);
      const answer = await api.deleteMyAccount({});
      await signOut(answer.message);
    }, 'password');

  const keep = () => {
    setStep('password');
    setPending(null);
  };

  return { step, pending, busy, error, reauthenticate, confirmCode, erase, keep };
}
