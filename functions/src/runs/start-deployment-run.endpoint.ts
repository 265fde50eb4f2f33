// POST startDeploymentRun {action, scope?} (technical admins, signed in within 5 minutes): plans a
// deployment run, enqueues its tasks and answers at once with the run to follow.
import { startRun } from './start-run.service.js';
import { endpoint } from '../platform/http/endpoint.js';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.js';

export const startDeploymentRun = endpoint({
  name: 'startDeploymentRun',
  timeoutSeconds: 300,
  async handle({ caller }, input) {
    requireRecentSignIn(caller);
    const run = await startRun(input.action, input.scope, {
      uid: caller.uid,
      email: caller.email ?? null,
      serviceAccount: caller.serviceAccount,
    });
    return { success: true as const, run };
  },
});
