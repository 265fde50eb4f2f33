// The current deployment run, live: a progress bar, its counters, Cancel while it works, its failures
// with their reasons and Retry failed once it is over; then the last runs.
import { FINISHED_RUN_STATES, type DeploymentRun, type RunItem } from '@copydesk/functions/contract';
import { DataTable } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import styles from './technical-admin.module.css';

const ACTION_LABEL = { deploy: 'Deploy', undeploy: 'Undeploy' } as const;
const TABLE_CLASSES = { scroll: styles.tableScroll, table: `${styles.table} ${styles.runTable}` };

export interface RunProgressProps {
  run: DeploymentRun;
  failures: RunItem[];
  busy: boolean;
  onCancel: () => void;
  onRetry: () => void;
}

export function RunProgress({ run, failures, busy, onCancel, onRetry }: RunProgressProps) {
  const settled = run.done + run.failed;
  const percent = run.planned === 0 ? 100 : Math.floor((settled / run.planned) * 100);
  const finished = FINISHED_RUN_STATES.includes(run.state);
  return (
    <section className={`card ${styles.section}`} aria-label="Current deployment run">
      <h2 className={styles.sectionTitle}>
        {ACTION_LABEL[run.action]} run: {run.state}
      </h2>
      <div
        role="progressbar"
        aria-label="Run progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.bar}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.runCounts}>
        {percent}% · {settled} of {run.planned} · {run.done} done · {run.failed} failed · {run.skipped}{' '}
        skipped
      </p>
      <div className={styles.actions}>
        {!finished ? (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onCancel}>
            Cancel Run
          </button>
        ) : null}
        {finished && run.failed > 0 ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onRetry}>
            Retry Failed
          </button>
        ) : null}
      </div>
      <DataTable
        columns={['Account', 'Environment', 'Reason']}
        rows={failures}
        renderRow={(item) => (
          <tr key={item.accountId}>
            <td>{item.login || item.accountId}</td>
            <td>{item.environment}</td>
            <td>{item.reason}</td>
          </tr>
        )}
        classes={TABLE_CLASSES}
        label="Failed accounts"
      />
    </section>
  );
}

export function LastRuns({ runs }: { runs: DeploymentRun[] }) {
  // Six columns and an e-mail do not fit a phone: the table scrolls inside its own box, not the page.
  return (
    <DataTable
      columns={['Started', 'Action', 'State', 'Done', 'Failed', 'By']}
      rows={runs}
      renderRow={(run) => (
        <tr key={run.id}>
          <td>{run.createdAt ? formatDateTime(run.createdAt) : ''}</td>
          <td>{ACTION_LABEL[run.action]}</td>
          <td>{run.state}</td>
          <td>
            {run.done} / {run.planned}
          </td>
          <td>{run.failed}</td>
          <td>{run.actorEmail ?? run.actorUid}</td>
        </tr>
      )}
      classes={TABLE_CLASSES}
      label="Last runs"
    />
  );
}
