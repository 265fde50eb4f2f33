// Enqueues deployment-run tasks on the runDeploymentTask queue (Cloud Tasks; the tasks emulator
// locally) with firebase-admin. Task ids are derived from run, account and attempt, so enqueueing the
// same task twice is refused by the queue and counts as done.
import { getApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { mapWithConcurrency } from '../../domain/deployment.js';
import '../../admin.js';

export const RUN_TASK_FUNCTION = 'runDeploymentTask';

export interface RunTaskPayload {
  runId: string;
  accountId: string;
  attempt: number;
}

const ENQUEUE_CONCURRENCY = 25;
/**
 * How long Cloud Tasks waits for one task before retrying it: beyond the handler's timeoutSeconds
 * (120, triggers/run-deployment-task.ts) and a cold start. The tasks emulator's default is 60 s, and a
 * task aborted while its worker was still loading was dispatched again onto yet another new worker.
 */
const DISPATCH_DEADLINE_SECONDS = 300;

function taskId({ runId, accountId, attempt }: RunTaskPayload): string {
  return `${runId}-${accountId.replace(/[^A-Za-z0-9_-]/g, '_')}-${attempt}`.slice(0, 500);
}

function alreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'functions/task-already-exists';
}

async function enqueueOne(payload: RunTaskPayload, delaySeconds: number): Promise<void> {
  const queue = getFunctions(getApp()).taskQueue<RunTaskPayload>(RUN_TASK_FUNCTION);
  try {
    await queue.enqueue(payload, {
      id: taskId(payload),
      dispatchDeadlineSeconds: DISPATCH_DEADLINE_SECONDS,
      ...(delaySeconds > 0 ? { scheduleDelaySeconds: delaySeconds } : {}),
    });
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
}

/** Enqueues every task; throws the first failure after trying them all (retrying is safe). */
export async function enqueueRunTasks(payloads: RunTaskPayload[], delaySeconds = 0): Promise<void> {
  const results = await mapWithConcurrency(payloads, ENQUEUE_CONCURRENCY, (p) => enqueueOne(p, delaySeconds));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure?.status === 'rejected') throw failure.reason;
}
