// Logout (docs/operations.md, "CLI") ends the session on the server, then on this machine. A password
// session asks the functions to revoke the signed-in user's refresh tokens (revokeMySessions), with the
// stored session, before its file is deleted; a service-account session revokes the ops principal's
// refresh tokens with the key it signed in with. Either way the stored session is deleted, even when the
// revocation fails (offline, session already ended): the failure is then reported with exit code 1.
import type { Command } from 'commander';
import { CliError } from '../lib/cli-error.js';
import type { CommandContext } from '../lib/context.js';
import type { Wrap } from '../lib/runner.js';
import { revokeOpsSessions } from '../lib/service-account.js';
import { deleteSession, loadSession, type StoredSession } from '../lib/session-store.js';
import { targetKey } from '../lib/targets.js';

/** Revokes the session on the server; answers the failure's text, or undefined when it worked. */
async function revokeOnServer(context: CommandContext, session: StoredSession): Promise<string | undefined> {
  try {
    if (session.opsPrincipal) await revokeOpsSessions(context.target, session.opsPrincipal);
    else await context.client().revokeMySessions();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function logout(context: CommandContext): Promise<void> {
  const key = targetKey(context.target);
  const session = loadSession(key, context.env);
  const failure = session ? await revokeOnServer(context, session) : undefined;
  deleteSession(key, context.env);
  const whose = session?.opsPrincipal ? `${session.opsPrincipal.opsUid}'s sessions` : 'this session';
  if (failure !== undefined) {
    throw new CliError(`Signed out on this machine, but revoking ${whose} on the server failed: ${failure}`);
  }
  const value = { signedOut: session !== undefined, revoked: session !== undefined, target: key };
  context.out.result(value, () => {
    if (!session) context.out.line('Not signed in; nothing to do.');
    else if (session.opsPrincipal)
      context.out.line(`Signed out; every session of ${session.opsPrincipal.opsUid} is revoked.`);
    else context.out.line('Signed out; every session of this user is revoked on the server.');
  });
}

export function registerLogout(program: Command, wrap: Wrap): void {
  program
    .command('logout')
    .description('Revoke the current session on the server and forget it on this machine')
    .addHelpText(
      'after',
      '\nExamples:\n  $ copydesk logout\n  $ copydesk logout --project my-prod-project --api-key AIza...',
    )
    .action(wrap(logout));
}
