// The dashboard's e-mail preferences (README "Copy health"): which incident kinds also reach the client
// by e-mail. The bell in the navigation always shows them. The machine comes in as a prop (page: live,
// tests: a double). Labels are the catalogue's state labels.
import { useId } from 'react';
import { useMachine } from '@xstate/react';
import { HEALTH_CATALOGUE, INCIDENT_KINDS } from '@copydesk/functions/product-rules';
import { ErrorWithRetry, Loading } from '@/components/status';
import type { emailPreferencesMachine } from './email-preferences.machine';
import styles from './dashboard.module.css';

export interface EmailPreferencesProps {
  uid: string;
  machine: typeof emailPreferencesMachine;
}

export function EmailPreferences({ uid, machine }: EmailPreferencesProps) {
  const [snapshot, send] = useMachine(machine, { input: { uid } });
  const titleId = useId();
  const { switches, error, notice } = snapshot.context;
  const saving = snapshot.matches('saving');

  let body;
  if (snapshot.matches('loading')) {
    body = <Loading label="Loading e-mail preferences..." />;
  } else if (snapshot.matches('failed')) {
    body = <ErrorWithRetry message={error} onRetry={() => send({ type: 'RETRY' })} />;
  } else {
    body = (
      <fieldset className={styles.preferences} aria-describedby={`${titleId}-help`}>
        <legend className="visually-hidden">E-mail me when my account is</legend>
        {INCIDENT_KINDS.map((kind) => (
          <label key={kind} className={styles.preference}>
            <input
              type="checkbox"
              checked={switches[kind]}
              disabled={saving}
              onChange={(event) => send({ type: 'TOGGLE', kind, enabled: event.target.checked })}
            />
            <span>{HEALTH_CATALOGUE[kind].label}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <section aria-labelledby={titleId} className={`card ${styles.preferencesCard}`}>
      <h2 id={titleId}>E-mail notifications</h2>
      <p id={`${titleId}-help`} className={styles.muted}>
        Problems with your trading account always appear under the bell at the top of the page. Choose which
        ones we also e-mail to you.
      </p>
      {body}
      <div aria-live="polite">
        {snapshot.matches('ready') && error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        {notice ? <p className={styles.muted}>{notice}</p> : null}
      </div>
    </section>
  );
}
