// POST cancelDeploymentRun {runId} (technical admins): stops a run; its pending tasks do nothing.
import { cancelRun } from './start-run.service.js';
import { RUN_NOT_FOUND_MESSAGE } from '../contract/index.js';
import { endpoint } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/http-error.js';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.js';

export const cancelDeploymentRun = endpoint({
  name: 'cancelDeploymentRun',
  async handle({ caller }, { runId }) {
    // Stopping a run acts on the whole fleet, like starting one.
    requireRecentSignIn(caller);
    const run = await cancelRun(runId, caller);
    if (!run) throw notFound(RUN_NOT_FOUND_MESSAGE);
    return { success: true as const, run };
  },
});
