// The command tree. Global options select the target and the output format; each command lives in
// its own file under commands/ and registers itself here.
import { Command, CommanderError } from 'commander';
import { registerDeploy } from './commands/accounts-deploy.js';
import { registerErasures } from './commands/erasures-list.js';
import { registerUndeploy } from './commands/accounts-undeploy.js';
import { registerHealth } from './commands/health-list.js';
import { registerRuns } from './commands/runs-list.js';
import { registerRunsCancel } from './commands/runs-cancel.js';
import { registerRunsRetry } from './commands/runs-retry.js';
import { registerRunsShow } from './commands/runs-show.js';
import { registerLogin } from './commands/session-login.js';
import { registerLogout } from './commands/session-logout.js';
import { registerWhoami } from './commands/session-whoami.js';
import { registerStats } from './commands/stats-read.js';
import { registerRebuildStatistics } from './commands/statistics-rebuild.js';
import { registerSmokeCheck } from './commands/smoke-check.js';
import { EXIT } from './lib/cli-error.js';
import type { CommandContext } from './lib/context.js';
import { createWrap, type GlobalOptions } from './lib/runner.js';

export function createProgram(makeContext: (globals: GlobalOptions) => CommandContext): Command {
  const program = new Command('copydesk')
    .description(
      'CopyDesk ops tool: deploy, undeploy, deployment statistics and the health of trading accounts.',
    )
    .option(
      '--emulator',
      'target the local emulators (the default unless --project or COPYDESK_PROJECT is set)',
    )
    .option('--project <id>', 'target a real Firebase project')
    .option('--api-key <key>', "the project's web API key (or COPYDESK_API_KEY)")
    .option('--functions-url <url>', 'the functions base URL (or COPYDESK_FUNCTIONS_URL)')
    .option('--json', 'print machine-readable JSON')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      `
Exit codes: 0 ok, 1 operation failed, 2 usage, 3 not signed in or not a technical admin.

Examples:
  $ copydesk login --email tech@copydesk.demo
  $ copydesk stats
  $ copydesk deploy --dry-run
  $ copydesk undeploy --yes --json
  $ copydesk health --problems
  $ copydesk runs
  $ copydesk runs retry <id>
  $ copydesk erasures
  $ copydesk smoke-check --app-url https://<project>.web.app`,
    );
  const wrap = createWrap(makeContext);
  for (const register of [
    registerLogin,
    registerLogout,
    registerWhoami,
    registerStats,
    registerDeploy,
    registerUndeploy,
    registerHealth,
    registerRebuildStatistics,
    registerSmokeCheck,
    registerErasures,
  ]) {
    register(program, wrap);
  }
  const runs = registerRuns(program, wrap);
  for (const register of [registerRunsShow, registerRunsCancel, registerRunsRetry]) register(runs, wrap);
  program.exitOverride();
  for (const command of program.commands) {
    command.exitOverride();
    for (const sub of command.commands) sub.exitOverride();
  }
  return program;
}

/** Parses and runs; usage errors exit 2, help and version exit 0. */
export async function runProgram(program: Command, argv: string[]): Promise<number> {
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      const harmless = ['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(
        error.code,
      );
      return harmless ? EXIT.ok : EXIT.usage;
    }
    throw error;
  }
}
