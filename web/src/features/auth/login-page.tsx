import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmailField, SubmitButton } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { ErrorMessage } from '@/components/status';
import { ACCESS_CHANGED_MESSAGE, useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  isSecondFactorRequired,
  startSecondFactorSignIn,
  type PendingSecondFactor,
} from '@/lib/auth/second-factor';
import { takeSignOutNotice } from '@/lib/auth/idle-sign-out';
import { prepareAuth, signIn } from './api';
import { loginErrorMessage } from './auth-errors';
import { SecondFactorForm } from './second-factor-form';
import { whenUsed } from './when-used';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';

/** What signing in does outside the page: Firebase Auth here, test doubles in the component tests. */
export interface SignInCalls {
  prepareAuth: () => void;
  signIn: (email: string, password: string) => Promise<void>;
  isSecondFactorRequired: (error: unknown) => boolean;
  /** Sends the SMS code of the account's second factor (docs/product.md §9). */
  startSecondFactorSignIn: (error: unknown) => Promise<PendingSecondFactor>;
}

const FIREBASE_SIGN_IN: SignInCalls = {
  prepareAuth,
  signIn,
  isSecondFactorRequired,
  startSecondFactorSignIn,
};

export default function LoginPage() {
  return <LoginScreen calls={FIREBASE_SIGN_IN} />;
}

export function LoginScreen({ calls }: { calls: SignInCalls }) {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const { accessChanged, connect } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const [notice] = useState(takeSignOutNotice);
  const done = () => void navigate(paths.dashboard, { replace: true });
  // A browser not signed in last time follows the auth state only from here (app/guards.tsx): Firebase
  // loads while the visitor types, and a signed-in session found then still leaves for the dashboard.
  const prepare = () => {
    calls.prepareAuth();
    connect();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    prepare();
    try {
      await calls.signIn(email, password);
      await navigate(paths.dashboard, { replace: true });
    } catch (caught) {
      let failure = caught;
      if (calls.isSecondFactorRequired(caught)) {
        try {
          setPending(await calls.startSecondFactorSignIn(caught));
          return;
        } catch (sendError) {
          failure = sendError;
        }
      }
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      id="login-title"
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your trading account."
      footer={
        <>
          Don&apos;t have an account? <Link to={paths.register}>Register</Link>
        </>
      }
    >
      {notice ? <p role="status">{notice}</p> : null}
      {pending ? <SecondFactorForm pending={pending} onDone={done} /> : null}
      {accessChanged && !error ? (
        <p className="alert alert-warning" role="alert">
          {ACCESS_CHANGED_MESSAGE}
        </p>
      ) : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <form onSubmit={handleSubmit} aria-busy={submitting} hidden={pending !== null} {...whenUsed(prepare)}>
        <EmailField id="login-email" value={email} onChange={setEmail} />
        <div className="field">
          <div className={styles.labelRow}>
            <label htmlFor="login-password">Password</label>
            <Link to={paths.resetPassword} className={styles.small}>
              Forgot password?
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <SubmitButton busy={submitting} label="Sign In" busyLabel="Signing in..." block />
      </form>
    </AuthCard>
  );
}
