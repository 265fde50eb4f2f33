// Second factor (docs/product.md §9): list, enrol and remove SMS factors. Firebase refuses these
// changes on an old session (auth/requires-recent-login): the message says to sign in again. An admin
// who still needs the mailbox proof enrols only after the link (`canEnrol`), and `afterEnrol` then
// has the server trust the new factor.
import { useState } from 'react';
import type { User } from 'firebase/auth';
import { enrolledFactors, removeFactor, startEnrolment } from '@/lib/auth/second-factor-enrolment';
import { ActionOutcome, OneFieldForm } from './security-form';
import { useSecurityAction } from './use-security-action';

type Step = { kind: 'phone' } | { kind: 'code'; confirm: (code: string) => Promise<void> };

interface FactorsSectionProps {
  user: User;
  canEnrol?: boolean;
  afterEnrol?: (() => Promise<void>) | undefined;
}

export function FactorsSection({ user, canEnrol = true, afterEnrol }: FactorsSectionProps) {
  const [factors, setFactors] = useState(() => enrolledFactors(user));
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, done, run } = useSecurityAction();

  const sendCode = () => {
    void run(async () => {
      setStep({ kind: 'code', confirm: await startEnrolment(user, phone) });
      return null;
    });
  };
  const confirm = () => {
    if (step.kind !== 'code') return;
    void run(async () => {
      await step.confirm(code);
      setFactors(enrolledFactors(user));
      await afterEnrol?.();
      setStep({ kind: 'phone' });
      setCode('');
      return 'Second factor added. From now on you sign in with a code sent to this phone.';
    });
  };
  const remove = (uid: string) =>
    void run(async () => {
      await removeFactor(user, uid);
      setFactors(enrolledFactors(user));
      return 'Second factor removed.';
    });

  return (
    <section aria-labelledby="factors-title" className="card">
      <h2 id="factors-title">Second factor</h2>
      <p>Administrators sign in with a code sent to their phone as well as their password.</p>
      <ActionOutcome error={error} done={done} />
      {factors.length === 0 ? <p>No second factor yet.</p> : null}
      <ul aria-label="Second factors">
        {factors.map((factor) => (
          <li key={factor.uid}>
            {factor.label}{' '}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => remove(factor.uid)}
            >
              Remove {factor.label}
            </button>
          </li>
        ))}
      </ul>
      {!canEnrol ? (
        <p>Confirm your e-mail with the link above before you add a phone.</p>
      ) : step.kind === 'phone' ? (
        <OneFieldForm
          id="factor-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+27825550100"
          required
          value={phone}
          onChange={setPhone}
          busy={busy}
          submitLabel="Send code"
          onSubmit={sendCode}
        />
      ) : (
        <OneFieldForm
          id="factor-code"
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={setCode}
          busy={busy}
          submitLabel="Add second factor"
          onSubmit={confirm}
        />
      )}
    </section>
  );
}
