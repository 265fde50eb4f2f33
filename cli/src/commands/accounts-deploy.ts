import type { Command } from 'commander';
import { runBulkDeployment, type BulkOptions } from '../lib/bulk-deployment.js';
import type { CommandContext } from '../lib/context.js';
import type { Wrap } from '../lib/runner.js';

export function deploy(context: CommandContext, options: BulkOptions): Promise<void> {
  return runBulkDeployment(context, 'deploy', options);
}

export function registerDeploy(program: Command, wrap: Wrap): void {
  program
    .command('deploy')
    .description('Deploy every disconnected trading account on the bridge (technical admins)')
    .option('-y, --yes', 'do not ask for confirmation')
    .option('--dry-run', 'list what would change, change nothing')
    .addHelpText('after', '\nExamples:\n  $ copydesk deploy --dry-run\n  $ copydesk deploy --yes --json')
    .action(wrap(deploy));
}
