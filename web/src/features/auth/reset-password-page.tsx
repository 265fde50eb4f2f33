import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmailField, SubmitButton } from '@/components/form-field';
import { ErrorMessage, SuccessMessage } from '@/components/status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { prepareAuth, requestPasswordReset } from './api';
import { resetErrorMessage } from './auth-errors';
import { AUTH_MESSAGES } from './messages';
import { whenUsed } from './when-used';
import { AuthCard } from './auth-card';

type ResetState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ResetState>({ kind: 'idle' });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await requestPasswordReset(email);
      setState({ kind: 'sent' });
    } catch (caught) {
      setState({ kind: 'failed', message: resetErrorMessage(caught) });
    }
  };

  return (
    <AuthCard
      id="reset-title"
      title="Reset password"
      subtitle="Enter your account email and we will send you a link to reset your password."
      footer={
        <>
          Remembered it? <Link to={paths.login}>Back to sign in</Link>
        </>
      }
    >
      {state.kind === 'sent' ? <SuccessMessage>{AUTH_MESSAGES.resetSuccess}</SuccessMessage> : null}
      {state.kind === 'failed' ? <ErrorMessage>{state.message}</ErrorMessage> : null}
      <form onSubmit={handleSubmit} aria-busy={state.kind === 'sending'} {...whenUsed(prepareAuth)}>
        <EmailField
          id="reset-email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (state.kind === 'sent' || state.kind === 'failed') setState({ kind: 'idle' });
          }}
        />
        <SubmitButton busy={state.kind === 'sending'} label="Send Reset Link" busyLabel="Sending..." block />
      </form>
    </AuthCard>
  );
}
