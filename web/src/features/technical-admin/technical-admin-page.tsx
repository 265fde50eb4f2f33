// Technical Admin Dashboard (SPEC §2 /admin/technical): deployment statistics, bulk deploy/undeploy
// (each confirmed), Refresh Stats, the technical note, and the per-environment figures.
import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  ENVIRONMENTS,
  type DeploymentCounts,
  type GetDeploymentStatsOutput,
} from '@copydesk/functions/contract';
import { paths } from '@/config/paths';
import { Dialog } from '@/components/dialog';
import { Loading } from '@/components/status';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deployAll, fetchDeploymentStats, undeployAll } from './api';
import { deploymentMachine, type BulkOperation, type BulkResult } from './deployment.machine';
import styles from './technical-admin.module.css';

const machine = deploymentMachine.provide({
  actors: {
    loadStats: fromPromise<GetDeploymentStatsOutput>(() => fetchDeploymentStats()),
    runBulk: fromPromise<BulkResult, { operation: BulkOperation }>(({ input }) =>
      input.operation === 'deploy' ? deployAll() : undeployAll(),
    ),
  },
});

const CARDS: Array<{ key: keyof DeploymentCounts; label: string; tone: string }> = [
  { key: 'totalAccounts', label: 'Total Accounts', tone: 'neutral' },
  { key: 'deployedAccounts', label: 'Deployed Accounts', tone: 'good' },
  { key: 'undeployedAccounts', label: 'Undeployed Accounts', tone: 'bad' },
  { key: 'inProgressAccounts', label: 'In Progress', tone: 'warn' },
];

const ENV_LABELS: Record<(typeof ENVIRONMENTS)[number], string> = {
  production: 'Production',
  staging: 'Staging',
  unclassified: 'Unclassified',
};

const CONFIRM = {
  deploy: {
    title: 'Deploy Disconnected Accounts',
    question:
      'Deploy every undeployed trading account? Each one is connected to the trading bridge again; this can take a few minutes.',
  },
  undeploy: {
    title: 'Undeploy Connected Accounts',
    question:
      'Undeploy every deployed trading account? Copy trading stops for those accounts until they are deployed again. Strategy-provider accounts are left running.',
  },
} as const;

export default function TechnicalAdminPage() {
  useDocumentTitle('Technical Admin Dashboard');
  const [snapshot, send] = useMachine(machine);
  const { stats, error, notice, operation } = snapshot.context;
  const busy = snapshot.matches('running') || snapshot.matches('loading');
  const all = stats?.stats.all;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1>Technical Admin Dashboard</h1>
          <p className={styles.muted}>
            Last updated:{' '}
            <span data-testid="stats-updated">{stats ? formatDateTime(stats.timestamp) : '—'}</span>
            {stats ? ` · Environment: ${stats.currentEnvironment}` : ''}
          </p>
        </div>
        <Link to={paths.admin} className="btn btn-secondary">
          Back to Admin Panel
        </Link>
      </header>

      <div aria-live="polite">
        {notice ? (
          <p
            className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      {snapshot.matches('failed') ? (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}

      {all ? (
        <section aria-label="Deployment statistics" className={styles.cards}>
          {CARDS.map((card) => (
            <div
              key={card.key}
              className={`card ${styles.stat} ${styles[card.tone] ?? ''}`}
              data-stat={card.key}
            >
              <h2 className={styles.statLabel}>{card.label}</h2>
              <p className={styles.statValue}>{all[card.key]}</p>
            </div>
          ))}
        </section>
      ) : snapshot.matches('loading') ? (
        <Loading label="Loading deployment statistics..." />
      ) : null}

      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !stats}
          onClick={() => send({ type: 'DEPLOY' })}
        >
          Deploy Disconnected Accounts
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy || !stats}
          onClick={() => send({ type: 'UNDEPLOY' })}
        >
          Undeploy Connected Accounts
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => send({ type: 'REFRESH' })}
        >
          {snapshot.matches('loading') ? 'Refreshing...' : 'Refresh Stats'}
        </button>
      </div>
      {snapshot.matches('running') ? (
        <Loading label={operation === 'deploy' ? 'Deploying accounts...' : 'Undeploying accounts...'} />
      ) : null}

      {stats ? (
        <section className={`card ${styles.envs}`} aria-labelledby="env-heading">
          <h2 id="env-heading" className={styles.sectionTitle}>
            By environment
          </h2>
          <table className={styles.envTable}>
            <thead>
              <tr>
                <th scope="col">Environment</th>
                {CARDS.map((card) => (
                  <th key={card.key} scope="col">
                    {card.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ENVIRONMENTS.map((env) => (
                <tr key={env} data-env={env}>
                  <th scope="row">{ENV_LABELS[env]}</th>
                  {CARDS.map((card) => (
                    <td key={card.key}>{stats.stats[env][card.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section className={`card ${styles.note}`} aria-labelledby="note-heading">
        <h2 id="note-heading" className={styles.sectionTitle}>
          Technical note
        </h2>
        <p>
          Deploying connects each undeployed trading account to the trading bridge so its strategies copy
          again; undeploying disconnects deployed accounts and stops their copying (strategy-provider accounts
          are never touched). Both act on every account at once, by server, and mark the accounts connected or
          disconnected. Changes take effect within a few minutes: accounts in progress are still being
          deployed or undeployed, so use Refresh Stats to follow them. Production accounts belong to this
          platform&apos;s users; staging accounts are named &quot;staging&quot; or &quot;stg&quot;; anything
          else on the bridge is unclassified.
        </p>
      </section>

      <Dialog
        open={snapshot.matches('confirming')}
        title={operation ? CONFIRM[operation].title : ''}
        onClose={() => send({ type: 'CANCEL' })}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
              Go Back
            </button>
            <button type="button" className="btn btn-primary" onClick={() => send({ type: 'CONFIRM' })}>
              Confirm
            </button>
          </>
        }
      >
        <p>{operation ? CONFIRM[operation].question : ''}</p>
      </Dialog>
    </div>
  );
}
