// Enqueues deployment-run tasks on the runDeploymentTask queue (Cloud Tasks; the tasks emulator
// locally) with firebase-admin. Every enqueue gets a fresh task name (run, account, attempt and a
// random part): Cloud Tasks refuses a name used recently, so a retried enqueue under an old name would
// be refused. A refused enqueue is an error, never taken as done; duplicates of a task are harmless
// because a task acts only on an item pending at its attempt (run-task.ts).
import { randomUUID } from 'node:crypto';
import { getApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { queueOf } from '../platform/function-sizing.js';
import { RUN_TASK_RETRY } from './deployment-runs.rules.js';
import '../platform/firebase-app.js';
import { mapWithConcurrency } from '../platform/concurrency.js';

export const RUN_TASK_FUNCTION = 'runDeploymentTask';

export interface RunTaskPayload {
  runId: string;
  accountId: string;
  attempt: number;
}

export interface RunTaskOptions {
  id: string;
  dispatchDeadlineSeconds: number;
  scheduleDelaySeconds?: number;
}

/** What the tasks need of Cloud Tasks (firebase-admin's TaskQueue has this shape). */
export interface RunTaskQueue {
  enqueue(payload: RunTaskPayload, options: RunTaskOptions): Promise<void>;
}

const ENQUEUE_CONCURRENCY = 25;

export function cloudTasksQueue(): RunTaskQueue {
  return getFunctions(getApp()).taskQueue<RunTaskPayload>(queueOf(RUN_TASK_FUNCTION));
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
  const results = await mapWithConcurrency(payloads, ENQUEUE_CONCURRENCY, (payload) =>
    queue.enqueue(payload, {
      id: freshTaskId(payload),
      // Beyond the handler's timeoutSeconds and a cold start (runs/deployment-runs.rules.ts).
      dispatchDeadlineSeconds: RUN_TASK_RETRY.dispatchDeadlineSeconds,
      ...(delaySeconds > 0 ? { scheduleDelaySeconds: delaySeconds } : {}),
    }),
  );
  const failure = results.find((r) => r.status === 'rejected');
  if (failure?.status === 'rejected') throw failure.reason;
}
