// Enqueues copy-health shard tasks on the checkHealthShardTask queue (Cloud Tasks; the tasks emulator
// locally), as deployment runs do (runs/run-task-queue.service.ts). A cycle's task is named by its cycle and shard,
// so a redelivered schedule enqueues nothing new: Cloud Tasks refuses the name, and that refusal counts
// as done. A task rescheduled after a 429 gets a fresh name (its first run already used the cycle's).
import { randomUUID } from 'node:crypto';
import { getApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { queueOf } from '../platform/function-sizing.js';
import { shardTaskName, type HealthShardTask } from './health-shards.rules.js';
import '../platform/firebase-app.js';
import { mapWithConcurrency } from '../platform/concurrency.js';

export const HEALTH_SHARD_TASK_FUNCTION = 'checkHealthShardTask';

/** Beyond the shard task's timeoutSeconds (health/health-shard.task.ts) and a cold start. */
export const SHARD_TASK_DISPATCH_DEADLINE_SECONDS = 180;

export interface HealthTaskQueue {
  enqueue(
    payload: HealthShardTask,
    options: { id: string; dispatchDeadlineSeconds: number; scheduleDelaySeconds?: number },
  ): Promise<void>;
}

const ENQUEUE_CONCURRENCY = 25;

export function healthTaskQueue(): HealthTaskQueue {
  return getFunctions(getApp()).taskQueue<HealthShardTask>(queueOf(HEALTH_SHARD_TASK_FUNCTION));
}

const alreadyEnqueued = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'functions/task-already-exists';

/** Enqueues a cycle's shard tasks; returns how many were new. Throws the first real failure. */
export async function enqueueCycle(tasks: HealthShardTask[], queue: HealthTaskQueue): Promise<number> {
  const results = await mapWithConcurrency(tasks, ENQUEUE_CONCURRENCY, (task) =>
    queue.enqueue(task, {
      id: shardTaskName(task.cycleAt, task.shardId),
      dispatchDeadlineSeconds: SHARD_TASK_DISPATCH_DEADLINE_SECONDS,
    }),
  );
  const failure = results.find((r) => r.status === 'rejected' && !alreadyEnqueued(r.reason));
  if (failure?.status === 'rejected') throw failure.reason;
  return results.filter((r) => r.status === 'fulfilled').length;
}

/** Runs the same shard task again after `delaySeconds` (a 429's recommended time). */
export async function rescheduleShard(
  task: HealthShardTask,
  delaySeconds: number,
  queue: HealthTaskQueue,
): Promise<void> {
  await queue.enqueue(task, {
    id: `${shardTaskName(task.cycleAt, task.shardId)}-${randomUUID()}`,
    dispatchDeadlineSeconds: SHARD_TASK_DISPATCH_DEADLINE_SECONDS,
    scheduleDelaySeconds: delaySeconds,
  });
}
