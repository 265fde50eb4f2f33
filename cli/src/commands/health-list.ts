// `copydesk health [--problems] [--json]` (README "Copy health"): every trading account with its health,
// problems first (in the catalogue's precedence), then healthy and not yet checked ones, with the counts
// per state and the open incidents over all accounts, then the monitor's last cycle (a PROBLEM past
// three missed cycles, or when it never ran: product-rules/monitor-heartbeat.ts) and its latest report.
// Admins only; pages through listAccountHealth.
import type { Command } from 'commander';
import {
  type AccountHealthEntry,
  type HealthSummary,
  type MonitorRunReport,
} from '@copydesk/functions/contract';
import {
  describeHeartbeat,
  HEALTH_CATALOGUE,
  MONITOR_PROBLEM_ACTION,
  HEALTH_PRECEDENCE,
} from '@copydesk/functions/product-rules';
import type { CommandContext } from '../lib/context.js';
import { table } from '../lib/output.js';
import { requireAdmin } from '../lib/roles.js';
import type { Wrap } from '../lib/runner.js';

export interface HealthOptions {
  problems?: boolean;
}

/** Where an account sorts: its state's place in the precedence list; unchecked accounts last. */
const rank = (entry: AccountHealthEntry) =>
  entry.health ? HEALTH_PRECEDENCE.indexOf(entry.health.state) : HEALTH_PRECEDENCE.length;

export function byHealth(accounts: AccountHealthEntry[]): AccountHealthEntry[] {
  return [...accounts].sort(
    (a, b) => rank(a) - rank(b) || a.accountNumber.localeCompare(b.accountNumber, 'en'),
  );
}

function summaryLine(summary: HealthSummary): string {
  const counts = Object.entries(summary.counts)
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${count} ${state}`);
  const incidents = `${summary.openIncidents} open incident${summary.openIncidents === 1 ? '' : 's'}`;
  return `${summary.total} account${summary.total === 1 ? '' : 's'}: ${counts.join(', ') || 'none'}; ${incidents}`;
}

/**
 * The latest monitor report and the accounts it could not check, with why (docs/product.md, copy
 * health). It is rewritten only when what it says changes, so its time is that change, not the last cycle.
 */
function lastRunLines(run: MonitorRunReport): string[] {
  const at = run.at.slice(0, 16).replace('T', ' ');
  const head = `Latest monitor report (changed ${at} UTC): ${run.checked} checked, ${run.failed} could not be checked`;
  return [head, ...run.failures.map((failure) => `  ${failure.metaApiAccountId}: ${failure.reason}`)];
}

/** "Last cycle N s ago" as of the server's read, and the problem with what to do when there is one. */
export function monitorLines(summary: HealthSummary, now = Date.now()): string[] {
  const view = describeHeartbeat(
    summary.heartbeat ?? null,
    summary.readAt ? Date.parse(summary.readAt) : now,
  );
  if (!view.problem) return [view.line];
  const problem = view.problem === view.line ? [view.line] : [view.line, view.problem];
  return [...problem, `  What to do: ${MONITOR_PROBLEM_ACTION}`];
}

function printHuman(context: CommandContext, accounts: AccountHealthEntry[], summary: HealthSummary) {
  if (accounts.length === 0) context.out.line('No accounts to list.');
  else {
    const rows = accounts.map((entry) => [
      entry.accountNumber,
      entry.email,
      entry.health ? HEALTH_CATALOGUE[entry.health.state].label : 'Not checked',
      entry.health ? entry.health.since.slice(0, 16).replace('T', ' ') : '',
      entry.health ? entry.health.reason : '',
    ]);
    context.out.line(table(['Account', 'Owner', 'Health', 'Since (UTC)', 'Reason'], rows));
  }
  context.out.line();
  context.out.line(summaryLine(summary));
  for (const line of monitorLines(summary)) context.out.line(line);
  for (const line of summary.lastRun ? lastRunLines(summary.lastRun) : []) context.out.line(line);
}

export async function health(context: CommandContext, options: HealthOptions): Promise<void> {
  const client = context.client();
  await requireAdmin(client);
  const accounts: AccountHealthEntry[] = [];
  let cursor: string | undefined;
  let summary: HealthSummary | undefined;
  do {
    const page = await client.listAccountHealth({
      ...(options.problems ? { problems: 'true' } : {}),
      ...(cursor ? { cursor } : {}),
    });
    accounts.push(...page.accounts);
    summary = page.summary;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const sorted = byHealth(accounts);
  context.out.result({ accounts: sorted, summary }, () => printHuman(context, sorted, summary));
}

export function registerHealth(program: Command, wrap: Wrap): void {
  program
    .command('health')
    .description('List trading accounts by health, problems first (admins)')
    .option('--problems', 'only accounts with a problem (an open incident)')
    .addHelpText('after', '\nExamples:\n  $ copydesk health\n  $ copydesk health --problems --json')
    .action(wrap(health));
}
