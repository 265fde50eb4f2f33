// Deploy and undeploy share one flow: plan (what would change), confirm, start a deployment run on the
// server (it survives this terminal), follow it with a progress bar, then the outcome and every failure.
import { CliError, EXIT } from './cli-error.js';
import type { CommandContext } from './context.js';
import { followRun } from './follow-run.js';
import type { BulkKind, PlannedAccount } from './ops-client.js';
import { table } from './output.js';
import { requireTechnicalAdmin } from './roles.js';
import { printFailures, summaryLine } from './run-view.js';

export interface BulkOptions {
  yes?: boolean;
  dryRun?: boolean;
  /** Milliseconds between progress reads; tests shorten it. */
  progressIntervalMs?: number;
}

const WORDS = {
  deploy: { verb: 'Deploy', which: 'disconnected' },
  undeploy: { verb: 'Undeploy', which: 'connected' },
} as const;

function planTable(accounts: PlannedAccount[]): string {
  return table(
    ['Account', 'Name', 'Environment', 'State'],
    accounts.map((account) => [account.login || account.accountId, account.name, account.environment, account.state]),
  );
}

/** Exit 1 unless every account of the run reached its target state. */
export function failIfIncomplete(run: { state: string; failed: number; planned: number; action: string }): void {
  if (run.state === 'cancelled') throw new CliError('The run was cancelled before it finished.', EXIT.failed);
  if (run.failed > 0) throw new CliError(`${run.failed} of ${run.planned} accounts failed to ${run.action}.`, EXIT.failed);
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
  const started = await client.startRun(kind);
  context.out.line(`Started run ${started.id}: ${kind} ${started.planned} accounts.`);
  const { run, failures } = await followRun(context, client, started.id, options.progressIntervalMs ?? 1000);
  context.out.result({ kind, run, failures }, () => {
    context.out.line(summaryLine(run));
    printFailures(context.out, failures);
    if (failures.length > 0) context.out.line(`\nRetry the failed accounts with: copydesk runs retry ${run.id}`);
  });
  failIfIncomplete(run);
}
