// The technical admin's copy-health figures (README "Copy health"): how many accounts are in each health
// state (labels from the catalogue), the not-yet-checked ones, the open incidents and the monitor's last
// cycle (monitor-line.tsx). The machine comes
// in as a prop: the page passes the live one, component tests a double.
import { useMachine } from '@xstate/react';
import { HEALTH_CATALOGUE, HEALTH_STATES } from '@copydesk/functions/product-rules';
import { Loading } from '@/components/status';
import type { healthSummaryMachine } from '@/lib/health-summary.machine';
import { MonitorLine } from './monitor-line';
import styles from './technical-admin.module.css';

export function HealthStats({ machine }: { machine: typeof healthSummaryMachine }) {
  const [snapshot, send] = useMachine(machine);
  const { summary, error } = snapshot.context;

  let body;
  if (snapshot.matches('loading')) body = <Loading label="Loading account health..." />;
  else if (!summary) {
    body = (
      <div className="alert alert-error" role="alert">
        <p>{error}</p>
        <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'REFRESH' })}>
          Retry
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <MonitorLine summary={summary} />
        <p className={styles.muted}>
          Open incidents: <strong data-testid="health-open-incidents">{summary.openIncidents}</strong> ·
          Accounts: {summary.total}
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Health</th>
              <th scope="col">Accounts</th>
            </tr>
          </thead>
          <tbody>
            {HEALTH_STATES.map((state) => (
              <tr key={state} data-health={state}>
                <th scope="row">{HEALTH_CATALOGUE[state].label}</th>
                <td>{summary.counts[state] ?? 0}</td>
              </tr>
            ))}
            <tr data-health="unchecked">
              <th scope="row">Not checked yet</th>
              <td>{summary.counts.unchecked ?? 0}</td>
            </tr>
          </tbody>
        </table>
      </>
    );
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="health-heading">
      <h2 id="health-heading" className={styles.sectionTitle}>
        Copy health
      </h2>
      {body}
    </section>
  );
}
