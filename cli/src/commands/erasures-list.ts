// `copydesk erasures [--json]` (docs/operations.md "Erasure"): the erasures still pending or failed, with
// how each was asked for, the last step done, attempts and the last error. Technical admins only.
import type { Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import type { ErasureItem } from '../lib/ops-client.js';
import { table } from '../lib/output.js';
import { requireTechnicalAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';

const RETRY_HINT =
  "A failed erasure resumes after its last step done when erased again (the dashboard's Retry, or eraseUser).";

function printHuman(context: CommandContext, erasures: ErasureItem[]): void {
  if (erasures.length === 0) {
    context.out.line('No erasure is pending or failed.');
    return;
  }
  const rows = erasures.map((item) => [
    item.uid,
    item.status,
    item.origin,
    item.step ?? 'none yet',
    item.attempts,
    item.lastError ?? '',
  ]);
  context.out.line(
    table(['User id', 'Status', 'Asked for by', 'Last step done', 'Attempts', 'Last error'], rows),
  );
  if (erasures.some((item) => item.status === 'failed')) context.out.line(RETRY_HINT);
}

export async function erasures(context: CommandContext): Promise<void> {
  const client = context.client();
  await requireTechnicalAdmin(client);
  const list = await client.listErasures();
  context.out.result({ erasures: list }, () => printHuman(context, list));
}

export function registerErasures(program: Command, wrap: Wrap): void {
  program
    .command('erasures')
    .description('List the erasures still pending or failed (technical admins)')
    .addHelpText('after', '\nExamples:\n  $ copydesk erasures\n  $ copydesk erasures --json')
    .action(wrap(erasures));
}
