// Audit entries of deployment runs: one when a run starts ('deploy.run' / 'undeploy.run', so the log
// shows a run from its start), one when it finishes or is cancelled. Deterministic ids make each
// entry idempotent: a task that finishes the run twice still writes one entry. A run automation
// started names the ops principal next to the person (auditActor: "service account X acting as Y").
import type { DeploymentRun } from '../contract/index.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { readRun } from './runs.repo.js';
import { auditActor, type AuditCaller } from '../platform/audit/audit.service.js';

const starterOf = (run: DeploymentRun): AuditCaller => ({
  uid: run.actorUid,
  serviceAccount: run.serviceAccount,
});

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
      ...auditActor(starterOf(run)),
      action: run.action === 'deploy' ? 'deploy.run' : 'undeploy.run',
      details: { ...outcome(run), scope: run.scope, retryOf: run.retryOf },
    },
    { id: `${run.id}-started` },
  );
}

/** Finished, or cancelled by `cancelledBy` (a person, or automation acting for one). */
export async function recordRunFinished(runId: string, cancelledBy?: AuditCaller): Promise<void> {
  const run = await readRun(runId);
  if (!run) return;
  await recordAudit(
    {
      ...auditActor(cancelledBy ?? starterOf(run)),
      action: cancelledBy ? 'deploymentRun.cancelled' : 'deploymentRun.finished',
      details: outcome(run),
    },
    { id: `${run.id}-finished` },
  );
}
