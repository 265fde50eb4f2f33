// Add trading account (SPEC §2): affiliation check, server search and connect, driven by connectMachine.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { env } from '@/config/app-env';
import { accountDetails, mailto, paths } from '@/config/paths';
import { PasswordInput } from '@/components/password-input';
import { ErrorMessage, Loading, SuccessMessage } from '@/components/status';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { liveConnectMachine } from './api';
import { CONNECT_MESSAGES, type ConnectField } from './connect.machine';
import styles from './add-account.module.css';

function AffiliateInstructions() {
  const { partnerCode } = env.brand;
  return (
    <section className="card" aria-labelledby="affiliated-title">
      <h2 id="affiliated-title">How do I create an affiliated account?</h2>
      <ol>
        <li>
          Open a new MetaTrader 5 account through our affiliate link using the partner code{' '}
          <strong className="partner-code">{partnerCode}</strong>, or
        </li>
        <li>
          add a new account inside your existing broker profile using the partner code{' '}
          <strong className="partner-code">{partnerCode}</strong>.
        </li>
      </ol>
      <p>Then check the new account number here.</p>
    </section>
  );
}

function HelpSection() {
  const { supportEmail } = env.brand;
  return (
    <section className="card" aria-labelledby="help-title">
      <h2 id="help-title">Where do I find my account number and server?</h2>
      <p>
        Both are in the e-mail your broker sent when the account was opened, and in MetaTrader 5 under File,
        Login to Trade Account.
      </p>
      <p>
        <strong>Server names are case-sensitive:</strong> enter them exactly as shown (for example
        XMGlobal-MT5 2).
      </p>
      <p>
        Still stuck? Contact <a href={mailto(supportEmail)}>{supportEmail}</a>.
      </p>
    </section>
  );
}

export default function AddTradingAccountPage() {
  useDocumentTitle('Add Trading Account');
  const { user } = useAuth();
  if (!user) return null; // the route guard guarantees a user
  return <ConnectScreen uid={user.uid} />;
}

function ConnectScreen({ uid }: { uid: string }) {
  const [snapshot, send] = useMachine(liveConnectMachine, { input: { uid, brandName: env.brand.name } });
  const ids = {
    number: useId(),
    name: useId(),
    password: useId(),
    server: useId(),
    search: useId(),
    manual: useId(),
    terms: useId(),
  };
  const c = snapshot.context;
  const change = (field: ConnectField) => (event: { target: { value: string } }) =>
    send({ type: 'FIELD.CHANGE', field, value: event.target.value });

  const verified = snapshot.matches('verified');
  const checking = snapshot.matches('checking');
  const searching = snapshot.matches({ verified: 'searching' });
  const connecting = snapshot.matches({ verified: 'connecting' });
  const connected = snapshot.matches('connected');
  const locked = verified || checking || connected;

  if (snapshot.matches('gate')) return <Loading />;
  if (snapshot.matches('blocked')) {
    return (
      <div className={`container ${styles.page}`}>
        <Link to={paths.dashboard} className="btn btn-secondary">
          Back to Dashboard
        </Link>
        <h1>Add Trading Account</h1>
        <ErrorMessage>{c.error}</ErrorMessage>
      </div>
    );
  }

  if (connected) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Add Trading Account</h1>
        <div className="card">
          <SuccessMessage>{CONNECT_MESSAGES.connected}</SuccessMessage>
          <p>Next, choose the strategies this account should copy.</p>
          <Link to={accountDetails(c.accountNumber.trim(), { strategies: true })} className="btn btn-primary">
            Manage Strategies
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <Link to={paths.dashboard} className="btn btn-secondary">
        Back to Dashboard
      </Link>
      <h1>Add Trading Account</h1>
      <p className={styles.muted}>
        Connect your affiliated MetaTrader 5 account. First check that the account is affiliated, then enter
        its password and server.
      </p>

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
            <label htmlFor={ids.number}>Account number</label>
            <input
              id={ids.number}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              value={c.accountNumber}
              readOnly={locked}
              aria-readonly={locked}
              onChange={change('accountNumber')}
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
        {checking ? <Loading label={CONNECT_MESSAGES.checking} /> : null}
        {c.affiliationMessage ? <SuccessMessage>{c.affiliationMessage}</SuccessMessage> : null}
        {!verified && c.error ? <ErrorMessage>{c.error}</ErrorMessage> : null}
      </section>

      {snapshot.matches('failed') ? <AffiliateInstructions /> : null}

      {verified ? (
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
            <div className="field">
              <label htmlFor={ids.name}>Display name</label>
              <input
                id={ids.name}
                className="input"
                required
                value={c.accountName}
                placeholder="e.g. My XM account"
                onChange={change('accountName')}
              />
            </div>
            <div className="field">
              <label htmlFor={ids.password}>Trading account password</label>
              <PasswordInput
                id={ids.password}
                required
                autoComplete="off"
                value={c.password}
                onChange={change('password')}
              />
            </div>

            <div className={styles.row}>
              <div className="field">
                <label htmlFor={ids.search}>Search servers</label>
                <input
                  id={ids.search}
                  className="input"
                  value={c.searchTerm}
                  placeholder="XMGlobal"
                  onChange={change('searchTerm')}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      send({ type: 'SEARCH' });
                    }
                  }}
                />
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={searching}
                onClick={() => send({ type: 'SEARCH' })}
              >
                Search
              </button>
            </div>
            {searching ? <Loading label="Loading servers..." /> : null}
            {c.serverMessage ? (
              <p className="alert alert-warning" role="status">
                {c.serverMessage}
              </p>
            ) : null}

            <div className="field">
              <label htmlFor={ids.server}>Server</label>
              <select
                id={ids.server}
                className="select"
                required
                value={c.selectedServer}
                disabled={searching}
                onChange={(event) => send({ type: 'SERVER.SELECT', name: event.target.value })}
              >
                <option value="">Select a server...</option>
                {c.servers.map((server) => (
                  <option key={server.name} value={server.name}>
                    {server.description && server.description !== server.name
                      ? `${server.name} (${server.description})`
                      : server.name}
                  </option>
                ))}
              </select>
            </div>

            <div className={styles.row}>
              <div className="field">
                <label htmlFor={ids.manual}>Or enter the server name manually</label>
                <input
                  id={ids.manual}
                  className="input"
                  value={c.manualServer}
                  placeholder="Exactly as shown by your broker"
                  onChange={change('manualServer')}
                />
                <p className="hint">Server names are case-sensitive.</p>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={c.manualServer.trim() === ''}
                onClick={() => send({ type: 'SERVER.ADD_MANUAL' })}
              >
                Add
              </button>
            </div>

            <div className="checkbox-row">
              <input
                id={ids.terms}
                type="checkbox"
                checked={c.acceptTerms}
                onChange={(event) => send({ type: 'TERMS.TOGGLE', checked: event.target.checked })}
              />
              <label htmlFor={ids.terms}>
                I accept the <Link to={paths.terms}>terms and conditions</Link> and authorise copy trading on
                this account.
              </label>
            </div>

            {c.error ? <ErrorMessage>{c.error}</ErrorMessage> : null}
            {connecting ? <Loading label="Connecting account..." /> : null}

            <button
              type="submit"
              className="btn btn-primary"
              disabled={c.selectedServer.trim() === '' || !c.acceptTerms || connecting || searching}
            >
              Connect Account
            </button>
          </form>
        </section>
      ) : null}

      <HelpSection />
    </div>
  );
}
