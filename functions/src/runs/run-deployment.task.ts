// The Cloud Tasks queue of deployment runs: one task per account (runs/run-task.service.ts). The
// queue's rate limits keep us inside MetaApi's; its retry policy only covers our own failures
// (Firestore contention, a crash, a failed re-enqueue): bridge 429s and 5xx are rescheduled by the task
// itself. What its retries cannot settle, the watchdog (run-watchdog.ts) does.
import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { bridgeSecrets } from '../platform/params/bridge-params.js';
import { RUN_TASK_CONCURRENCY } from '../platform/params/run-params.js';
import { RUN_TASK_MAX_DISPATCHES_PER_SECOND, RUN_TASK_RETRY } from './deployment-runs.rules.js';
import { processRunTask } from './run-task.service.js';
import { RUN_TASK_FUNCTION, type RunTaskPayload } from './run-task-queue.service.js';
import { taskOptions } from '../platform/function-sizing.js';
import { runTaskSchema } from '../contract/tasks.js';
import { logTaskFailure } from '../platform/tasks/task-failure.js';
import { taskPayload } from '../platform/tasks/task-payload.js';
import { withSecrets } from '../platform/service-accounts.js';

export const runDeploymentTask = onTaskDispatched<RunTaskPayload>(
  {
    ...taskOptions(),
    ...withSecrets(bridgeSecrets),
    retryConfig: {
      maxAttempts: RUN_TASK_RETRY.maxAttempts,
      minBackoffSeconds: RUN_TASK_RETRY.minBackoffSeconds,
      maxBackoffSeconds: RUN_TASK_RETRY.maxBackoffSeconds,
    },
    // The dispatch rate also sets the run's counter shards (runs/deployment-runs.rules.ts).
    rateLimits: {
      maxConcurrentDispatches: RUN_TASK_CONCURRENCY,
      maxDispatchesPerSecond: RUN_TASK_MAX_DISPATCHES_PER_SECOND,
    },
  },
  async (request) => {
    const payload = taskPayload(RUN_TASK_FUNCTION, runTaskSchema, request.data);
    if (!payload) return;
    logger.debug('deployment run task', { ...payload, retryCount: request.retryCount });
    await logTaskFailure(RUN_TASK_FUNCTION, request.retryCount, () => processRunTask(payload));
  },
);
