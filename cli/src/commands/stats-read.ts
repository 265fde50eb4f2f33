import { Option, type Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import { STATS_SCOPES, type StatsScope } from '../lib/environments.js';
import { table } from '../lib/output.js';
import { requireTechnicalAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';

export interface StatsOptions {
  env: StatsScope;
}

export async function stats(context: CommandContext, options: StatsOptions): Promise<void> {
  const client = context.client();
  await requireTechnicalAdmin(client);
  const answer = await client.getDeploymentStats();
  const scopes = options.env === 'all' ? STATS_SCOPES : [options.env];
  const selected = Object.fromEntries(scopes.map((scope) => [scope, answer.stats[scope]]));
  context.out.result(
    { stats: selected, timestamp: answer.timestamp, currentEnvironment: answer.currentEnvironment },
    () => {
      const rows = scopes.map((scope) => {
        const figures = answer.stats[scope];
        return [
          scope,
          figures.totalAccounts,
          figures.deployedAccounts,
          figures.undeployedAccounts,
          figures.inProgressAccounts,
        ];
      });
      context.out.line(table(['Environment', 'Total', 'Deployed', 'Undeployed', 'In progress'], rows));
      context.out.line();
      context.out.line(
        `Updated ${new Date(answer.timestamp).toLocaleString()}  (current environment: ${answer.currentEnvironment})`,
      );
    },
  );
}

export function registerStats(program: Command, wrap: Wrap): void {
  program
    .command('stats')
    .description('Show deployment statistics per environment (technical admins)')
    .addOption(
      new Option('--env <environment>', 'which environment').choices([...STATS_SCOPES]).default('all'),
    )
    .addHelpText('after', '\nExamples:\n  $ copydesk stats\n  $ copydesk stats --env production --json')
    .action(wrap(stats));
}
