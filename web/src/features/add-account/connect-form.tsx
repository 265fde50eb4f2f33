// Step 2 of the connect screen, shown once the number is verified: credentials, server, terms, submit.
import { useId, useState } from 'react';
import { PasswordInput } from '@/components/password-input';
import { ErrorMessage, Loading } from '@/components/status';
import { TermsDialog } from '@/components/terms/terms-dialog';
import { fieldChange, type ConnectPartProps } from './connect-part';
import { ServerPicker } from './server-picker';
import styles from './add-account.module.css';

export interface ConnectFormProps extends ConnectPartProps {
  searching: boolean;
  connecting: boolean;
}

function CredentialsFields({ context: c, send }: ConnectPartProps) {
  const ids = { name: useId(), password: useId() };
  return (
    <>
      <div className="field">
        <label htmlFor={ids.name}>Display name</label>
        <input
          id={ids.name}
          className="input"
          required
          value={c.accountName}
          placeholder="e.g. My XM account"
          onChange={fieldChange(send, 'accountName')}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.password}>Trading account password</label>
        <PasswordInput
          id={ids.password}
          required
          autoComplete="off"
          value={c.password}
          onChange={fieldChange(send, 'password')}
        />
      </div>
    </>
  );
}

/** The terms open in a dialog (Accept ticks the box), so nothing typed is lost (docs/product.md §2). */
function TermsCheckbox({ context: c, send }: ConnectPartProps) {
  const termsId = useId();
  const [reading, setReading] = useState(false);
  return (
    <div className="checkbox-row">
      <input
        id={termsId}
        type="checkbox"
        checked={c.acceptTerms}
        onChange={(event) => send({ type: 'TERMS', accepted: event.target.checked })}
      />
      <label htmlFor={termsId}>
        I accept the{' '}
        <button type="button" className="btn-link" onClick={() => setReading(true)}>
          terms and conditions
        </button>{' '}
        and authorise copy trading on this account.
      </label>
      <TermsDialog
        open={reading}
        onClose={() => setReading(false)}
        onAccept={() => {
          send({ type: 'TERMS', accepted: true });
          setReading(false);
        }}
      />
    </div>
  );
}

export function ConnectForm({ context: c, send, searching, connecting }: ConnectFormProps) {
  return (
    <section className="card" aria-labelledby="step2-title">
      <h2 id="step2-title">2. Connect the account</h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <CredentialsFields context={c} send={send} />
        <ServerPicker context={c} send={send} searching={searching} />
        <TermsCheckbox context={c} send={send} />

        {c.error ? <ErrorMessage>{c.error}</ErrorMessage> : null}
        {connecting ? <Loading label="Connecting account..." /> : null}

        <button
          type="submit"
          className="btn btn-primary"
          disabled={c.server.trim() === '' || !c.acceptTerms || connecting || searching}
        >
          Connect Account
        </button>
      </form>
    </section>
  );
}
