import type { Command } from 'commander';
import { runBulkDeployment, type BulkOptions } from '../lib/bulk-deployment.js';
import type { CommandContext } from '../lib/context.js';
import type { Wrap } from '../lib/runner.js';

export function undeploy(context: CommandContext, options: BulkOptions): Promise<void> {
  return runBulkDeployment(context, 'undeploy', options);
}

export function registerUndeploy(program: Command, wrap: Wrap): void {
  program
    .command('undeploy')
    .description('Undeploy every connected trading account on the bridge (technical admins)')
    .option('-y, --yes', 'do not ask for confirmation')
    .option('--dry-run', 'list what would change, change nothing')
    .addHelpText('after', '\nExamples:\n  $ copydesk undeploy --dry-run\n  $ copydesk undeploy --yes --json')
    .action(wrap(undeploy));
}
