// The health cycle's repair of close-only drift (docs/architecture.md §12): an account whose owner is
// not active must be in close-only (subscriptions/subscription-copy-mode.trigger.ts sets it), yet a subscriber write
// outside this backend, or one lost to a failure, can leave it copying new trades. A shard task reads
// the owners of its copying accounts (a live subscription, no close-only) on the copy-read cadence and
// sets close-only again under the account's lease; the cycle's own reading then sees it so.
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import type { TradingBridge } from '../bridge/index.js';
import type { HealthSettings } from './health.params.js';
import { copyReadsDue, type HealthShardTask } from './health-shards.rules.js';
import { CLOSE_ONLY_MODE, copyingIsCloseOnly } from '../users/user-changes.rules.js';
import type { StoredShard } from './health-shards.repo.js';
import { readUsersData } from '../users/users.repo.js';
import { withSubscriberLease } from '../subscriptions/subscriber-lease.service.js';
import { restoreCloseOnly } from '../subscriptions/subscriber-writes.service.js';
import { mapWithConcurrency } from '../platform/concurrency.js';

export interface DriftDeps {
  bridge: TradingBridge;
  settings: HealthSettings;
  db: Firestore;
  cycleMs: number;
}

/** The accounts due a look that copy new trades: a live subscription and no subscriber close-only. */
function copyingAccounts(task: HealthShardTask, ids: string[], shard: StoredShard, deps: DriftDeps) {
  const cycleIndex = Math.floor(task.cycleAt / deps.cycleMs);
  return ids.filter((id) => {
    const seen = task.observed[id]?.subscriber;
    if (!seen || seen.closeOnly || !seen.subscriptions.some((s) => !s.removed)) return false;
    return copyReadsDue(id, shard.members[id]!, cycleIndex, deps.settings.copyReadEveryCycles);
  });
}

/**
 * Sets close-only again on the shard's accounts that lost it while their owner is not active; answers
 * the task with those accounts observed in close-only, as the bridge now has them.
 */
export async function withCloseOnlyRestored(
  task: HealthShardTask,
  ids: string[],
  shard: StoredShard,
  deps: DriftDeps,
): Promise<HealthShardTask> {
  const copying = copyingAccounts(task, ids, shard, deps);
  if (copying.length === 0) return task;
  const owners = await readUsersData([...new Set(copying.map((id) => shard.members[id]!.uid))], deps.db);
  const drifted = copying.filter((id) => copyingIsCloseOnly(owners.get(shard.members[id]!.uid)));
  const restored: string[] = [];
  await mapWithConcurrency(drifted, deps.settings.concurrency, async (id) => {
    try {
      if (await withSubscriberLease(id, () => restoreCloseOnly(id, deps.bridge))) restored.push(id);
    } catch (error) {
      // The next cycle tries again; the account's health reading goes on regardless.
      logger.warn('Close-only drift not repaired', { metaApiAccountId: id, error: String(error) });
    }
  });
  if (restored.length === 0) return task;
  logger.info('Close-only restored', { accounts: restored });
  const observed = { ...task.observed };
  for (const id of restored) {
    const seen = observed[id]!;
    observed[id] = { ...seen, subscriber: { ...seen.subscriber!, closeOnly: CLOSE_ONLY_MODE } };
  }
  return { ...task, observed };
}
