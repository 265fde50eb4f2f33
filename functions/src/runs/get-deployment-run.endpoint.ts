// GET getDeploymentRun?runId= (technical admins): one run with its failed accounts and their reasons.
import { RUN_NOT_FOUND_MESSAGE } from '../contract/index.js';
import { runWithFailures } from './deployment-run-reads.service.js';
import { endpoint } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/http-error.js';

export const getDeploymentRun = endpoint({
  name: 'getDeploymentRun',
  async handle(_context, { runId }) {
    const found = await runWithFailures(runId);
    if (!found) throw notFound(RUN_NOT_FOUND_MESSAGE);
    return { success: true as const, ...found };
  },
});
