// Enqueues the hourly statistics tasks on the strategyStatisticsTask queue (Cloud Tasks; the tasks
// emulator locally; platform/tasks/enqueue.ts), one per strategy. A task is named by its
// strategy and the schedule's hour, so a redelivered schedule enqueues nothing new: Cloud Tasks refuses
// the name, and that refusal counts as done. Two tasks of one strategy never fold a trade twice either
// (statistics/statistics-state.repo.ts).
import type { z } from 'zod';
import type { statisticsTaskSchema } from '../contract/tasks.js';
import { cloudTaskQueue, enqueueTasks, type TaskQueue } from '../platform/tasks/enqueue.js';

export const STATISTICS_TASK_FUNCTION = 'strategyStatisticsTask';

/** Beyond the task's timeoutSeconds (statistics/strategy-statistics.task.ts) and a cold start. */
export const STATISTICS_TASK_DISPATCH_DEADLINE_SECONDS = 600;

/**
 * One strategy's hourly step (contract/tasks.ts validates it): the strategy by id only, so the task
 * reads the strategy, and the account whose history it folds, from the bridge, never from its payload.
 */
export type StatisticsTask = z.output<typeof statisticsTaskSchema>;

export type StatisticsTaskQueue = TaskQueue<StatisticsTask>;

/**
 * The functions' own queue. Their firebase-admin app is loaded here, on first use, not on import: the
 * tests, the seed and the bench import this service with their own app and environment.
 */
export async function statisticsTaskQueue(): Promise<StatisticsTaskQueue> {
  await import('../platform/firebase-app.js');
  return cloudTaskQueue<StatisticsTask>(STATISTICS_TASK_FUNCTION);
}

/** Task names allow letters, digits, '-' and '_'; a strategy id is letters and digits (bridge ids). */
const taskName = ({ strategyId, runAt }: StatisticsTask) =>
  `statistics-${strategyId.replace(/[^A-Za-z0-9_-]/g, '_')}-${runAt}`;

/** Enqueues one task per strategy; returns how many were new. Throws the first real failure. */
export async function enqueueStatisticsTasks(
  tasks: StatisticsTask[],
  queue?: StatisticsTaskQueue,
): Promise<number> {
  return enqueueTasks(queue ?? (await statisticsTaskQueue()), tasks, {
    taskName,
    dispatchDeadlineSeconds: STATISTICS_TASK_DISPATCH_DEADLINE_SECONDS,
    refusedNameIsDone: true,
  });
}
