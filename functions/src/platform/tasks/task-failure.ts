// What a Cloud Tasks handler logs when it throws (docs/operations.md, "Monitoring and alerts"): one
// `task_failed` entry naming its queue, then the error goes on to the queue unchanged, which retries
// the task under its retry policy or, past it, drops it.
import { logger } from 'firebase-functions';
import { LOG_EVENTS } from '../log-events.js';

export async function logTaskFailure<T>(
  queue: string,
  retryCount: number,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    logger.error(`${queue}: task failed`, {
      event: LOG_EVENTS.taskFailed,
      queue,
      outcome: 'threw',
      retryCount,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
