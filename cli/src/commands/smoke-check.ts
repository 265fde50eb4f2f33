// `copydesk smoke-check [--app-url <hosting url>]` (technical admins), run after every deploy and every
// rollback (docs/operations.md "After every deploy: the smoke check"): the server's checks through
// runSmokeCheck (the functions answer, the MetaApi token, a test e-mail to the caller, the monitor's
// last cycle), then the web app under its CSP from here. Each check prints PASS or FAIL with what to do;
// any failure exits 1.
import type { Command } from 'commander';
import { CliError, EXIT } from '../lib/cli-error.js';
import type { CommandContext } from '../lib/context.js';
import type { ServerSmokeCheck } from '../lib/ops-client.js';
import { requireTechnicalAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';
import type { Target } from '../lib/targets.js';
import { checkWebApp } from './smoke-check-web.js';

export interface SmokeCheckOptions {
  appUrl?: string;
}

export interface SmokeCheckLine {
  name: string;
  ok: boolean;
  detail: string;
  action: string | null;
}

export interface SmokeCheckReport {
  checks: SmokeCheckLine[];
  mailTo: string | null;
}

/** The app to check: --app-url, COPYDESK_APP_URL, or a project's default Hosting site. */
export function appUrlOf(options: SmokeCheckOptions, target: Target, env: NodeJS.ProcessEnv): string | null {
  const url = options.appUrl ?? env.COPYDESK_APP_URL;
  if (url) return url;
  return target.kind === 'project' ? `https://${target.projectId}.web.app/` : null;
}

/** The server's checks; a call that fails (but for a refused caller) is the functions check failing. */
async function serverChecks(context: CommandContext): Promise<ServerSmokeCheck> {
  const client = context.client();
  try {
    await requireTechnicalAdmin(client);
    return await client.runSmokeCheck();
  } catch (error) {
    if (error instanceof CliError && error.exitCode === EXIT.notAuthorized) throw error;
    const detail = `${context.target.functionsUrl} did not run the smoke check: ${error instanceof Error ? error.message : String(error)}`;
    const action =
      'Check that the functions are deployed (firebase deploy --only functions) and the --functions-url.';
    return {
      checks: [{ name: 'functions', ok: false, detail, action }],
      mailTo: null,
      at: new Date().toISOString(),
    };
  }
}

async function webCheck(context: CommandContext, options: SmokeCheckOptions): Promise<SmokeCheckLine> {
  const appUrl = appUrlOf(options, context.target, context.env);
  if (!appUrl)
    return {
      name: 'web app',
      ok: false,
      detail: 'No app URL to check.',
      action: 'Pass --app-url <hosting url> (or set COPYDESK_APP_URL).',
    };
  return { name: 'web app', ...(await checkWebApp(appUrl, new URL(context.target.functionsUrl).origin)) };
}

export function reportLines(report: SmokeCheckReport): string[] {
  const width = Math.max(...report.checks.map((check) => check.name.length));
  const lines = report.checks.flatMap((check) => [
    `${check.ok ? 'PASS' : 'FAIL'}  ${check.name.padEnd(width)}  ${check.detail}`,
    ...(check.action ? [`${' '.repeat(width + 8)}What to do: ${check.action}`] : []),
  ]);
  const mail = report.checks.find((check) => check.name === 'mail');
  if (mail?.ok && report.mailTo)
    lines.push('', `Confirm that the e-mail "CopyDesk smoke check" reached ${report.mailTo}.`);
  const failed = report.checks.filter((check) => !check.ok).length;
  lines.push(
    '',
    failed === 0
      ? `All ${report.checks.length} checks passed.`
      : `${failed} of ${report.checks.length} checks failed.`,
  );
  return lines;
}

export async function smokeCheck(context: CommandContext, options: SmokeCheckOptions): Promise<void> {
  const server = await serverChecks(context);
  const report: SmokeCheckReport = {
    checks: [...server.checks, await webCheck(context, options)],
    mailTo: server.mailTo,
  };
  context.out.result(report, () => {
    context.out.line(`Smoke check of ${context.target.functionsUrl}`);
    for (const line of reportLines(report)) context.out.line(line);
  });
  const failed = report.checks.filter((check) => !check.ok).map((check) => check.name);
  if (failed.length > 0) throw new CliError(`The smoke check failed: ${failed.join(', ')}.`, EXIT.failed);
}

export function registerSmokeCheck(program: Command, wrap: Wrap): void {
  program
    .command('smoke-check')
    .description('Check a deployed project works, after every deploy and rollback (technical admins)')
    .option(
      '--app-url <url>',
      "the web app's Hosting URL (or COPYDESK_APP_URL; a project's default: <project>.web.app)",
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ copydesk --project my-project smoke-check\n  $ copydesk smoke-check --app-url https://app.example.com --json',
    )
    .action(wrap(smokeCheck));
}
