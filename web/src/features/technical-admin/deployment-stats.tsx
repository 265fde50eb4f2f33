// The deployment figures: the header with their time, one card per count across all accounts, and the
// per-environment table.
import { PageHeader } from '@/components/layout/page-header';
import { StatGrid } from '@/components/layout/stat-grid';
import { Link } from 'react-router-dom';
import { ENVIRONMENTS, type DeploymentCounts, type OutputOf } from '@copydesk/functions/contract';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import styles from './technical-admin.module.css';

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

export function StatCards({ counts }: { counts: DeploymentCounts }) {
  return (
    <StatGrid label="Deployment statistics">
      {CARDS.map((card) => (
        <div key={card.key} className={`card ${styles.stat} ${styles[card.tone] ?? ''}`} data-stat={card.key}>
          <h2 className={styles.statLabel}>{card.label}</h2>
          <p className={styles.statValue}>{counts[card.key]}</p>
        </div>
      ))}
    </StatGrid>
  );
}

export function EnvironmentTable({ stats }: { stats: OutputOf<'getDeploymentStats'> }) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby="env-heading">
      <h2 id="env-heading" className={styles.sectionTitle}>
        By environment
      </h2>
      <table className={styles.table}>
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
  );
}

/** The title, when the figures were taken and from which environment, and the way back. */
export function StatsHeader({ stats }: { stats: OutputOf<'getDeploymentStats'> | null }) {
  return (
    <PageHeader
      title="Technical Admin Dashboard"
      actions={
        <Link to={paths.admin} className="btn btn-secondary">
          Back to Admin Panel
        </Link>
      }
    >
      Last updated: <span data-testid="stats-updated">{stats ? formatDateTime(stats.timestamp) : '—'}</span>
      {stats ? ` · Environment: ${stats.currentEnvironment}` : ''}
    </PageHeader>
  );
}
