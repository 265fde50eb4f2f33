// Enqueues deployment-run tasks on the runDeploymentTask queue (Cloud Tasks; the tasks emulator
// locally) with firebase-admin. Every enqueue gets a fresh task name (run, account, attempt and a
// random part): Cloud Tasks refuses a name used recently, so a retried enqueue under an old name would
// be refused. A refused enqueue is an error, never taken as done; duplicates of a task are harmless
// because a task acts only on an item pending at its attempt (run-task.ts).
import { randomUUID } from 'node:crypto';
import { cloudTaskQueue, enqueueTasks, type TaskOptions, type TaskQueue } from '../platform/tasks/enqueue.js';
import { RUN_TASK_RETRY } from './deployment-runs.rules.js';
import '../platform/firebase-app.js';

export const RUN_TASK_FUNCTION = 'runDeploymentTask';

export interface RunTaskPayload {
  runId: string;
  accountId: string;
  attempt: number;
}

export type RunTaskOptions = TaskOptions;
export type RunTaskQueue = TaskQueue<RunTaskPayload>;

export function cloudTasksQueue(): RunTaskQueue {
  return cloudTaskQueue<RunTaskPayload>(RUN_TASK_FUNCTION);
}

function freshTaskId({ runId, accountId, attempt }: RunTaskPayload): string {
  const account = accountId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 200);
  return `${runId}-${account}-${attempt}-${randomUUID()}`;
}

/** Enqueues every task; throws the first failure after trying them all. */
export async function enqueueRunTasks(
  payloads: RunTaskPayload[],
  delaySeconds = 0,
  queue: RunTaskQueue = cloudTasksQueue(),
): Promise<void> {
  await enqueueTasks(queue, payloads, {
    taskName: freshTaskId,
    // Beyond the handler's timeoutSeconds and a cold start (runs/deployment-runs.rules.ts).
    dispatchDeadlineSeconds: RUN_TASK_RETRY.dispatchDeadlineSeconds,
    delaySeconds,
    refusedNameIsDone: false,
  });
}
