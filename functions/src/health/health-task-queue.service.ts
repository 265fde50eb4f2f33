// Enqueues copy-health shard tasks on the checkHealthShardTask queue (Cloud Tasks; the tasks emulator
// locally; platform/tasks/enqueue.ts). A cycle's task is named by its cycle and shard,
// so a redelivered schedule enqueues nothing new: Cloud Tasks refuses the name, and that refusal counts
// as done. A task rescheduled after a 429 gets a fresh name (its first run already used the cycle's).
import { randomUUID } from 'node:crypto';
import { cloudTaskQueue, enqueueTasks, type TaskQueue } from '../platform/tasks/enqueue.js';
import { shardTaskName, type HealthShardTask } from './health-shards.rules.js';
import '../platform/firebase-app.js';

export const HEALTH_SHARD_TASK_FUNCTION = 'checkHealthShardTask';

/** Beyond the shard task's timeoutSeconds (health/health-shard.task.ts) and a cold start. */
export const SHARD_TASK_DISPATCH_DEADLINE_SECONDS = 180;

export type HealthTaskQueue = TaskQueue<HealthShardTask>;

export function healthTaskQueue(): HealthTaskQueue {
  return cloudTaskQueue<HealthShardTask>(HEALTH_SHARD_TASK_FUNCTION);
}

/** Enqueues a cycle's shard tasks; returns how many were new. Throws the first real failure. */
export function enqueueCycle(tasks: HealthShardTask[], queue: HealthTaskQueue): Promise<number> {
  return enqueueTasks(queue, tasks, {
    taskName: (task) => shardTaskName(task.cycleAt, task.shardId),
    dispatchDeadlineSeconds: SHARD_TASK_DISPATCH_DEADLINE_SECONDS,
    refusedNameIsDone: true,
  });
}

/** Runs the same shard task again after `delaySeconds` (a 429's recommended time). */
export async function rescheduleShard(
  task: HealthShardTask,
  delaySeconds: number,
  queue: HealthTaskQueue,
): Promise<void> {
  await enqueueTasks(queue, [task], {
    taskName: () => `${shardTaskName(task.cycleAt, task.shardId)}-${randomUUID()}`,
    dispatchDeadlineSeconds: SHARD_TASK_DISPATCH_DEADLINE_SECONDS,
    delaySeconds,
    refusedNameIsDone: false,
  });
}
