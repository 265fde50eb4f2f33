import type { Command } from 'commander';
import type { CommandContext } from '../lib/context.js';
import type { Wrap } from '../lib/runner.js';
import { loadSession } from '../lib/session-store.js';
import { targetKey } from '../lib/targets.js';

export async function whoami(context: CommandContext): Promise<void> {
  const me = await context.client().whoami();
  const session = loadSession(targetKey(context.target), context.env);
  const value = {
    target: targetKey(context.target),
    uid: me.uid,
    email: me.email,
    isAdmin: me.isAdmin,
    isTechnicalAdmin: me.isTechnicalAdmin,
    serviceAccount: session?.opsPrincipal?.opsUid ?? null,
    sessionExpiresAt: session ? new Date(session.sessionExpiresAt).toISOString() : null,
  };
  context.out.result(value, () => {
    context.out.line(`Target            ${value.target} (${context.target.functionsUrl})`);
    context.out.line(`User              ${me.email ?? '(no e-mail)'}  uid ${me.uid}`);
    if (value.serviceAccount)
      context.out.line(`Service account   ${value.serviceAccount} acting for this user`);
    context.out.line(`Admin             ${me.isAdmin ? 'yes' : 'no'}`);
    context.out.line(`Technical admin   ${me.isTechnicalAdmin ? 'yes' : 'no'}`);
    context.out.line(`Session expires   ${value.sessionExpiresAt ?? '(no stored session)'}`);
  });
}

export function registerWhoami(program: Command, wrap: Wrap): void {
  program
    .command('whoami')
    .description('Show who you are signed in as, the roles the server sees and when the session expires')
    .addHelpText('after', '\nExamples:\n  $ copydesk whoami\n  $ copydesk whoami --json')
    .action(wrap(whoami));
}
