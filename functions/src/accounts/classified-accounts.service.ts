// Shared by getDeploymentStats, deployAllAccounts and undeployAllAccounts: the bridge's accounts with
// their environment (classification rule in runs/deployment.rules.ts) and the Firestore owner when known.
import type { BridgeAccount } from '../bridge/index.js';
import { ENVIRONMENTS, type DeploymentCounts, type Environment } from '../contract/index.js';
import { classifyEnvironment, deploymentBucket } from '../runs/deployment.rules.js';
import { allBridgeAccountIndexes } from './accounts.repo.js';
import { bridge } from '../platform/clients.js';
import { type BridgeAccountIndex } from '../platform/identity/caller-records.repo.js';

export interface ClassifiedAccount {
  account: BridgeAccount;
  environment: Environment;
  owner: BridgeAccountIndex | undefined;
}

export async function classifiedAccounts(): Promise<ClassifiedAccount[]> {
  const [list, indexes] = await Promise.all([bridge().listAllAccounts(), allBridgeAccountIndexes()]);
  const ids = new Set(indexes.keys());
  return list.map((account) => ({
    account,
    environment: classifyEnvironment(account, ids),
    owner: indexes.get(account.id),
  }));
}

function emptyCounts(): DeploymentCounts {
  return { totalAccounts: 0, deployedAccounts: 0, undeployedAccounts: 0, inProgressAccounts: 0 };
}

export function countByEnvironment(
  accounts: ClassifiedAccount[],
): Record<Environment | 'all', DeploymentCounts> {
  const out = {
    production: emptyCounts(),
    staging: emptyCounts(),
    unclassified: emptyCounts(),
    all: emptyCounts(),
  };
  for (const { account, environment } of accounts) {
    for (const counts of [out[environment], out.all]) {
      counts.totalAccounts += 1;
      const bucket = deploymentBucket(account.state);
      if (bucket === 'deployed') counts.deployedAccounts += 1;
      else if (bucket === 'inProgress') counts.inProgressAccounts += 1;
      else counts.undeployedAccounts += 1;
    }
  }
  return out;
}

export function zeroEnvironments(): Record<Environment, number> {
  return Object.fromEntries(ENVIRONMENTS.map((e) => [e, 0])) as Record<Environment, number>;
}
