// The one implementation behind deployAllAccounts and undeployAllAccounts: plan (pure rules in
// domain/deployment.ts), act against the bridge 5 at a time, update isConnected/state of our own
// accounts in Firestore, and write one audit entry per run. Running it twice is safe: accounts already
// in the target state are not targeted again.
import { mapWithConcurrency, needsDeploy, needsUndeploy } from '../domain/deployment.js';
import { updateConnections, type ConnectionUpdate } from '../repos/accounts-repo.js';
import { recordAudit } from '../repos/audit-repo.js';
import { classifiedAccounts, zeroEnvironments } from './deployment.js';
import { bridge } from './clients.js';
import type { Environment, PlannedAccount } from '../contract/index.js';

export const BRIDGE_CONCURRENCY = 5;

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
}

export interface BulkOptions {
  dryRun: boolean;
  /** A short, password-free text for a failed account; the caller's layer knows how errors read. */
  describeError: (error: unknown) => string;
}

export async function runBulk(
  action: 'deploy' | 'undeploy',
  actorUid: string,
  { dryRun, describeError }: BulkOptions,
): Promise<BulkResult> {
  const all = await classifiedAccounts();
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
  if (dryRun) {
    const environments = zeroEnvironments();
    for (const target of targets) environments[target.environment] += 1;
    const base = {
      success: true,
      count: 0,
      failedCount: 0,
      failures: [],
      updatedInFirestore: 0,
      dryRun,
      planned,
    };
    return { ...base, skippedCount: all.length - targets.length, environments };
  }
  const results = await mapWithConcurrency(targets, BRIDGE_CONCURRENCY, ({ account }) =>
    action === 'deploy' ? bridge().deployAccount(account.id) : bridge().undeployAccount(account.id),
  );
  const environments = zeroEnvironments();
  const failures: BulkResult['failures'] = [];
  const updates: ConnectionUpdate[] = [];
  results.forEach((result, i) => {
    const target = targets[i]!;
    if (result.status === 'rejected') {
      failures.push({
        accountId: target.account.id,
        environment: target.environment,
        error: describeError(result.reason),
      });
      return;
    }
    environments[target.environment] += 1;
    if (target.owner) {
      updates.push({
        uid: target.owner.uid,
        accountNumber: target.owner.accountNumber,
        isConnected: action === 'deploy',
        state: action === 'deploy' ? 'DEPLOYING' : 'UNDEPLOYING',
      });
    }
  });
  const updatedInFirestore = await updateConnections(updates);
  const count = targets.length - failures.length;
  const result: BulkResult = {
    success: failures.length === 0,
    count,
    failedCount: failures.length,
    failures,
    skippedCount: all.length - targets.length,
    environments,
    updatedInFirestore,
    dryRun,
    planned,
  };
  await recordAudit({
    actorUid,
    action: action === 'deploy' ? 'deploy.run' : 'undeploy.run',
    details: {
      count,
      failedCount: result.failedCount,
      failedAccountIds: failures.map((f) => f.accountId),
      skippedCount: result.skippedCount,
      environments,
      updatedInFirestore,
    },
  });
  return result;
}
