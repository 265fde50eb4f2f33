// Technical Admin Dashboard (docs/product.md §2 /admin/technical): deployment statistics, bulk deploy/undeploy
// (each confirmed), Refresh Stats, the technical note, the per-environment figures and the accounts per
// copy-health state; deployment runs followed live; the erasures not done (erasures-panel.tsx).
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { OutputOf } from '@copydesk/functions/contract';
import { Loading } from '@/components/status';
import { liveHealthSummaryMachine } from '@/lib/health-summary';
import type { healthSummaryMachine } from '@/lib/health-summary.machine';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cancelRun, fetchDeploymentStats, retryRun, startRun } from './api';
import { BulkActions, BulkConfirmDialog, TechnicalNote } from './bulk-actions';
import { deploymentMachine, type BulkOperation, type BulkResult } from './deployment.machine';
import { EnvironmentTable, StatCards, StatsHeader } from './deployment-stats';
import { ErasuresPanel } from './erasures-panel';
import { HealthStats } from './health-stats';
import { LastRuns, RunProgress } from './run-progress';
import { useRuns } from './use-runs';
import styles from './technical-admin.module.css';

const machine = deploymentMachine.provide({
  actors: {
    loadStats: fromPromise<OutputOf<'getDeploymentStats'>>(() => fetchDeploymentStats()),
    runBulk: fromPromise<BulkResult, { operation: BulkOperation }>(({ input }) => startRun(input.operation)),
  },
});

export default function TechnicalAdminPage() {
  useDocumentTitle('Technical Admin Dashboard');
  return <DeploymentScreen machine={machine} healthMachine={liveHealthSummaryMachine} />;
}

export interface DeploymentScreenProps {
  machine: typeof deploymentMachine;
  /** The copy-health counts per state (README "Copy health"). */
  healthMachine: typeof healthSummaryMachine;
}

/** The dashboard on its machines: the page passes the live ones, component tests doubles. */
export function DeploymentScreen({ machine: deployment, healthMachine }: DeploymentScreenProps) {
  const [snapshot, send] = useMachine(deployment);
  const { stats, error, notice, operation } = snapshot.context;
  const busy = snapshot.matches('running') || snapshot.matches('loading');
  const all = stats?.stats.all;

  return (
    <div className={`container ${styles.page}`}>
      <StatsHeader stats={stats} />

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
        <StatCards counts={all} />
      ) : snapshot.matches('loading') ? (
        <Loading label="Loading deployment statistics..." />
      ) : null}

      <BulkActions
        busy={busy}
        hasStats={stats !== null}
        refreshing={snapshot.matches('loading')}
        onDeploy={() => send({ type: 'DEPLOY' })}
        onUndeploy={() => send({ type: 'UNDEPLOY' })}
        onRefresh={() => send({ type: 'REFRESH' })}
      />
      {snapshot.matches('running') ? (
        <Loading label={operation === 'deploy' ? 'Deploying accounts...' : 'Undeploying accounts...'} />
      ) : null}

      <RunsPanel />
      {stats ? <EnvironmentTable stats={stats} /> : null}
      <HealthStats machine={healthMachine} />
      <ErasuresPanel />
      <TechnicalNote />
      <BulkConfirmDialog
        open={snapshot.matches('confirming')}
        operation={operation}
        onCancel={() => send({ type: 'CANCEL' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
      />
    </div>
  );
}

/** The current run, live from Firestore, with Cancel and Retry failed; then the last runs. */
function RunsPanel() {
  const { runs, failures, error } = useRuns();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const current = runs[0];
  const act = (action: (runId: string) => Promise<unknown>) => {
    if (!current) return;
    setBusy(true);
    setActionError(null);
    action(current.id)
      .catch((e: unknown) => setActionError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };
  return (
    <>
      {error || actionError ? (
        <p className="alert alert-error" role="alert">
          {actionError ?? error}
        </p>
      ) : null}
      {current ? (
        <RunProgress
          run={current}
          failures={failures}
          busy={busy}
          onCancel={() => act(cancelRun)}
          onRetry={() => act(retryRun)}
        />
      ) : null}
      <LastRuns runs={runs} />
    </>
  );
}
