// The bench's deployment-runs section: the figures of deployment-runs.ts, printed, with the ceiling the
// machine's CPU puts on them (every account costs CPU in the functions workers and the emulators).
import { benchDeploymentRuns, type TimedRun } from './deployment-runs.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printRun(label: string, run: TimedRun, accounts: number): void {
  console.log(
    `  ${label.padEnd(36)}${seconds(run.runMs).padStart(9)}  speed-up ${run.speedUp.toFixed(1)}x (goal >= 20x)`,
  );
  console.log(
    `    start request ${seconds(run.startMs)}; stack CPU ${run.cpuMsPerAccount.toFixed(1)} ms per account over ${accounts} accounts`,
  );
}

export async function printDeploymentRuns(): Promise<void> {
  console.log('\nDeployment run over 1,000 accounts (simulator: +100 ms per call, 5% answered 429 once):');
  const figures = await benchDeploymentRuns();
  console.log(`  one by one (a single loop)          ${seconds(figures.oneByOneMs).padStart(9)}`);
  console.log(`  on Cloud Tasks, queue of ${figures.queueSize} (production's size):`);
  printRun('first run (workers start cold)', figures.cold, figures.accounts);
  printRun('second run (workers warm)', figures.warm, figures.accounts);
  // Even with every core given to the stack, accounts per second cannot exceed cores / CPU per account.
  const ceilingMs = (figures.accounts * figures.warm.cpuMsPerAccount) / figures.cores;
  console.log(
    `  CPU ceiling on this ${figures.cores}-core machine: ${seconds(ceilingMs)} for the fleet, at most ${(figures.oneByOneMs / ceilingMs).toFixed(1)}x`,
  );
}
