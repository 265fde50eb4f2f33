// GET listDeploymentRuns?limit=20 (technical admins): the latest deployment runs, newest first.
import { latestDeploymentRuns } from './deployment-run-reads.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const listDeploymentRuns = endpoint({
  name: 'listDeploymentRuns',
  async handle(_context, input) {
    return { success: true as const, runs: await latestDeploymentRuns(input.limit) };
  },
});
