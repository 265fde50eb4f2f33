import type { Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import { requireTechnicalAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';
import { summaryLine } from '../lib/run-view.js';

export async function cancelRun(context: CommandContext, { runId }: { runId: string }): Promise<void> {
  const client = context.client();
  await requireTechnicalAdmin(client);
  const run = await client.cancelRun(runId);
  context.out.result({ run }, () => context.out.line(`Cancelled. ${summaryLine(run)}`));
}

export function registerRunsCancel(runs: Command, wrap: Wrap): void {
  runs
    .command('cancel')
    .description('Cancel an unfinished run: its pending accounts are left as they are')
    .argument('<id>', 'the run id')
    .action((runId: string, options: object, command: Command) =>
      wrap(cancelRun)({ ...options, runId }, command),
    );
}
