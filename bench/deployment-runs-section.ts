// The bench's deployment-runs section: the figures of deployment-runs.ts, printed.
import { benchDeploymentRuns } from './deployment-runs.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function printDeploymentRuns(): Promise<void> {
  console.log('\nDeployment run over 1,000 accounts (simulator: +100 ms per call, 5% answered 429 once):');
  const figures = await benchDeploymentRuns();
  console.log(`  one by one (a single loop)          ${seconds(figures.oneByOneMs).padStart(9)}`);
  console.log(
    `  deployment run on Cloud Tasks       ${seconds(figures.runMs).padStart(9)}  (${figures.accounts} accounts)`,
  );
  console.log(
    `  speed-up                            ${figures.speedUp.toFixed(1).padStart(7)}x  (goal >= 20x)`,
  );
}
