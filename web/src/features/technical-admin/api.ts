// Technical admin side effects: deployment statistics and bulk deploy/undeploy, through the typed client.
import {
  ApiError,
  type DeployAllAccountsOutput,
  type GetDeploymentStatsOutput,
  type UndeployAllAccountsOutput,
} from '@copydesk/functions/contract';
import { api } from '@/lib/api';
import { auth } from '@/lib/firebase';
import { DEPLOYMENT_MESSAGES } from './deployment.machine';

function requireSignedIn(): void {
  if (!auth.currentUser) throw new Error(DEPLOYMENT_MESSAGES.notAuthenticated);
}

/** Stats, or an Error whose message is the product text ('Not authenticated' / 'Failed to fetch deployment stats: {status}'). */
export async function fetchDeploymentStats(): Promise<GetDeploymentStatsOutput> {
  requireSignedIn();
  try {
    return await api.getDeploymentStats({});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new Error(DEPLOYMENT_MESSAGES.notAuthenticated);
    throw new Error(DEPLOYMENT_MESSAGES.statsFailed(error instanceof ApiError ? error.status : 0));
  }
}

export async function deployAll(): Promise<DeployAllAccountsOutput> {
  requireSignedIn();
  return api.deployAllAccounts({ dryRun: false });
}

export async function undeployAll(): Promise<UndeployAllAccountsOutput> {
  requireSignedIn();
  return api.undeployAllAccounts({ dryRun: false });
}
