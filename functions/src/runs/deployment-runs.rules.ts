// Pure rules of deployment runs (docs/product.md §7 bulk deploy/undeploy as durable runs).
import { RUN_COUNTER_SHARDS, type Environment, type RunState } from '../contract/index.js';

/** Production (accounts this product provisioned) unless staging or unclassified are asked for. */
export const DEFAULT_RUN_SCOPE: readonly Environment[] = ['production'];

/** Attempts for a transient bridge failure (5xx, timeout, 409) before the item is recorded as failed. */
export const MAX_TRANSIENT_ATTEMPTS = 5;
/** Attempts in all (429s included): a bridge that rate limits forever still ends the run. */
export const MAX_ATTEMPTS = 30;

/**
 * The runDeploymentTask queue's own retries (runs/run-deployment.task.ts) and how long Cloud Tasks
 * gives one delivery: beyond the handler's timeoutSeconds (120) and a cold start. The tasks emulator's
 * default deadline is 60 s, and a task aborted while its worker was still loading was dispatched again
 * onto yet another new worker.
 */
export const RUN_TASK_RETRY = {
  maxAttempts: 5,
  minBackoffSeconds: 5,
  maxBackoffSeconds: 60,
  dispatchDeadlineSeconds: 300,
} as const;

/**
 * The longest the queue can still be working on one task: every delivery up to its deadline, with the
 * longest backoff between them (30 minutes). An item pending this long past its last write (or its
 * not-before time) has no task left that could settle it.
 */
export const QUEUE_RETRY_WINDOW_MS =
  RUN_TASK_RETRY.maxAttempts *
  (RUN_TASK_RETRY.dispatchDeadlineSeconds + RUN_TASK_RETRY.maxBackoffSeconds) *
  1000;

/** Whether a pending item outlived the queue's retry window (the watchdog then settles it as failed). */
export function isStalePending(
  item: { lastWrittenAt: number; notBefore: number | null },
  now: number,
): boolean {
  return now - Math.max(item.lastWrittenAt, item.notBefore ?? 0) > QUEUE_RETRY_WINDOW_MS;
}

/**
 * The queue's declared dispatch rate (runs/run-deployment.task.ts rateLimits). Each task writes at
 * most one counter increment (its item's settlement, or "ignored"), so a run takes at most this many
 * counter writes a second, spread over RUN_COUNTER_SHARDS documents (deploymentRuns/{id}/counters): one
 * write a second per shard on average, Firestore's sustained guidance for one document.
 */
export const RUN_TASK_MAX_DISPATCHES_PER_SECOND = RUN_COUNTER_SHARDS;

/**
 * The counter shard an item's task writes: an FNV-1a hash of the account id, so the fleet spreads evenly
 * and every delivery of one item's task (duplicates included) counts on the same shard.
 */
export function counterShardOf(accountId: string, shards = RUN_COUNTER_SHARDS): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < accountId.length; i += 1) {
    hash ^= accountId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % shards);
}

export interface RunCounters {
  planned: number;
  done: number;
  failed: number;
}

/** The state a running run reaches once every item is done or failed; undefined while work remains. */
export function finishedState(counters: RunCounters): RunState | undefined {
  if (counters.done + counters.failed < counters.planned) return undefined;
  return counters.failed > 0 ? 'completed with failures' : 'completed';
}
