// Waits for a run to finish, for callers that want an outcome in one request (the bulk endpoints of
// docs/product.md §7). A Firestore listener on the run document (runs-repo.ts), bounded by the caller's
// time budget; the counters are read from their shards once it is over.
import { FINISHED_RUN_STATES, type DeploymentRun } from '../contract/index.js';
import { listenToRun, readRun } from './runs.repo.js';

/** The run (with its summed counters) once finished, or as it is when `timeoutMs` passes first. */
export async function waitForRun(runId: string, timeoutMs: number): Promise<DeploymentRun | null> {
  return (await untilFinished(runId, timeoutMs)) ? readRun(runId) : null;
}

/** The run's document state once finished (or at the deadline); null when there is no such run. */
function untilFinished(runId: string, timeoutMs: number): Promise<DeploymentRun | null> {
  return new Promise((resolve, reject) => {
    let latest: DeploymentRun | null = null;
    const stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
    const timer = setTimeout(() => {
      stop();
      resolve(latest);
    }, timeoutMs);
    const unsubscribe = listenToRun(
      runId,
      (run) => {
        latest = run;
        if (!run || FINISHED_RUN_STATES.includes(run.state)) {
          stop();
          resolve(run);
        }
      },
      (error) => {
        stop();
        reject(error);
      },
    );
  });
}
