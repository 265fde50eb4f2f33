import type { Command } from 'commander';
import { failIfIncomplete } from '../lib/bulk-deployment.js';
import type { CommandContext } from '../lib/context.js';
import { followRun } from '../lib/follow-run.js';
import { requireTechnicalAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';
import { printFailures, summaryLine } from '../lib/run-view.js';

export interface RetryOptions {
  runId: string;
  progressIntervalMs?: number;
}

/** Starts a new run over the failed accounts of run `runId` and follows it. */
export async function retryRun(context: CommandContext, options: RetryOptions): Promise<void> {
  const client = context.client();
  await requireTechnicalAdmin(client);
  const started = await client.retryRun(options.runId);
  context.out.line(
    `Started run ${started.id}: retrying ${started.planned} failed accounts of ${options.runId}.`,
  );
  const { run, failures } = await followRun(context, client, started.id, options.progressIntervalMs ?? 1000);
  context.out.result({ kind: run.action, run, failures }, () => {
    context.out.line(summaryLine(run));
    printFailures(context.out, failures);
  });
  failIfIncomplete(run);
}

export function registerRunsRetry(runs: Command, wrap: Wrap): void {
  runs
    .command('retry')
    .description('Retry the failed accounts of a finished run as a new run, and follow it')
    .argument('<id>', 'the run id')
    .action((runId: string, options: object, command: Command) =>
      wrap(retryRun)({ ...options, runId }, command),
    );
}
