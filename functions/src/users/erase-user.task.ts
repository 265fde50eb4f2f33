// The Cloud Tasks queue of erasures (docs/operations.md "Erasure"): one task per person and run. A
// failed step throws, so the queue retries with backoff (a bridge outage delays the erasure, loses
// nothing) and the next attempt resumes after the last step done; past the last attempt the erasure
// is `failed`, shown to technical admins (listErasures) and retried by erasing again (eraseUser).
import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { bridgeSecrets } from '../platform/params/bridge-params.js';
import { taskOptions } from '../platform/function-sizing.js';
import { RATE_LIMIT_KEY } from '../platform/params/security-params.js';
import { ERASURE_TASK_RETRY } from './erasure.rules.js';
import {
  ERASURE_TASK_FUNCTION,
  recordFailedErasureAttempt,
  type ErasureTask,
} from './erasure-requests.service.js';
import { eraseUser } from './user-erasure.service.js';
import { erasureTaskSchema } from '../contract/tasks.js';
import { logTaskFailure } from '../platform/tasks/task-failure.js';
import { taskPayload } from '../platform/tasks/task-payload.js';
import { withSecrets } from '../platform/service-accounts.js';

export const eraseUserTask = onTaskDispatched<ErasureTask>(
  {
    ...taskOptions(),
    // Removing several accounts, each with the bridge's bounded retries, outlasts the kind's 120 s.
    timeoutSeconds: 240,
    ...withSecrets([...bridgeSecrets, RATE_LIMIT_KEY]),
    retryConfig: {
      maxAttempts: ERASURE_TASK_RETRY.maxAttempts,
      minBackoffSeconds: ERASURE_TASK_RETRY.minBackoffSeconds,
      maxBackoffSeconds: ERASURE_TASK_RETRY.maxBackoffSeconds,
      maxDoublings: ERASURE_TASK_RETRY.maxDoublings,
    },
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  async (request) => {
    const payload = taskPayload(ERASURE_TASK_FUNCTION, erasureTaskSchema, request.data);
    if (!payload) return;
    const { uid } = payload;
    await logTaskFailure(ERASURE_TASK_FUNCTION, request.retryCount, async () => {
      try {
        const outcome = await eraseUser(uid);
        logger.info('erasure task', { outcome, retryCount: request.retryCount });
      } catch (error) {
        await recordFailedErasureAttempt(uid, request.retryCount, error);
        throw error;
      }
    });
  },
);
