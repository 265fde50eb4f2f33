// Starting deployment runs: plan (which accounts, pure rules in domain/), write the run and its items,
// audit the start, enqueue one task per account, and return at once. Retrying a run starts a new run
// over the failed items of a finished one; cancelling makes its pending tasks no-ops.
import type { DeploymentRun, Environment, RunAction } from '../contract/index.js';
import { DEFAULT_RUN_SCOPE } from './deployment-runs.rules.js';
import { needsDeploy, needsUndeploy } from './deployment.rules.js';
import { inConflict, unprocessableRequest } from '../platform/rule-violation.js';
import { cancelRunDoc } from './run-items.repo.js';
import { createRun, itemsInState, markRunning, readRun, type NewItem } from './runs.repo.js';
import type { AuditCaller } from '../platform/audit/audit.service.js';
import { classifiedAccounts, type ClassifiedAccount } from '../accounts/classified-accounts.service.js';
import { recordRunFinished, recordRunStarted } from './run-audit.service.js';
import { enqueueRunTasks } from './run-task-queue.service.js';

export interface RunActor {
  uid: string;
  email: string | null;
  /** Automation only: the ops principal acting for `uid`. */
  serviceAccount?: string | undefined;
}

const needsAction = (action: RunAction, { account }: ClassifiedAccount) =>
  action === 'deploy' ? needsDeploy(account) : needsUndeploy(account);

function toItem({ account, environment, owner }: ClassifiedAccount): NewItem {
  return {
    accountId: account.id,
    login: account.login,
    name: account.name,
    environment,
    accountState: account.state,
    owner: owner ? { uid: owner.uid, accountNumber: owner.accountNumber } : null,
  };
}

async function launch(
  action: RunAction,
  scope: Environment[],
  actor: RunActor,
  targets: ClassifiedAccount[],
  skipped: number,
  retryOf: string | null,
): Promise<DeploymentRun> {
  const newItems = targets.map(toItem);
  const runId = await createRun(
    {
      action,
      scope,
      actorUid: actor.uid,
      actorEmail: actor.email,
      serviceAccount: actor.serviceAccount ?? null,
      skipped,
      retryOf,
    },
    newItems,
  );
  await recordRunStarted((await readRun(runId))!);
  if (newItems.length === 0) {
    await recordRunFinished(runId);
  } else {
    try {
      await enqueueRunTasks(newItems.map((item) => ({ runId, accountId: item.accountId, attempt: 0 })));
    } catch (error) {
      // Tasks that did get enqueued become no-ops; the admin can simply start again.
      await cancelRunDoc(runId);
      await recordRunFinished(runId, actor);
      throw error;
    }
    await markRunning(runId);
  }
  return (await readRun(runId))!;
}

/** Plans and starts a run over the accounts of `scope` (production by default) that need `action`. */
export async function startRun(
  action: RunAction,
  scope: readonly Environment[] | undefined,
  actor: RunActor,
): Promise<DeploymentRun> {
  const environments = [...new Set(scope ?? DEFAULT_RUN_SCOPE)];
  const inScope = (await classifiedAccounts()).filter((a) => environments.includes(a.environment));
  const targets = inScope.filter((a) => needsAction(action, a));
  return launch(action, environments, actor, targets, inScope.length - targets.length, null);
}

/** A new run over the failed items of finished run `runId`; null when there is no such run. */
export async function retryRun(runId: string, actor: RunActor): Promise<DeploymentRun | null> {
  const source = await readRun(runId);
  if (!source) return null;
  if (source.state === 'planned' || source.state === 'running')
    throw inConflict('This run is still in progress. Retry its failed accounts once it has finished.');
  const failed = new Set((await itemsInState(runId, 'failed')).map((item) => item.accountId));
  if (failed.size === 0) throw unprocessableRequest('This run has no failed accounts to retry.');
  const accounts = (await classifiedAccounts()).filter((a) => failed.has(a.account.id));
  const targets = accounts.filter((a) => needsAction(source.action, a));
  const skipped = failed.size - targets.length;
  return launch(source.action, source.scope, actor, targets, skipped, runId);
}

/** Cancels an unfinished run; null when there is no such run. */
export async function cancelRun(runId: string, actor: AuditCaller): Promise<DeploymentRun | null> {
  const run = await readRun(runId);
  if (!run) return null;
  if (!(await cancelRunDoc(runId)))
    throw inConflict(`This run has already ${run.state === 'cancelled' ? 'been cancelled' : 'finished'}.`);
  await recordRunFinished(runId, actor);
  return readRun(runId);
}
