// The one implementation behind deployAllAccounts and undeployAllAccounts (docs/product.md §7): a dry
// run plans only (pure rules in runs/deployment.rules.ts); otherwise a deployment run is started
// (services/runs) and followed while the request may last, then answered in the spec's shape. Running
// it twice is safe: accounts already in the target state are not targeted again.
import { needsDeploy, needsUndeploy } from './deployment.rules.js';
import { DEFAULT_RUN_SCOPE } from './deployment-runs.rules.js';
import { connectionsUpdated } from './run-items.repo.js';
import { itemsInState } from './runs.repo.js';
import { classifiedAccounts, zeroEnvironments } from '../accounts/classified-accounts.service.js';
import { waitForRun } from './follow-run.service.js';
import { startRun, type RunActor } from './start-run.service.js';
import type { Environment, PlannedAccount } from '../contract/index.js';

export interface BulkResult {
  success: boolean;
  count: number;
  failedCount: number;
  failures: { accountId: string; environment: Environment; error: string }[];
  skippedCount: number;
  environments: Record<Environment, number>;
  updatedInFirestore: number;
  dryRun: boolean;
  /** The accounts the run targets (in a dry run: would target). */
  planned: PlannedAccount[];
  runId: string | null;
  stillRunning: boolean;
}

export interface BulkOptions {
  dryRun: boolean;
  scope: readonly Environment[] | undefined;
  /** How long the request may wait for the run before answering with its progress. */
  waitMs: number;
}

async function plan(action: 'deploy' | 'undeploy', scope: readonly Environment[]) {
  const all = (await classifiedAccounts()).filter((a) => scope.includes(a.environment));
  const targets = all.filter(({ account }) =>
    action === 'deploy' ? needsDeploy(account) : needsUndeploy(account),
  );
  const planned = targets.map(({ account, environment }) => ({
    accountId: account.id,
    login: account.login,
    name: account.name,
    environment,
    state: account.state,
  }));
  return { planned, skippedCount: all.length - targets.length };
}

export async function runBulk(
  action: 'deploy' | 'undeploy',
  actor: RunActor,
  { dryRun, scope, waitMs }: BulkOptions,
): Promise<BulkResult> {
  const environments = zeroEnvironments();
  if (dryRun) {
    const { planned, skippedCount } = await plan(action, scope ?? DEFAULT_RUN_SCOPE);
    for (const target of planned) environments[target.environment] += 1;
    const base = { success: true, count: 0, failedCount: 0, failures: [], updatedInFirestore: 0 };
    return { ...base, dryRun, planned, skippedCount, environments, runId: null, stillRunning: false };
  }
  const started = await startRun(action, scope, actor);
  const run = (await waitForRun(started.id, waitMs)) ?? started;
  const [done, failed] = await Promise.all([
    itemsInState(run.id, 'done', 10_000),
    itemsInState(run.id, 'failed', 10_000),
  ]);
  for (const item of done) environments[item.environment] += 1;
  const failures = failed.map((f) => ({
    accountId: f.accountId,
    environment: f.environment,
    error: f.reason ?? '',
  }));
  const planned = [...done, ...failed, ...(await itemsInState(run.id, 'pending', 10_000))].map((item) => ({
    accountId: item.accountId,
    login: item.login,
    name: item.name,
    environment: item.environment,
    state: item.accountState,
  }));
  return {
    success: failures.length === 0,
    count: done.length,
    failedCount: failures.length,
    failures,
    skippedCount: run.skipped,
    environments,
    updatedInFirestore: await connectionsUpdated(run.id),
    dryRun,
    planned,
    runId: run.id,
    stillRunning: run.state === 'planned' || run.state === 'running',
  };
}
