// POST deployAllAccounts (technical admins): deploys every undeployed account of the scope (production by default; not
// strategy providers) as a deployment run, answering in the docs/product.md §7 shape once the run has
// finished, or with its progress and runId when it is still working at the time budget.
import { runBulk } from './bulk-deploy.service.js';
import { endpoint } from '../platform/http/endpoint.js';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.js';

/** How long the request follows its run; the function's timeout leaves room to answer. */
const WAIT_MS = 240_000;

export const deployAllAccounts = endpoint({
  name: 'deployAllAccounts',
  timeoutSeconds: 300,
  async handle({ caller }, input) {
    const dryRun = input.dryRun ?? false;
    if (!dryRun) requireRecentSignIn(caller);
    const { count, ...rest } = await runBulk(
      'deploy',
      { uid: caller.uid, email: caller.email ?? null },
      {
        dryRun,
        scope: input.scope,
        waitMs: WAIT_MS,
      },
    );
    const message = rest.dryRun
      ? `Would deploy ${rest.planned.length} accounts.`
      : rest.stillRunning
        ? `Deploying ${rest.planned.length} accounts in run ${rest.runId ?? ''}; ${count} done so far.`
        : rest.failedCount === 0
          ? `Deployed ${count} accounts.`
          : `Deployed ${count} accounts; ${rest.failedCount} failed. Failed to deploy accounts. Please try again later.`;
    return { ...rest, message, deployedCount: count };
  },
});
