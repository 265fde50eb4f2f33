// Waits for a run to finish, for callers that want an outcome in one request (the bulk endpoints of
// docs/product.md §7). A Firestore listener, bounded by the caller's time budget.
import { FINISHED_RUN_STATES, type DeploymentRun } from '../../contract/index.js';
import { db } from '../../admin.js';
import { RUNS_COLLECTION } from '../../contract/index.js';
import { toRun } from '../../repos/runs-repo.js';

/** The run once finished, or its latest state when `timeoutMs` passes first. */
export function waitForRun(runId: string, timeoutMs: number): Promise<DeploymentRun | null> {
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
    const unsubscribe = db
      .collection(RUNS_COLLECTION)
      .doc(runId)
      .onSnapshot(
        (snapshot) => {
          latest = toRun(snapshot);
          if (!latest || FINISHED_RUN_STATES.includes(latest.state)) {
            stop();
            resolve(latest);
          }
        },
        (error) => {
          stop();
          reject(error);
        },
      );
  });
}
