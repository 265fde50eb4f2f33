// The deployment-run watchdog (docs/product.md §7): a task can be lost for good (every enqueue of its
// next attempt failed, or the queue gave up after its own retries), which would leave its item pending
// and its run, with the action's lock, unfinished forever. Each pass settles every item pending longer
// than the queue's retry window as failed, with a reason, and finishes its run when it was the last.
import { isStalePending } from './deployment-runs.rules.js';
import { pendingItems, unfinishedRunIds } from './runs.repo.js';
import { LOST_TASK_REASON } from './reasons.rules.js';
import { settleAndFinish } from './settle.service.js';

export interface WatchdogPass {
  /** Items settled as failed by this pass. */
  settled: number;
  runsChecked: number;
}

export async function settleStaleRunItems(now: number = Date.now()): Promise<WatchdogPass> {
  const pass: WatchdogPass = { settled: 0, runsChecked: 0 };
  for (const runId of await unfinishedRunIds()) {
    pass.runsChecked++;
    for (const { item, version } of await pendingItems(runId)) {
      const stale = isStalePending({ lastWrittenAt: version.toMillis(), notBefore: item.notBefore }, now);
      if (!stale) continue;
      const pending = { runId, accountId: item.accountId, attempt: item.attempt, owner: item.owner, version };
      if (await settleAndFinish(pending, { state: 'failed', reason: LOST_TASK_REASON })) pass.settled++;
    }
  }
  return pass;
}
