// POST undeployAllAccounts (technical admins): undeploys every deployed account (not strategy providers).
import { runBulk } from '../services/bulk-deploy.js';
import { endpoint } from './pipeline/endpoint.js';
import { errorMessage } from './pipeline/error-text.js';

export const undeployAllAccounts = endpoint({
  name: 'undeployAllAccounts',
  timeoutSeconds: 300,
  async handle({ caller }, input) {
    const { count, ...rest } = await runBulk('undeploy', caller.uid, {
      dryRun: input.dryRun ?? false,
      describeError: errorMessage,
    });
    const message = rest.dryRun
      ? `Would undeploy ${rest.planned.length} accounts.`
      : rest.failedCount === 0
        ? `Undeployed ${count} accounts.`
        : `Undeployed ${count} accounts; ${rest.failedCount} failed. Failed to undeploy accounts. Please try again later.`;
    return { ...rest, message, undeployedCount: count };
  },
});
