// Technical admin side effects: deployment statistics and bulk deploy/undeploy, through the typed client.
import {
  ApiError,
  SIGN_IN_AGAIN_MESSAGE,
  type DeploymentRun,
  type OutputOf,
} from '@copydesk/functions/contract';
import { api } from '@/lib/api';
import { auth } from '@/lib/firebase';
import { DEPLOYMENT_MESSAGES } from './deployment.machine';

function requireSignedIn(): void {
  if (!auth.currentUser) throw new Error(DEPLOYMENT_MESSAGES.notAuthenticated);
}

/** Stats, or an Error whose message is the product text ('Not authenticated' / 'Failed to fetch deployment stats: {status}'). */
export async function fetchDeploymentStats(): Promise<OutputOf<'getDeploymentStats'>> {
  requireSignedIn();
  try {
    return await api.getDeploymentStats({});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new Error(DEPLOYMENT_MESSAGES.notAuthenticated);
    throw new Error(DEPLOYMENT_MESSAGES.statsFailed(error instanceof ApiError ? error.status : 0));
  }
}

export interface RunStarted {
  success: boolean;
  message: string;
  failedCount: number;
}

/**
 * Starts a deployment run (production accounts) and answers at once; the page follows the run live.
 * A sign-in older than five minutes is refused with the server's "please sign in again" message.
 */
export async function startRun(action: 'deploy' | 'undeploy'): Promise<RunStarted> {
  requireSignedIn();
  try {
    const { run } = await api.startDeploymentRun({ action });
    const verb = action === 'deploy' ? 'Deploying' : 'Undeploying';
    return { success: true, message: `${verb} ${run.planned} accounts…`, failedCount: 0 };
  } catch (error) {
    if (error instanceof ApiError && (error.message === SIGN_IN_AGAIN_MESSAGE || error.status === 409))
      return { success: false, message: error.message, failedCount: 0 };
    throw error;
  }
}

export async function cancelRun(runId: string): Promise<DeploymentRun> {
  requireSignedIn();
  return (await api.cancelDeploymentRun({ runId })).run;
}

export async function retryRun(runId: string): Promise<DeploymentRun> {
  requireSignedIn();
  return (await api.retryDeploymentRun({ runId })).run;
}
