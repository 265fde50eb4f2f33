// The strategy statistics (README "Copy report and strategy statistics"): hourly, the schedule enqueues
// one task per strategy, and each task folds the strategy's history since its last run into the cached
// record the cards show, so no page view computes them and each hour's work follows the new trades
// (services/strategy-statistics; under `npm start` the local scheduler fires the schedule hourly,
// docs/architecture.md §9).
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { SCHEDULES } from '../platform/schedules.js';
import { bridgeSecrets } from '../platform/params/bridge-params.js';
import {
  planStatisticsRun,
  processStatisticsTask,
  type StrategyUpdate,
} from './strategy-statistics.service.js';
import { STATISTICS_TASK_FUNCTION, type StatisticsTask } from './statistics-task-queue.service.js';
import { defaultDeps } from '../platform/trigger-deps.js';
import { statisticsTaskSchema } from '../contract/tasks.js';
import { logTaskFailure } from '../platform/tasks/task-failure.js';
import { taskPayload } from '../platform/tasks/task-payload.js';
import { optionsFor, taskOptions } from '../platform/function-sizing.js';
import { withSecrets } from '../platform/service-accounts.js';

export const strategyStatisticsSchedule = onSchedule(
  {
    ...optionsFor('schedule'),
    schedule: SCHEDULES.strategyStatisticsSchedule,
    timeZone: 'UTC',
    ...withSecrets(bridgeSecrets),
  },
  async (event) => {
    const runAt = Date.parse(event.scheduleTime) || Date.now();
    const enqueued = await planStatisticsRun(defaultDeps().bridge(), runAt);
    logger.info('Strategy statistics run planned', { runAt, enqueued });
  },
);

/**
 * One strategy's hourly step. A timeout or a crash loses at most one slice (progress is saved after
 * each), and the queue's retry resumes from there. At most 10 strategies at once, gentle on the
 * bridge's rate limits.
 */
export const strategyStatisticsTask = onTaskDispatched<StatisticsTask>(
  {
    ...taskOptions(),
    ...withSecrets(bridgeSecrets),
    // A strategy's slices are read one after another within one task (progress saved after each).
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    const task = taskPayload(STATISTICS_TASK_FUNCTION, statisticsTaskSchema, request.data);
    if (!task) return;
    const deps = defaultDeps();
    const update = await logTaskFailure(STATISTICS_TASK_FUNCTION, request.retryCount, () =>
      processStatisticsTask({ bridge: deps.bridge(), db: deps.db }, task),
    );
    logger.info('Strategy statistics task', { strategyId: task.strategyId, outcome: outcomeOf(update) });
  },
);

const outcomeOf = (update: StrategyUpdate) =>
  'record' in update ? 'cached' : 'superseded' in update ? 'superseded' : 'gone';
