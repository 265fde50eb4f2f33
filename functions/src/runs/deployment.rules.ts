// Pure rules of bulk deployment.
//
// ENVIRONMENT CLASSIFICATION RULE (what getDeploymentStats and the deploy/undeploy counts report):
//   production   - the bridge account is indexed in THIS project's Firestore (bridgeAccounts/{id}),
//                  i.e. it was provisioned by this (production) backend for one of its users;
//   staging      - not indexed here, and its bridge account name starts with "staging" or "stg"
//                  (case-insensitive, e.g. "staging-john", "[staging] test", "STG 12");
//   unclassified - everything else on the MetaApi account (manual or legacy accounts).
// Strategy-provider accounts (copyFactoryRoles contains PROVIDER) are classified the same way but are
// never deployed or undeployed in bulk: undeploying a provider would stop every subscriber's copying.
import type { Environment } from '../contract/index.js';

export interface ClassifiableAccount {
  id: string;
  name: string;
  state: string;
  copyFactoryRoles: readonly string[];
}

const STAGING_NAME = /^\W*(staging|stg)\b/i;

export function classifyEnvironment(
  account: ClassifiableAccount,
  indexedIds: ReadonlySet<string>,
): Environment {
  if (indexedIds.has(account.id)) return 'production';
  if (STAGING_NAME.test(account.name)) return 'staging';
  return 'unclassified';
}

export type DeploymentBucket = 'deployed' | 'undeployed' | 'inProgress';

/** DEPLOYED counts as deployed; DEPLOYING/UNDEPLOYING/DELETING as in progress; anything else undeployed. */
export function deploymentBucket(state: string): DeploymentBucket {
  if (state === 'DEPLOYED') return 'deployed';
  if (state === 'DEPLOYING' || state === 'UNDEPLOYING' || state === 'DELETING') return 'inProgress';
  return 'undeployed';
}

export function isBulkManaged(account: ClassifiableAccount): boolean {
  return !account.copyFactoryRoles.includes('PROVIDER') && account.state !== 'DELETING';
}

/** Deploy targets: managed accounts not already deployed or deploying (so a second run is a no-op). */
export function needsDeploy(account: ClassifiableAccount): boolean {
  return isBulkManaged(account) && account.state !== 'DEPLOYED' && account.state !== 'DEPLOYING';
}

/** Undeploy targets: managed accounts that are deployed or deploying. */
export function needsUndeploy(account: ClassifiableAccount): boolean {
  return isBulkManaged(account) && (account.state === 'DEPLOYED' || account.state === 'DEPLOYING');
}
