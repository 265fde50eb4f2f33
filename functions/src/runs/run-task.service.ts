// One deployment-run task: deploy or undeploy one account, then settle its item. Idempotent: a task
// acts only while its run is unfinished and its item is pending at the task's attempt; otherwise it
// only counts itself as ignored. A 429 re-enqueues the task after the bridge's recommended retry time,
// a transient failure after a backoff (a few times), anything else fails the item with a plain reason.
// Every re-enqueue is a fresh task (task-queue.ts); one that fails throws, so the queue delivers this
// task again, and the watchdog (watchdog.ts) settles whatever the queue's retries could not.
import { logger } from 'firebase-functions';
import { isTransientBridgeError, type TradingBridge } from '../bridge/index.js';
import { LOG_EVENTS } from '../platform/log-events.js';
import { FINISHED_RUN_STATES, type RunAction } from '../contract/index.js';
import { MAX_ATTEMPTS, MAX_TRANSIENT_ATTEMPTS } from './deployment-runs.rules.js';
import { sleep } from '../bridge/retry-timing.js';
import { rescheduleItem, type PendingItem, type Settlement } from './run-items.repo.js';
import { countIgnored, readRunAndItem } from './runs.repo.js';
import { failureReason, isRateLimited } from './reasons.rules.js';
import { runBridge } from '../platform/clients.js';
import { settleAndFinish } from './settle.service.js';
import {
  cloudTasksQueue,
  enqueueRunTasks,
  RUN_TASK_FUNCTION,
  type RunTaskPayload,
  type RunTaskQueue,
} from './run-task-queue.service.js';
import { rateLimitDelaySeconds, transientDelaySeconds } from '../platform/tasks/retry-delays.js';

/** Longest wait for a not-before time inside a task (queues that dispatch early, like the emulator's). */
const MAX_INLINE_WAIT_MS = 30_000;

/** What a task uses of the world: the bridge, the queue and the clock (tests control each). */
export interface RunTaskDeps {
  bridge: () => TradingBridge;
  queue: () => RunTaskQueue;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const DEFAULT_DEPS: RunTaskDeps = {
  bridge: runBridge,
  queue: cloudTasksQueue,
  now: Date.now,
  sleep,
};

async function act(bridge: TradingBridge, action: RunAction, accountId: string): Promise<void> {
  if (action === 'deploy') await bridge.deployAccount(accountId);
  else await bridge.undeployAccount(accountId);
}

async function reschedule(payload: RunTaskPayload, delaySeconds: number, deps: RunTaskDeps): Promise<void> {
  const { runId, accountId, attempt } = payload;
  const notBefore = deps.now() + delaySeconds * 1000;
  const moved = await rescheduleItem(runId, accountId, attempt, notBefore);
  if (moved) await enqueueRunTasks([{ ...payload, attempt: attempt + 1 }], delaySeconds, deps.queue());
}

const secondsUntil = (at: number | null, now: number) => Math.max(0, Math.ceil(((at ?? 0) - now) / 1000));

export async function processRunTask(
  payload: RunTaskPayload,
  deps: RunTaskDeps = DEFAULT_DEPS,
): Promise<void> {
  const { runId, accountId, attempt } = payload;
  const { run, item, itemVersion } = await readRunAndItem(runId, accountId);
  if (!run || !item || !itemVersion || FINISHED_RUN_STATES.includes(run.state) || item.state !== 'pending') {
    return run ? countIgnored(runId, accountId) : undefined;
  }
  // The previous delivery moved the item on but its enqueue failed: enqueue the next attempt again.
  if (item.attempt === attempt + 1) {
    const delay = secondsUntil(item.notBefore, deps.now());
    return enqueueRunTasks([{ ...payload, attempt: item.attempt }], delay, deps.queue());
  }
  if (item.attempt !== attempt) return countIgnored(runId, accountId);
  const wait = (item.notBefore ?? 0) - deps.now();
  if (wait > 0) await deps.sleep(Math.min(wait, MAX_INLINE_WAIT_MS));
  if ((item.notBefore ?? 0) > deps.now())
    return enqueueRunTasks([payload], secondsUntil(item.notBefore, deps.now()), deps.queue());
  const pending: PendingItem = { ...payload, owner: item.owner, version: itemVersion };
  try {
    await act(deps.bridge(), run.action, accountId);
  } catch (error) {
    if (attempt + 1 < MAX_ATTEMPTS && isRateLimited(error)) {
      const retryAt = (error as { retryAt?: number }).retryAt;
      return reschedule(payload, rateLimitDelaySeconds(retryAt, deps.now()), deps);
    }
    if (attempt + 1 < MAX_TRANSIENT_ATTEMPTS && isTransientBridgeError(error))
      return reschedule(payload, transientDelaySeconds(attempt), deps);
    logger.warn('deployment run item failed', {
      event: LOG_EVENTS.taskFailed,
      queue: RUN_TASK_FUNCTION,
      outcome: 'gave-up',
      runId,
      accountId,
      attempt,
    });
    return settle(pending, { state: 'failed', reason: failureReason(error) });
  }
  return settle(pending, {
    state: 'done',
    connected: run.action === 'deploy',
    bridgeState: run.action === 'deploy' ? 'DEPLOYING' : 'UNDEPLOYING',
  });
}

/** A task whose item was settled or moved on meanwhile counts itself as ignored. */
async function settle(item: PendingItem, outcome: Settlement): Promise<void> {
  if (!(await settleAndFinish(item, outcome))) await countIgnored(item.runId, item.accountId);
}
