// What the run endpoints read (docs/operations.md "Deployment runs"): the latest runs, and one run with
// its failed accounts and their reasons.
import type { DeploymentRun, RunItem } from '../contract/index.js';
import { itemsInState, latestRuns, readRun, runItemOf } from './runs.repo.js';

export function latestDeploymentRuns(limit: number): Promise<DeploymentRun[]> {
  return latestRuns(limit);
}

/** The run and its failed accounts, or null when no run has that id. */
export async function runWithFailures(
  runId: string,
): Promise<{ run: DeploymentRun; failures: RunItem[] } | null> {
  const run = await readRun(runId);
  if (!run) return null;
  const failures = (await itemsInState(runId, 'failed')).map(runItemOf);
  return { run, failures };
}
