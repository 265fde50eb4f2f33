// Audit entries of deployment runs: one when a run starts ('deploy.run' / 'undeploy.run', so the log
// shows a run from its start), one when it finishes or is cancelled. Deterministic ids make each
// entry idempotent: a task that finishes the run twice still writes one entry.
import type { DeploymentRun } from '../../contract/index.js';
import { recordAudit } from '../../repos/audit-repo.js';
import { readRun } from '../../repos/runs-repo.js';

function outcome(run: DeploymentRun) {
  return {
    runId: run.id,
    runAction: run.action,
    state: run.state,
    planned: run.planned,
    done: run.done,
    failed: run.failed,
    skipped: run.skipped,
  };
}

export async function recordRunStarted(run: DeploymentRun): Promise<void> {
  await recordAudit(
    {
      actorUid: run.actorUid,
      action: run.action === 'deploy' ? 'deploy.run' : 'undeploy.run',
      details: { ...outcome(run), scope: run.scope, retryOf: run.retryOf },
    },
    { id: `${run.id}-started` },
  );
}

export async function recordRunFinished(runId: string, cancelledBy?: string): Promise<void> {
  const run = await readRun(runId);
  if (!run) return;
  await recordAudit(
    {
      actorUid: cancelledBy ?? run.actorUid,
      action: cancelledBy ? 'deploymentRun.cancelled' : 'deploymentRun.finished',
      details: outcome(run),
    },
    { id: `${run.id}-finished` },
  );
}
