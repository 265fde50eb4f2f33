import type { Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import type { Wrap } from '../lib/runner.js';
import { targetKey } from '../lib/targets.js';

export async function whoami(context: CommandContext): Promise<void> {
  const me = await context.client().whoami();
  const value = {
    target: targetKey(context.target),
    uid: me.uid,
    email: me.email,
    isAdmin: me.isAdmin,
    isTechnicalAdmin: me.isTechnicalAdmin,
  };
  context.out.result(value, () => {
    context.out.line(`Target            ${value.target} (${context.target.functionsUrl})`);
    context.out.line(`User              ${me.email ?? '(no e-mail)'}  uid ${me.uid}`);
    context.out.line(`Admin             ${me.isAdmin ? 'yes' : 'no'}`);
    context.out.line(`Technical admin   ${me.isTechnicalAdmin ? 'yes' : 'no'}`);
  });
}

export function registerWhoami(program: Command, wrap: Wrap): void {
  program
    .command('whoami')
    .description('Show who you are signed in as and the roles the server sees')
    .addHelpText('after', '\nExamples:\n  $ copydesk whoami\n  $ copydesk whoami --json')
    .action(wrap(whoami));
}
