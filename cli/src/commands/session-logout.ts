// Logout (docs/operations.md, "CLI"): the stored session is deleted first, whatever happens next. A
// service-account session is also revoked on the server (the ops principal's refresh tokens), so its
// tokens are refused at once. Firebase Auth has no self-service revocation for a password session: its
// refresh token exists only in the deleted file, and admin calls end 12 hours after sign-in anyway.
import type { Command } from 'commander';
import { CliError } from '../lib/cli-error.js';
import type { CommandContext } from '../lib/context.js';
import type { Wrap } from '../lib/runner.js';
import { revokeOpsSessions } from '../lib/service-account.js';
import { deleteSession, loadSession } from '../lib/session-store.js';
import { targetKey } from '../lib/targets.js';

export async function logout(context: CommandContext): Promise<void> {
  const key = targetKey(context.target);
  const session = loadSession(key, context.env);
  deleteSession(key, context.env);
  const principal = session?.opsPrincipal;
  if (principal) {
    try {
      await revokeOpsSessions(context.target, principal);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CliError(
        `Signed out on this machine, but revoking ${principal.opsUid}'s sessions failed: ${reason}`,
      );
    }
  }
  const value = { signedOut: session !== undefined, revoked: principal !== undefined, target: key };
  context.out.result(value, () => {
    if (!session) context.out.line('Not signed in; nothing to do.');
    else if (principal) context.out.line(`Signed out; every session of ${principal.opsUid} is revoked.`);
    else context.out.line('Signed out; the session is deleted from this machine.');
  });
}

export function registerLogout(program: Command, wrap: Wrap): void {
  program
    .command('logout')
    .description('Forget the stored session for the current target; revoke it when it is a service account')
    .addHelpText(
      'after',
      '\nExamples:\n  $ copydesk logout\n  $ copydesk logout --project my-prod-project --api-key AIza...',
    )
    .action(wrap(logout));
}
