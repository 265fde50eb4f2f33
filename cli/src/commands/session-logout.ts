import type { Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import type { Wrap } from '../lib/runner.js';
import { deleteSession } from '../lib/session-store.js';
import { targetKey } from '../lib/targets.js';

export async function logout(context: CommandContext): Promise<void> {
  const removed = deleteSession(targetKey(context.target), context.env);
  context.out.result({ signedOut: removed, target: targetKey(context.target) }, () =>
    context.out.line(removed ? 'Signed out.' : 'Not signed in; nothing to do.'),
  );
  return Promise.resolve();
}

export function registerLogout(program: Command, wrap: Wrap): void {
  program
    .command('logout')
    .description('Forget the stored session for the current target')
    .addHelpText(
      'after',
      '\nExamples:\n  $ copydesk logout\n  $ copydesk logout --project my-prod-project --api-key AIza...',
    )
    .action(wrap(logout));
}
