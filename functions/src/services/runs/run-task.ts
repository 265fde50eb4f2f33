// One deployment-run task: deploy or undeploy one account, then settle its item. Idempotent: a task
// acts only while its run is unfinished and its item is pending at the task's attempt; otherwise it
// only counts itself as ignored. A 429 re-enqueues the task after the bridge's recommended retry time,
// a transient failure after a backoff (a few times), anything else fails the item with a plain reason.
import { logger } from 'firebase-functions';
import type { TradingBridge } from '../../bridge/index.js';
import { createRunBridge } from '../../config/bridge-params.js';
import { FINISHED_RUN_STATES, type RunAction } from '../../contract/index.js';
import {
  MAX_ATTEMPTS,
  MAX_TRANSIENT_ATTEMPTS,
  rateLimitDelaySeconds,
  transientDelaySeconds,
} from '../../domain/deployment-runs.js';
import { sleep } from '../../bridge/retry-timing.js';
import { finishIfDone, rescheduleItem, settleItem, type PendingItem } from '../../repos/run-items-repo.js';
import { countIgnored, readRunAndItem } from '../../repos/runs-repo.js';
import { recordRunFinished } from './run-audit.js';
import { failureReason, isRateLimited, isTransient } from './reasons.js';
import { enqueueRunTasks, type RunTaskPayload } from './task-queue.js';

/** Longest wait for a not-before time inside a task (queues that dispatch early, like the emulator's). */
const MAX_INLINE_WAIT_MS = 30_000;

let runBridge: TradingBridge | undefined;
const bridge = () => (runBridge ??= createRunBridge());

async function act(action: RunAction, accountId: string): Promise<void> {
  if (action === 'deploy') await bridge().deployAccount(accountId);
  else await bridge().undeployAccount(accountId);
}

async function reschedule(payload: RunTaskPayload, delaySeconds: number): Promise<void> {
  const next = { ...payload, attempt: payload.attempt + 1 };
  const moved = await rescheduleItem(
    payload.runId,
    payload.accountId,
    payload.attempt,
    Date.now() + delaySeconds * 1000,
  );
  if (moved) await enqueueRunTasks([next], delaySeconds);
}

async function settle(item: PendingItem, action: RunAction, error: unknown): Promise<void> {
  const { runId } = item;
  const outcome =
    error === undefined
      ? {
          state: 'done' as const,
          connected: action === 'deploy',
          bridgeState: action === 'deploy' ? 'DEPLOYING' : 'UNDEPLOYING',
        }
      : { state: 'failed' as const, reason: failureReason(error) };
  if (!(await settleItem(item, outcome))) return countIgnored(runId);
  const finished = await finishIfDone(runId);
  if (finished) await recordRunFinished(runId);
}

export async function processRunTask(payload: RunTaskPayload): Promise<void> {
  const { runId, accountId, attempt } = payload;
  const { run, item, itemVersion } = await readRunAndItem(runId, accountId);
  if (!run || !item || !itemVersion || FINISHED_RUN_STATES.includes(run.state) || item.state !== 'pending') {
    return run ? countIgnored(runId) : undefined;
  }
  // The previous attempt moved the item on but its enqueue failed: enqueue again (same task id).
  if (item.attempt === attempt + 1) return enqueueRunTasks([{ ...payload, attempt: item.attempt }]);
  if (item.attempt !== attempt) return countIgnored(runId);
  const wait = (item.notBefore ?? 0) - Date.now();
  if (wait > MAX_INLINE_WAIT_MS) return enqueueRunTasks([payload], Math.ceil(wait / 1000));
  if (wait > 0) await sleep(wait);
  const pending = { ...payload, owner: item.owner, version: itemVersion };
  try {
    await act(run.action, accountId);
  } catch (error) {
    if (attempt + 1 < MAX_ATTEMPTS && isRateLimited(error)) {
      const retryAt = (error as { retryAt?: number }).retryAt;
      return reschedule(payload, rateLimitDelaySeconds(retryAt, Date.now()));
    }
    if (attempt + 1 < MAX_TRANSIENT_ATTEMPTS && isTransient(error))
      return reschedule(payload, transientDelaySeconds(attempt));
    logger.warn('deployment run item failed', { runId, accountId, attempt });
    return settle(pending, run.action, error);
  }
  return settle(pending, run.action, undefined);
}
