// POST deployAllAccounts and undeployAllAccounts (technical admins): deploy every undeployed, or
// undeploy every deployed, account of the scope (production by default; not strategy providers) as a
// deployment run, answering in the docs/product.md §7 shape once the run has finished, or with its
// progress and runId when it is still working at the time budget. The twins differ only in the verb.
import type { OutputOf, ParsedInputOf } from '../contract/index.js';
import { endpoint } from '../platform/http/endpoint.js';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.js';
import { runBulk, type BulkResult } from './bulk-deploy.service.js';

/** How long the request follows its run; the function's timeout leaves room to answer. */
const WAIT_MS = 240_000;

const ACTIONS = { deployAllAccounts: 'deploy', undeployAllAccounts: 'undeploy' } as const;

type BulkEndpointName = keyof typeof ACTIONS;
type Action = (typeof ACTIONS)[BulkEndpointName];

/** The verb's forms in the answers: "Deploying", "Deployed" and the `deployedCount` field. */
function wordsOf(action: Action) {
  const verb = action.charAt(0).toUpperCase() + action.slice(1);
  return { doing: `${verb}ing`, did: `${verb}ed`, count: `${action}edCount` as const };
}

function messageOf(action: Action, { count, ...rest }: BulkResult): string {
  const { doing, did } = wordsOf(action);
  if (rest.dryRun) return `Would ${action} ${rest.planned.length} accounts.`;
  if (rest.stillRunning)
    return `${doing} ${rest.planned.length} accounts in run ${rest.runId ?? ''}; ${count} done so far.`;
  if (rest.failedCount === 0) return `${did} ${count} accounts.`;
  return `${did} ${count} accounts; ${rest.failedCount} failed. Failed to ${action} accounts. Please try again later.`;
}

/** The endpoint `name`, running its verb's bulk run (runs/bulk-deploy.service.ts). */
export function bulkAccountsEndpoint<Name extends BulkEndpointName>(name: Name) {
  const action: Action = ACTIONS[name];
  return endpoint({
    name,
    timeoutSeconds: 300,
    async handle({ caller }, input: ParsedInputOf<BulkEndpointName>) {
      const dryRun = input.dryRun ?? false;
      if (!dryRun) requireRecentSignIn(caller);
      const result = await runBulk(
        action,
        { uid: caller.uid, email: caller.email ?? null },
        { dryRun, scope: input.scope, waitMs: WAIT_MS },
      );
      const { count, ...rest } = result;
      const answer = { ...rest, message: messageOf(action, result), [wordsOf(action).count]: count };
      return answer as OutputOf<Name>;
    },
  });
}
