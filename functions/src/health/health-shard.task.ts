// The copy-health shard queue (docs/architecture.md §12): one task per shard and cycle
// (health/health-shard-check.service.ts). Its bridge (platform/clients.ts runBridge) makes no retries inside a
// request: a 429 or an outage comes back at once and the task reschedules itself, carrying the reads
// already made; this queue's retry policy covers a task that fails (an outage beyond the reschedules, a
// crash), and a retry after the next cycle has begun is dropped by the task.
import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { bridgeSecrets } from '../platform/params/bridge-params.js';
import { HEALTH_SHARD_TASK_CONCURRENCY, healthSettings } from './health.params.js';
import { SCHEDULES } from '../platform/schedules.js';
import { cycleMsOf, type HealthShardTask } from './health-shards.rules.js';
import { runBridge } from '../platform/clients.js';
import { checkHealthShard } from './health-shard-check.service.js';
import { HEALTH_SHARD_TASK_FUNCTION, healthTaskQueue } from './health-task-queue.service.js';
import { defaultDeps } from '../platform/trigger-deps.js';
import { logTaskFailure } from '../platform/tasks/task-failure.js';
import { taskOptions } from '../platform/function-sizing.js';
import { withSecrets } from '../platform/service-accounts.js';

/** Retries of a failed task: a few, soon, inside the cycle (a later one is dropped as superseded). */
export const SHARD_TASK_RETRY = { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 20 };

export const checkHealthShardTask = onTaskDispatched<HealthShardTask>(
  {
    ...taskOptions(),
    ...withSecrets(bridgeSecrets),
    retryConfig: SHARD_TASK_RETRY,
    rateLimits: { maxConcurrentDispatches: HEALTH_SHARD_TASK_CONCURRENCY, maxDispatchesPerSecond: 100 },
  },
  async (request) => {
    const result = await logTaskFailure(HEALTH_SHARD_TASK_FUNCTION, request.retryCount, () =>
      checkHealthShard(request.data, {
        bridge: runBridge(),
        settings: healthSettings(),
        db: defaultDeps().db,
        queue: healthTaskQueue(),
        wallClock: Date.now,
        cycleMs: cycleMsOf(SCHEDULES.healthMonitorSchedule),
      }),
    );
    const { shardId, cycleAt } = request.data;
    if (result.outcome === 'checked') {
      const { failures, ...counts } = result;
      logger.info('Copy-health shard checked', { shardId, cycleAt, ...counts, failed: failures.length });
      for (const failure of failures) logger.warn('Copy-health check failed', failure);
    } else
      logger.info(`Copy-health shard ${result.outcome}`, {
        shardId,
        cycleAt,
        retryCount: request.retryCount,
      });
  },
);
