// POST deployAllAccounts (technical admins): deploys every undeployed account (not strategy providers).
import { runBulk } from '../services/bulk-deploy.js';
import { endpoint } from './pipeline/endpoint.js';
import { errorMessage } from './pipeline/error-text.js';

export const deployAllAccounts = endpoint({
  name: 'deployAllAccounts',
  timeoutSeconds: 300,
  async handle({ caller }, input) {
    const { count, ...rest } = await runBulk('deploy', caller.uid, {
      dryRun: input.dryRun ?? false,
      describeError: errorMessage,
    });
    const message = rest.dryRun
      ? `Would deploy ${rest.planned.length} accounts.`
      : rest.failedCount === 0
        ? `Deployed ${count} accounts.`
        : `Deployed ${count} accounts; ${rest.failedCount} failed. Failed to deploy accounts. Please try again later.`;
    return { ...rest, message, deployedCount: count };
  },
});
