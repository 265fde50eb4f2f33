import { useId } from 'react';
import { useMachine } from '@xstate/react';
import { env } from '@/config/app-env';
import { PasswordInput } from '@/components/password-input';
import { dialogForLine, type AdminUser } from '../admin-users';
import type { addAccountMachine } from './add-account.machine';
import { AdminFormDialog } from '@/flows/admin-dialog';
import styles from '../admin.module.css';

export function AddAccountDialog({
  machine,
  user,
  onAdded,
  onClose,
}: {
  /** The dialog's machine with its calls provided (admin-machines.ts, or a test's doubles). */
  machine: typeof addAccountMachine;
  user: AdminUser;
  onAdded: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const [snapshot, send] = useMachine(
    machine.provide({ actions: { accountAdded: (_, params) => onAdded(params.user) } }),
    { input: { user, brandName: env.brand.name } },
  );
  const id = useId();
  const c = snapshot.context;
  const verified = snapshot.matches('verified');
  const searching = snapshot.matches({ verified: 'searching' });
  const submitting = snapshot.matches({ verified: 'submitting' });
  const done = snapshot.matches('succeeded');

  return (
    <AdminFormDialog
      size="lg"
      title="Add Trading Account"
      forLine={dialogForLine(user)}
      error={c.error}
      success={c.success}
      submitLabel={submitting ? 'Adding...' : 'Add Account'}
      submitDisabled={submitting || done}
      onCancel={() => send({ type: 'CLOSE' })}
      done={snapshot.status === 'done'}
      onClosed={onClose}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
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
                value={c.serverSearch}
                placeholder="XMGlobal"
                onChange={(event) => send({ type: 'SEARCH', term: event.target.value })}
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
              <option value="">{searching ? 'Loading servers...' : 'Select a server...'}</option>
              {c.servers.map((server) => (
                <option key={server.name} value={server.name}>
                  {server.name}
                  {server.description ? ` (${server.description})` : ''}
                </option>
              ))}
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
                onChange={(event) => send({ type: 'SET_MANUAL', text: event.target.value })}
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={c.manualServer.trim() === ''}
                onClick={() => send({ type: 'ADD_MANUAL' })}
              >
                Add
              </button>
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
    </AdminFormDialog>
  );
}
