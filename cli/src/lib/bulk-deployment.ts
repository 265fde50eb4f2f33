// Deploy and undeploy share one flow: plan (what would change), confirm, run with live progress read
// from the deployment stats, then the per-environment result and every failure.
import { CliError, EXIT } from './cli-error.js';
import type { CommandContext } from './context.js';
import { ENVIRONMENTS } from './environments.js';
import type { BulkKind, BulkResult, OpsClient, PlannedAccount } from './ops-client.js';
import { table } from './output.js';
import { requireTechnicalAdmin } from './roles.js';

export interface BulkOptions {
  yes?: boolean;
  dryRun?: boolean;
  /** Milliseconds between progress reads; tests shorten it. */
  progressIntervalMs?: number;
}

const WORDS = {
  deploy: { verb: 'Deploy', doing: 'Deploying', done: 'deployed', which: 'disconnected' },
  undeploy: { verb: 'Undeploy', doing: 'Undeploying', done: 'undeployed', which: 'connected' },
} as const;

function planTable(accounts: PlannedAccount[]): string {
  return table(
    ['Account', 'Name', 'Environment', 'State'],
    accounts.map((account) => [account.login || account.accountId, account.name, account.environment, account.state]),
  );
}

async function withProgress(context: CommandContext, client: OpsClient, kind: BulkKind, total: number, intervalMs: number) {
  const words = WORDS[kind];
  const started = Date.now();
  const timer = setInterval(() => {
    void client.getDeploymentStats().then(
      ({ stats }) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        const settled = kind === 'deploy' ? stats.all.deployedAccounts : stats.all.undeployedAccounts;
        context.out.progress(`${words.doing} ${total} accounts... ${settled} ${words.done}, ${stats.all.inProgressAccounts} in progress (${seconds} s)`);
      },
      () => undefined, // progress is best effort; the final answer decides the outcome
    );
  }, intervalMs);
  try {
    return await client.runBulk(kind);
  } finally {
    clearInterval(timer);
    context.out.progress('');
  }
}

function printResult(context: CommandContext, kind: BulkKind, result: BulkResult): void {
  const words = WORDS[kind];
  context.out.line(`${words.verb} finished: ${result.changedCount} ${words.done}, ${result.failedCount} failed, ${result.updatedInFirestore} updated in Firestore.`);
  context.out.line();
  context.out.line(table(['Environment', words.verb === 'Deploy' ? 'Deployed' : 'Undeployed'], ENVIRONMENTS.map((env) => [env, result.environments[env]])));
  if (result.failures.length > 0) {
    context.out.line();
    context.out.line('Failures:');
    context.out.line(table(['Account', 'Environment', 'Error'], result.failures.map((failure) => [failure.accountId, failure.environment, failure.error])));
  }
}

export async function runBulkDeployment(context: CommandContext, kind: BulkKind, options: BulkOptions): Promise<void> {
  const client = context.client();
  await requireTechnicalAdmin(client);
  const words = WORDS[kind];
  const plan = await client.planBulk(kind);
  if (options.dryRun || plan.length === 0) {
    context.out.result({ dryRun: Boolean(options.dryRun), kind, accounts: plan }, () => {
      if (plan.length === 0) return context.out.line(`No ${words.which} accounts: nothing to ${kind}.`);
      context.out.line(`Would ${kind} ${plan.length} ${words.which} accounts:\n`);
      context.out.line(planTable(plan));
    });
    return;
  }
  if (!options.yes && !(await context.prompt.confirm(`${words.verb} ${plan.length} ${words.which} accounts?`))) {
    throw new CliError('Cancelled; nothing was changed.', EXIT.failed);
  }
  const result = await withProgress(context, client, kind, plan.length, options.progressIntervalMs ?? 2000);
  context.out.result({ kind, ...result }, () => printResult(context, kind, result));
  if (!result.success || result.failedCount > 0) {
    throw new CliError(`${result.failedCount} of ${plan.length} accounts failed to ${kind}.`, EXIT.failed);
  }
}
