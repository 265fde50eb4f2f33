import type { Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import { requireTechnicalAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';
import { runsTable } from '../lib/run-view.js';

export interface RunsListOptions {
  limit?: string;
}

export async function listRuns(context: CommandContext, options: RunsListOptions): Promise<void> {
  const client = context.client();
  await requireTechnicalAdmin(client);
  const runs = await client.listRuns(Number(options.limit ?? 20));
  context.out.result({ runs }, () => {
    if (runs.length === 0) return context.out.line('No deployment runs yet.');
    context.out.line(runsTable(runs));
  });
}

/** `copydesk runs`: the latest runs; show, cancel and retry are its subcommands. */
export function registerRuns(program: Command, wrap: Wrap): Command {
  return program
    .command('runs')
    .description('List the latest deployment runs (technical admins)')
    .option('--limit <n>', 'how many runs (1-50)', '20')
    .addHelpText(
      'after',
      '\nExamples:\n  $ copydesk runs\n  $ copydesk runs show <id>\n  $ copydesk runs cancel <id>\n  $ copydesk runs retry <id> --json',
    )
    .action(wrap(listRuns));
}
