// The account's Health section (README "Copy health"): badge, reason and suggested action, the open
// incident, Refresh (a check on demand) and the last 30 days of incidents. The machine comes in as a
// prop: the screen passes the live one (./health-api), component tests a double.
import { useMachine } from '@xstate/react';
import type { AccountHealth } from '@copydesk/functions/contract';
import { Dialog } from '@/components/dialog';
import { HealthBadge, healthAction, healthReason } from '@/components/health-badge';
import { ErrorWithRetry, Loading, SuccessMessage } from '@/components/status';
import { formatDateTime } from '@/lib/format';
import type { HealthEvent, healthMachine } from './health.machine';
import { IncidentHistory, OpenIncident } from './incident-list';
import styles from './account-details.module.css';

export interface HealthSectionProps {
  accountId: string;
  machine: typeof healthMachine;
}

function CurrentHealth({ health }: { health: AccountHealth | null }) {
  if (!health) return <p className={styles.muted}>This account has not been checked yet.</p>;
  return (
    <div className={styles.currentHealth}>
      <p>
        <HealthBadge state={health.state} />{' '}
        <span data-testid="health-reason">{healthReason(health.state, health.details)}</span>
      </p>
      <p>
        <strong>What to do:</strong> {healthAction(health.state, health.details)}
      </p>
      <p className={styles.muted}>
        {/* A reading is stored when it changes, not every minute (docs/architecture.md §12): the time
            is the last recorded reading, and Refresh records one now. */}
        Since {formatDateTime(health.since)} · Last recorded {formatDateTime(health.lastChecked)} · checked
        every minute
      </p>
    </div>
  );
}

function ResumeDialog({
  open,
  busy,
  send,
}: {
  open: boolean;
  busy: boolean;
  send: (e: HealthEvent) => void;
}) {
  return (
    <Dialog
      open={open}
      title="Resume copying?"
      onClose={() => send({ type: 'RESUME.CANCEL' })}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'RESUME.CANCEL' })}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => send({ type: 'RESUME.CONFIRM' })}>
            Resume copying
          </button>
        </>
      }
    >
      <p>
        The limit that stopped copying starts counting again from now, and new trades of the strategy are
        copied again. Your guardrails stay as they are.
      </p>
      {busy ? <Loading label="Resuming..." /> : null}
    </Dialog>
  );
}

export function HealthSection({ accountId, machine }: HealthSectionProps) {
  const [snapshot, send] = useMachine(machine, { input: { accountId } });
  const { view, error, notice } = snapshot.context;
  const checking = snapshot.matches('checking');

  let body;
  if (snapshot.matches('loading')) body = <Loading label="Loading account health..." />;
  else if (snapshot.matches('failed') || !view) {
    body = <ErrorWithRetry message={error} onRetry={() => send({ type: 'RETRY' })} />;
  } else {
    body = (
      <>
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}
        <CurrentHealth health={view.health} />
        {view.health?.state === 'stopped-out' ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!snapshot.matches('ready')}
            onClick={() => send({ type: 'RESUME' })}
          >
            Resume copying
          </button>
        ) : null}
        {view.openIncident ? <OpenIncident incident={view.openIncident} /> : null}
        <IncidentHistory incidents={view.incidents} />
      </>
    );
  }

  return (
    <section aria-labelledby="health-title" className={`card ${styles.health}`} aria-busy={checking}>
      <div className={styles.healthHeader}>
        <h2 id="health-title">Health</h2>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!snapshot.matches('ready')}
          onClick={() => send({ type: 'REFRESH' })}
        >
          {checking ? 'Checking...' : 'Refresh health'}
        </button>
      </div>
      {body}
      <ResumeDialog
        open={snapshot.matches('confirmingResume') || snapshot.matches('resuming')}
        busy={snapshot.matches('resuming')}
        send={send}
      />
    </section>
  );
}
