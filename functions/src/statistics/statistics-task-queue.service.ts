// Enqueues the hourly statistics tasks on the strategyStatisticsTask queue (Cloud Tasks; the tasks
// emulator locally), one per strategy, as deployment runs do (runs/run-task-queue.service.ts). A task is named by its
// strategy and the schedule's hour, so a redelivered schedule enqueues nothing new: Cloud Tasks refuses
// the name, and that refusal counts as done. Two tasks of one strategy never fold a trade twice either
// (statistics/statistics-state.repo.ts).
import { getApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { queueOf } from '../platform/function-sizing.js';
import type { z } from 'zod';
import type { statisticsTaskSchema } from '../contract/tasks.js';
import { mapWithConcurrency } from '../platform/concurrency.js';

export const STATISTICS_TASK_FUNCTION = 'strategyStatisticsTask';

/** Beyond the task's timeoutSeconds (statistics/strategy-statistics.task.ts) and a cold start. */
export const STATISTICS_TASK_DISPATCH_DEADLINE_SECONDS = 600;

/**
 * One strategy's hourly step (contract/tasks.ts validates it): the strategy by id only, so the task
 * reads the strategy, and the account whose history it folds, from the bridge, never from its payload.
 */
export type StatisticsTask = z.output<typeof statisticsTaskSchema>;

export interface StatisticsTaskQueue {
  enqueue(payload: StatisticsTask, options: { id: string; dispatchDeadlineSeconds: number }): Promise<void>;
}

const ENQUEUE_CONCURRENCY = 25;

/**
 * The functions' own queue. Their firebase-admin app is loaded here, on first use, not on import: the
 * tests, the seed and the bench import this service with their own app and environment.
 */
export async function statisticsTaskQueue(): Promise<StatisticsTaskQueue> {
  await import('../platform/firebase-app.js');
  return getFunctions(getApp()).taskQueue<StatisticsTask>(queueOf(STATISTICS_TASK_FUNCTION));
}

const alreadyEnqueued = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'functions/task-already-exists';

/** Task names allow letters, digits, '-' and '_'; a strategy id is letters and digits (bridge ids). */
const taskName = ({ strategyId, runAt }: StatisticsTask) =>
  `statistics-${strategyId.replace(/[^A-Za-z0-9_-]/g, '_')}-${runAt}`;

/** Enqueues one task per strategy; returns how many were new. Throws the first real failure. */
export async function enqueueStatisticsTasks(
  tasks: StatisticsTask[],
  queue?: StatisticsTaskQueue,
): Promise<number> {
  const target = queue ?? (await statisticsTaskQueue());
  const results = await mapWithConcurrency(tasks, ENQUEUE_CONCURRENCY, (task) =>
    target.enqueue(task, {
      id: taskName(task),
      dispatchDeadlineSeconds: STATISTICS_TASK_DISPATCH_DEADLINE_SECONDS,
    }),
  );
  const failure = results.find((r) => r.status === 'rejected' && !alreadyEnqueued(r.reason));
  if (failure?.status === 'rejected') throw failure.reason;
  return results.filter((r) => r.status === 'fulfilled').length;
}
