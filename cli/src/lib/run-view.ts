// How a deployment run reads in a terminal: a progress bar, a summary line, the failures with their
// reasons, and the one JSON document scripts get with --json.
import { FINISHED_RUN_STATES, type DeploymentRun, type RunItem } from '@copydesk/functions/contract';
import type { Output } from './output.js';
import { table } from './output.js';

export const isFinished = (run: DeploymentRun) => FINISHED_RUN_STATES.includes(run.state);

/** "[#########-----------]  45% 108/240 done, 2 failed" */
export function progressBar(run: DeploymentRun, width = 30): string {
  const settled = run.done + run.failed;
  const ratio = run.planned === 0 ? 1 : settled / run.planned;
  const filled = Math.round(ratio * width);
  const percent = String(Math.floor(ratio * 100)).padStart(3);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${settled}/${run.planned} (${run.done} done, ${run.failed} failed)`;
}

export function summaryLine(run: DeploymentRun): string {
  return `Run ${run.id} (${run.action}, ${run.scope.join('+')}): ${run.state}; ${run.done} done, ${run.failed} failed, ${run.skipped} skipped of ${run.planned} planned.`;
}

export function printFailures(out: Output, failures: RunItem[]): void {
  if (failures.length === 0) return;
  out.line();
  out.line('Failures:');
  out.line(
    table(
      ['Account', 'Login', 'Environment', 'Reason'],
      failures.map((f) => [f.accountId, f.login, f.environment, f.reason ?? '']),
    ),
  );
}

export function runsTable(runs: DeploymentRun[]): string {
  return table(
    ['Run', 'Action', 'State', 'Planned', 'Done', 'Failed', 'Started', 'By'],
    runs.map((run) => [
      run.id,
      run.action,
      run.state,
      run.planned,
      run.done,
      run.failed,
      run.createdAt ?? '',
      run.actorEmail ?? run.actorUid,
    ]),
  );
}
