// The connect form's server choice: search the broker's servers, pick one, or add a name by hand.
import { useId } from 'react';
import { SecondaryButton } from '@/components/form-field';
import { AddManualServerButton, ServerOptions } from '@/flows/broker-account';
import { fieldChange, type ConnectPartProps } from './connect-part';
import styles from './add-account.module.css';

export function ServerPicker({ context: c, send, searching }: ConnectPartProps & { searching: boolean }) {
  const ids = { search: useId(), server: useId(), manual: useId() };
  return (
    <>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor={ids.search}>Search servers</label>
          <input
            id={ids.search}
            className="input"
            value={c.searchTerm}
            placeholder="XMGlobal"
            onChange={(event) => send({ type: 'SEARCH.TYPE', term: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                send({ type: 'SEARCH' });
              }
            }}
          />
        </div>
        <SecondaryButton disabled={searching} onClick={() => send({ type: 'SEARCH' })}>
          Search
        </SecondaryButton>
      </div>
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
          value={c.server}
          disabled={searching}
          onChange={(event) => send({ type: 'SELECT_SERVER', server: event.target.value })}
        >
          <ServerOptions servers={c.servers} searching={searching} />
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
            onChange={fieldChange(send, 'manualServer')}
          />
          <p className="hint">Server names are case-sensitive.</p>
        </div>
        <AddManualServerButton context={c} send={send} />
      </div>
    </>
  );
}
