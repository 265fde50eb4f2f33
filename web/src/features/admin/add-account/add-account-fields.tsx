// The Add Trading Account dialog's fields, driven by the broker-account flow the dialog's machine runs as
// its child: name, number with its affiliation check, then (once verified) the server search, list and
// manual entry, and the password.
import { useId } from 'react';
import { PasswordInput } from '@/components/password-input';
import {
  AddManualServerButton,
  ServerOptions,
  type BrokerAccountContext,
  type BrokerAccountEvent,
} from '@/flows/broker-account';
import styles from '../admin.module.css';

export function AddAccountFields({
  context: c,
  send,
  verified,
  searching,
}: {
  context: BrokerAccountContext;
  send: (event: BrokerAccountEvent) => void;
  verified: boolean;
  searching: boolean;
}) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>Account Name</label>
        <input
          id={`${id}-name`}
          className="input"
          value={c.accountName}
          maxLength={100}
          onChange={(event) => send({ type: 'CHANGE', patch: { accountName: event.target.value } })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-number`}>Account Number</label>
        <div className={styles.inline}>
          <input
            id={`${id}-number`}
            className="input"
            inputMode="numeric"
            value={c.accountNumber}
            readOnly={verified || c.verification === 'checking'}
            onChange={(event) => send({ type: 'CHANGE', patch: { accountNumber: event.target.value } })}
          />
          <button
            type="button"
            className="btn btn-secondary"
            disabled={verified || c.verification === 'checking'}
            onClick={() => send({ type: 'CHECK' })}
          >
            {c.verification === 'checking' ? 'Checking...' : 'Check'}
          </button>
        </div>
        {c.affiliationMessage ? (
          <p
            role="status"
            className={`${styles.affiliation} ${c.verification === 'verified' ? styles.ok : c.verification === 'failed' ? styles.bad : ''}`}
          >
            {c.affiliationMessage}
          </p>
        ) : null}
      </div>
      {verified ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-search`}>Search servers</label>
            <div className={styles.inline}>
              <input
                id={`${id}-search`}
                className="input"
                value={c.searchTerm}
                placeholder="XMGlobal"
                onChange={(event) => send({ type: 'SEARCH.TYPE', term: event.target.value })}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-server`}>Server</label>
            <select
              id={`${id}-server`}
              className="select"
              value={c.server}
              disabled={searching}
              onChange={(event) => send({ type: 'SELECT_SERVER', server: event.target.value })}
            >
              <ServerOptions servers={c.servers} searching={searching} />
            </select>
            {c.serverMessage ? <p className="hint">{c.serverMessage}</p> : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-manual`}>Or enter the server name manually (case-sensitive)</label>
            <div className={styles.inline}>
              <input
                id={`${id}-manual`}
                className="input"
                value={c.manualServer}
                onChange={(event) => send({ type: 'CHANGE', patch: { manualServer: event.target.value } })}
              />
              <AddManualServerButton context={c} send={send} />
            </div>
          </div>
        </>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          value={c.password}
          onChange={(event) => send({ type: 'CHANGE', patch: { password: event.target.value } })}
        />
      </div>
    </>
  );
}
