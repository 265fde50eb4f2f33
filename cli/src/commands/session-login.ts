import { Option, type Command } from 'commander';
import { CliError, EXIT } from '../lib/cli-error.js';
import type { CommandContext } from '../lib/context.js';
import { signInWithCustomToken, type Tokens } from '../lib/identity-toolkit.js';
import { codeFromCommand, completeSecondFactor, isChallenge, passwordStep } from '../lib/second-factor.js';
import type { Wrap } from '../lib/runner.js';
import { DEFAULT_OPS_UID, keyFilePath, mintOpsToken, type OpsPrincipal } from '../lib/service-account.js';
import { sessionEnd } from '../lib/session.js';
import { saveSession } from '../lib/session-store.js';
import { targetKey } from '../lib/targets.js';

export interface LoginOptions {
  email?: string;
  passwordStdin?: boolean;
  serviceAccount?: string | boolean;
  as?: string;
  opsUid?: string;
  codeCommand?: string;
}

interface SignedIn {
  tokens: Tokens;
  method: 'password' | 'service-account';
  opsPrincipal?: OpsPrincipal;
}

async function passwordFor(context: CommandContext, options: LoginOptions): Promise<string> {
  if (options.passwordStdin) return (await context.readStdin()).replace(/\r?\n$/, '');
  if (context.env.COPYDESK_PASSWORD) return context.env.COPYDESK_PASSWORD;
  return context.prompt.secret('Password: ');
}

async function signInAsOpsPrincipal(context: CommandContext, options: LoginOptions): Promise<SignedIn> {
  if (!options.as)
    throw new CliError(
      '--service-account needs --as <uid or e-mail> of the technical admin to act for.',
      EXIT.usage,
    );
  const opsPrincipal: OpsPrincipal = {
    opsUid: options.opsUid ?? context.env.COPYDESK_OPS_UID ?? DEFAULT_OPS_UID,
    keyFile: keyFilePath(options.serviceAccount),
  };
  const { token, actingAs } = await mintOpsToken(context.target, options.as, opsPrincipal);
  const tokens = await signInWithCustomToken(context.target, token);
  // The session is the person's: the server gives it their roles and names them in the audit log.
  const email = options.as.includes('@') ? options.as : undefined;
  return { tokens: { ...tokens, uid: actingAs, email }, method: 'service-account', opsPrincipal };
}

async function signIn(context: CommandContext, options: LoginOptions): Promise<SignedIn> {
  if (options.serviceAccount !== undefined) return signInAsOpsPrincipal(context, options);
  const email = options.email ?? (await context.prompt.text('E-mail: ')).trim();
  if (!email) throw new CliError('An e-mail address is required.', EXIT.usage);
  const password = await passwordFor(context, options);
  if (!password) throw new CliError('A password is required.', EXIT.usage);
  const step = await passwordStep(context.target, email, password);
  if (!isChallenge(step)) return { tokens: step, method: 'password' };
  // Admins have an SMS second factor: the code comes from --code-command or the terminal.
  const tokens = await completeSecondFactor(context.target, step, (phone) =>
    options.codeCommand
      ? codeFromCommand(options.codeCommand)
      : context.prompt.text(`SMS code sent to ${phone || 'your phone'}: `),
  );
  return { tokens: { ...tokens, email: tokens.email ?? email }, method: 'password' };
}

export async function login(context: CommandContext, options: LoginOptions): Promise<void> {
  const { tokens, method, opsPrincipal } = await signIn(context, options);
  const key = targetKey(context.target);
  const now = Date.now();
  saveSession(
    {
      ...tokens,
      targetKey: key,
      signedInAt: new Date(now).toISOString(),
      sessionExpiresAt: sessionEnd(now),
      method,
      ...(opsPrincipal ? { opsPrincipal } : {}),
    },
    context.env,
  );
  const me = await context.client().whoami();
  const summary = {
    target: key,
    uid: me.uid,
    email: me.email,
    isAdmin: me.isAdmin,
    isTechnicalAdmin: me.isTechnicalAdmin,
    serviceAccount: opsPrincipal?.opsUid ?? null,
    sessionExpiresAt: new Date(sessionEnd(now)).toISOString(),
  };
  context.out.result(summary, () => {
    const role = me.isTechnicalAdmin ? 'technical admin' : me.isAdmin ? 'admin' : 'no admin role';
    const who = opsPrincipal
      ? `service account ${opsPrincipal.opsUid} acting for ${me.email ?? me.uid}`
      : (me.email ?? me.uid);
    context.out.line(`Signed in to ${key} as ${who} (${role}) until ${summary.sessionExpiresAt}.`);
    if (!me.isTechnicalAdmin) context.out.line('Note: deploy, undeploy and stats need a technical admin.');
  });
}

export function registerLogin(program: Command, wrap: Wrap): void {
  program
    .command('login')
    .description('Sign in with e-mail and password, or with a service account for automation')
    .option('--email <email>', 'the account e-mail (asked when omitted)')
    .option('--password-stdin', 'read the password from standard input (for scripts)')
    .addOption(
      new Option(
        '--service-account [key-file]',
        'sign in with a service account (key file; none needed on the emulator)',
      ),
    )
    .option('--as <uid-or-email>', 'with --service-account: the technical admin to act for')
    .option(
      '--ops-uid <uid>',
      `with --service-account: the ops principal the functions allowlist (or COPYDESK_OPS_UID; default ${DEFAULT_OPS_UID})`,
    )
    .option(
      '--code-command <command>',
      'for an account with an SMS second factor: a shell command that prints the code (asked when omitted)',
    )
    .addHelpText(
      'after',
      `
The session (a refresh token, never the password) is kept in your config directory with 0600 permissions
and ends 12 hours after sign-in. With --service-account the CLI signs in as the ops principal (a service
uid in the functions' OPS_SERVICE_UIDS) acting for --as; the audit log names both.
The password can also come from COPYDESK_PASSWORD. Admins have an SMS second factor: the CLI asks for
the code, or runs --code-command (on the emulator: --code-command "npm run -s codes -- --latest").

Examples:
  $ copydesk login --email tech@copydesk.demo
  $ echo "$PASSWORD" | copydesk login --email tech@example.com --password-stdin --project my-prod --api-key AIza...
  $ copydesk login --service-account ./ci-key.json --as tech@example.com --project my-prod --api-key AIza...`,
    )
    .action(wrap(login));
}
