import type { Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import { requireTechnicalAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';
import { printFailures, progressBar, summaryLine } from '../lib/run-view.js';

export async function showRun(context: CommandContext, { runId }: { runId: string }): Promise<void> {
  const client = context.client();
  await requireTechnicalAdmin(client);
  const { run, failures } = await client.getRun(runId);
  context.out.result({ run, failures }, () => {
    context.out.line(summaryLine(run));
    context.out.line(progressBar(run));
    printFailures(context.out, failures);
  });
}

export function registerRunsShow(runs: Command, wrap: Wrap): void {
  runs
    .command('show')
    .description('Show one run with its failures and their reasons')
    .argument('<id>', 'the run id')
    .action((runId: string, options: object, command: Command) =>
      wrap(showRun)({ ...options, runId }, command),
    );
}
