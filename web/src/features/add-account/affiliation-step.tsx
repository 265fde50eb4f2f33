// Step 1 of the connect screen: the account number and its affiliation check.
import { useId } from 'react';
import { ErrorMessage, Loading, SuccessMessage } from '@/components/status';
import { BROKER_ACCOUNT_MESSAGES } from '@/flows/broker-account';
import { fieldChange, type ConnectPartProps } from './connect-part';
import styles from './add-account.module.css';

export interface AffiliationStepProps extends ConnectPartProps {
  checking: boolean;
  verified: boolean;
  /** The number is read-only while it is checked, verified or connected. */
  locked: boolean;
}

export function AffiliationStep({ context: c, send, checking, verified, locked }: AffiliationStepProps) {
  const numberId = useId();
  return (
    <section className="card" aria-labelledby="step1-title">
      <h2 id="step1-title">1. Check affiliation</h2>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'CHECK' });
        }}
      >
        <div className="field">
          <label htmlFor={numberId}>Account number</label>
          <input
            id={numberId}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={c.accountNumber}
            readOnly={locked}
            aria-readonly={locked}
            onChange={fieldChange(send, 'accountNumber')}
          />
        </div>
        {verified ? (
          <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'RESET' })}>
            Use another number
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={checking}>
            Check Affiliation
          </button>
        )}
      </form>
      {checking ? <Loading label={BROKER_ACCOUNT_MESSAGES.checking} /> : null}
      {verified ? <SuccessMessage>{c.affiliationMessage}</SuccessMessage> : null}
      {c.verification === 'failed' ? <ErrorMessage>{c.affiliationMessage}</ErrorMessage> : null}
      {!verified && c.error ? <ErrorMessage>{c.error}</ErrorMessage> : null}
    </section>
  );
}
