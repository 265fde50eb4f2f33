import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paths } from '@/config/paths';
import { PasswordInput } from '@/components/password-input';
import { ErrorMessage } from '@/components/status';
import { TermsDialog } from '@/components/terms/terms-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { prepareAuth, registerAccount } from './api';
import { AUTH_MESSAGES } from './messages';
import { registerMachine, type RegisterField, type RegistrationInput } from './register.machine';
import { whenUsed } from './when-used';
import styles from './auth.module.css';

const machine = registerMachine.provide({
  actors: { createAccount: fromPromise<void, RegistrationInput>(({ input }) => registerAccount(input)) },
});

export default function RegisterPage() {
  useDocumentTitle('Create account');
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const onStep1 = snapshot.matches('personalInfo');
  const submitting = snapshot.matches({ credentials: 'submitting' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (snapshot.status === 'done') void navigate(paths.dashboard, { replace: true });
  }, [snapshot.status, navigate]);

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

  const field = (name: RegisterField) => ({
    id: `register-${name}`,
    name,
    value: context[name],
    onChange: (e: { target: { value: string } }) =>
      send({ type: 'FIELD.CHANGE', field: name, value: e.target.value }),
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
          <form
            onSubmit={submitStep1}
            noValidate
            aria-label="Personal information"
            {...whenUsed(prepareAuth)}
          >
            <div className={styles.row}>
              <div className="field">
                <label htmlFor="register-firstName">First name</label>
                <input
                  className="input"
                  autoComplete="given-name"
                  required
                  maxLength={100}
                  {...field('firstName')}
                />
              </div>
              <div className="field">
                <label htmlFor="register-lastName">Last name</label>
                <input
                  className="input"
                  autoComplete="family-name"
                  required
                  maxLength={100}
                  {...field('lastName')}
                />
              </div>
            </div>
            <div className="field">
              <label htmlFor="register-email">Email</label>
              <input
                className="input"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                {...field('email')}
              />
            </div>
            <div className="field">
              <label htmlFor="register-mobile">Mobile number</label>
              <input
                className="input"
                type="tel"
                autoComplete="tel"
                placeholder="+1 555 123 4567"
                required
                maxLength={40}
                {...field('mobile')}
              />
            </div>
            <div className="field">
              <label htmlFor="register-address">Address</label>
              <textarea
                className="textarea"
                autoComplete="street-address"
                rows={3}
                required
                maxLength={500}
                {...field('address')}
              />
            </div>
            <button type="submit" className="btn btn-primary btn-block">
              Next
            </button>
          </form>
        ) : (
          <form
            onSubmit={submitStep2}
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
                {...field('password')}
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
                {...field('confirmPassword')}
              />
            </div>
            <div className="checkbox-row">
              <input
                id="register-terms"
                type="checkbox"
                checked={context.acceptTerms}
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
              <button
                type="button"
                className="btn btn-secondary"
                disabled={submitting}
                onClick={() => send({ type: 'BACK' })}
              >
                Back
              </button>
              <button type="submit" className="btn btn-primary" disabled={submitting}>
                {submitting ? 'Creating account...' : 'Create Account'}
              </button>
            </div>
          </form>
        )}
        <p className={styles.footer}>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </p>
      </section>
      <TermsDialog
        open={snapshot.matches({ credentials: 'termsDialog' })}
        onClose={() => send({ type: 'TERMS.CLOSE' })}
        onAccept={() => send({ type: 'TERMS.ACCEPT' })}
      />
    </div>
  );
}
