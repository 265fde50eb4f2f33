// Settling one run item and, when it was the last, finishing the run (which releases the action's lock)
// and auditing it: shared by the tasks (run-task.ts) and the watchdog (watchdog.ts), so a run finishes
// the same way whoever settles its last item.
import { finishIfDone, settleItem, type PendingItem, type Settlement } from './run-items.repo.js';
import { recordRunFinished } from './run-audit.service.js';

/** False when the item was settled or moved on since it was read (nothing written). */
export async function settleAndFinish(item: PendingItem, outcome: Settlement): Promise<boolean> {
  if (!(await settleItem(item, outcome))) return false;
  if (await finishIfDone(item.runId)) await recordRunFinished(item.runId);
  return true;
}
