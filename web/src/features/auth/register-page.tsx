import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorMessage } from '@/components/status';
import { TermsDialog } from '@/components/terms/terms-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { registerAccount } from './api';
import {
  advance,
  initialRegisterState,
  type RegisterEvent,
  type RegisterState,
  type RegistrationInput,
} from './register-flow';
import { PasswordStep, PersonalInfoStep, type FieldBinding } from './register-steps';
import styles from './auth.module.css';

/** The registration state and its `send` (register-flow.ts `advance`: the account is created on Submit). */
function useRegisterFlow(
  createAccount: (input: RegistrationInput) => Promise<void>,
): [RegisterState, (event: RegisterEvent) => void] {
  const current = useRef(initialRegisterState);
  const [state, setState] = useState(initialRegisterState);
  const send = useCallback(
    function send(event: RegisterEvent) {
      const { state: next } = advance(current.current, event, createAccount, send);
      current.current = next;
      setState(next);
    },
    [createAccount],
  );
  return [state, send];
}

export default function RegisterPage() {
  useDocumentTitle('Create account');
  const navigate = useNavigate();
  const [context, send] = useRegisterFlow(registerAccount);
  const onStep1 = context.step === 'personalInfo';
  const submitting = context.step === 'submitting';
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (context.step === 'registered') void navigate(paths.dashboard, { replace: true });
  }, [context.step, navigate]);

  // Move focus to the heading when the step changes, so screen readers announce the new step.
  const stepKey = onStep1 ? 1 : 2;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepKey]);

  const field: FieldBinding = (name) => ({
    id: `register-${name}`,
    name,
    value: context[name],
    onChange: (value) => send({ type: 'FIELD.CHANGE', field: name, value }),
  });

  const submitStep1 = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'NEXT' });
  };
  const submitStep2 = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.cardWide}`} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title} ref={headingRef} tabIndex={-1}>
          Create your account
        </h1>
        <div className={styles.stepIndicator}>
          <span>Step {stepKey} of 2</span>
          <span className={styles.stepBar} aria-hidden="true">
            <span className={styles.stepBarFill} style={{ width: onStep1 ? '50%' : '100%' }} />
          </span>
        </div>
        <p className={styles.subtitle}>{onStep1 ? 'Personal information' : 'Set your password'}</p>
        {context.error ? <ErrorMessage>{context.error}</ErrorMessage> : null}

        {onStep1 ? (
          <PersonalInfoStep field={field} onSubmit={submitStep1} />
        ) : (
          <PasswordStep
            field={field}
            submitting={submitting}
            acceptTerms={context.acceptTerms}
            send={send}
            onSubmit={submitStep2}
          />
        )}
        <p className={styles.footer}>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </p>
      </section>
      <TermsDialog
        open={context.step === 'termsDialog'}
        onClose={() => send({ type: 'TERMS.CLOSE' })}
        onAccept={() => send({ type: 'TERMS.ACCEPT' })}
      />
    </div>
  );
}
