// `copydesk rebuild-statistics <strategyId>` (technical admins): the hourly statistics are incremental
// (docs/product.md §10); an operator who suspects a strategy's cached record rebuilds it from the
// strategy's whole history, and the rebuild gives the record the increments would have.
import type { Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import { requireTechnicalAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';

export async function rebuildStatistics(
  context: CommandContext,
  { strategyId }: { strategyId: string },
): Promise<void> {
  const client = context.client();
  await requireTechnicalAdmin(client);
  const statistics = await client.rebuildStatistics(strategyId);
  context.out.result({ statistics }, () => {
    const net = `${statistics.netResult.toFixed(2)} ${statistics.currency}`;
    context.out.line(
      `Rebuilt the statistics of strategy ${strategyId}: ${statistics.trades} closed trades, net ${net}.`,
    );
    context.out.line(`Computed at ${statistics.computedAt}.`);
  });
}

export function registerRebuildStatistics(program: Command, wrap: Wrap): void {
  program
    .command('rebuild-statistics')
    .description("Rebuild one strategy's statistics from its whole history (technical admins)")
    .argument('<strategyId>', 'the CopyFactory strategy id')
    .addHelpText(
      'after',
      '\nExamples:\n  $ copydesk rebuild-statistics AbCd\n  $ copydesk rebuild-statistics AbCd --json',
    )
    .action((strategyId: string, options: object, command: Command) =>
      wrap(rebuildStatistics)({ ...options, strategyId }, command),
    );
}
