// GET getDeploymentRun?runId= (technical admins): one run with its failed accounts and their reasons.
import { RUN_NOT_FOUND_MESSAGE } from '../contract/index.js';
import { itemsInState, readRun } from '../repos/runs-repo.js';
import { endpoint } from './pipeline/endpoint.js';
import { notFound } from './pipeline/http-error.js';

export const getDeploymentRun = endpoint({
  name: 'getDeploymentRun',
  async handle(_context, { runId }) {
    const run = await readRun(runId);
    if (!run) throw notFound(RUN_NOT_FOUND_MESSAGE);
    const failures = (await itemsInState(runId, 'failed')).map(
      ({ accountId, login, name, environment, state, reason, attempt }) => ({
        accountId,
        login,
        name,
        environment,
        state,
        reason,
        attempt,
      }),
    );
    return { success: true as const, run, failures };
  },
});
