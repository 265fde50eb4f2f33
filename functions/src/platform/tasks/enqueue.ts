// Enqueuing on a Cloud Tasks queue (the tasks emulator locally) with firebase-admin, for every queue of
// the functions. Each queue keeps its own options and naming rule beside its enqueue: a task named by
// what it does (a cycle's shard, a strategy's hour, an erasure's run) is refused by Cloud Tasks when
// enqueued again, and that refusal counts as done; a fresh name is a new task, so a refusal is an error.
// The caller loads the firebase-admin app (platform/firebase-app.ts) before asking for a queue.
import { getApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { queueOf } from '../function-sizing.js';
import { mapWithConcurrency } from '../concurrency.js';

export interface TaskOptions {
  id: string;
  dispatchDeadlineSeconds: number;
  scheduleDelaySeconds?: number;
}

/** What an enqueue needs of Cloud Tasks (firebase-admin's TaskQueue has this shape). */
export interface TaskQueue<Payload> {
  enqueue(payload: Payload, options: TaskOptions): Promise<void>;
}

/** How one queue names and dispatches its tasks. */
export interface EnqueuePlan<Payload> {
  taskName: (payload: Payload) => string;
  /** Beyond the handler's timeoutSeconds and a cold start. */
  dispatchDeadlineSeconds: number;
  delaySeconds?: number;
  /** A name Cloud Tasks already holds means the task is queued: true only where names are fixed. */
  refusedNameIsDone: boolean;
}

const ENQUEUE_CONCURRENCY = 25;

/** The queue of the task function `functionName`, in its region (platform/function-sizing.ts). */
export function cloudTaskQueue<Payload>(functionName: string): TaskQueue<Payload> {
  return getFunctions(getApp()).taskQueue<Payload>(queueOf(functionName));
}

const nameAlreadyUsed = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'functions/task-already-exists';

/** Enqueues every payload; returns how many were new. Throws the first failure after trying them all. */
export async function enqueueTasks<Payload>(
  queue: TaskQueue<Payload>,
  payloads: readonly Payload[],
  plan: EnqueuePlan<Payload>,
): Promise<number> {
  const delay = plan.delaySeconds ?? 0;
  const results = await mapWithConcurrency(payloads, ENQUEUE_CONCURRENCY, (payload) =>
    queue.enqueue(payload, {
      id: plan.taskName(payload),
      dispatchDeadlineSeconds: plan.dispatchDeadlineSeconds,
      ...(delay > 0 ? { scheduleDelaySeconds: delay } : {}),
    }),
  );
  const failure = results.find(
    (r) => r.status === 'rejected' && !(plan.refusedNameIsDone && nameAlreadyUsed(r.reason)),
  );
  if (failure?.status === 'rejected') throw failure.reason;
  return results.filter((r) => r.status === 'fulfilled').length;
}
