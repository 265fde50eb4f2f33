// POST retryDeploymentRun {runId} (technical admins, signed in within 5 minutes): a new run over the
// failed accounts of a finished run.
import { retryRun } from './start-run.service.js';
import { RUN_NOT_FOUND_MESSAGE } from '../contract/index.js';
import { endpoint } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/http-error.js';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.js';

export const retryDeploymentRun = endpoint({
  name: 'retryDeploymentRun',
  timeoutSeconds: 300,
  async handle({ caller }, { runId }) {
    requireRecentSignIn(caller);
    const run = await retryRun(runId, {
      uid: caller.uid,
      email: caller.email ?? null,
      serviceAccount: caller.serviceAccount,
    });
    if (!run) throw notFound(RUN_NOT_FOUND_MESSAGE);
    return { success: true as const, run };
  },
});
