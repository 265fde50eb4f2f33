// One shard task of a copy-health cycle (docs/architecture.md §12): reads the shard (one document), makes
// the per-subscriber reads that are due, and records only what changed: an account whose health is the
// same costs no write, and a quiet shard writes nothing. A 429 reschedules the shard at MetaApi's
// recommended time and a bridge outage after a short backoff, both carrying the reads already made (an
// outage lets the reads in flight finish, so those are not lost either); an outage that outlasts the
// reschedules fails the task. A task of a cycle already done, or overtaken by the next cycle, is dropped.
import type { Firestore } from 'firebase-admin/firestore';
import {
  isBridgeError,
  isTransientBridgeError,
  type BridgeError,
  type TradingBridge,
} from '../bridge/index.js';
import type { HealthSettings } from './health.params.js';
import {
  copyReadsDue,
  isCheckedSince,
  isSupersededTask,
  memberAfter,
  OUTAGE_RESCHEDULES,
  outageDelaySeconds,
  sameFailures,
  type CopyReads,
  type HealthShardTask,
  type ShardFailure,
  type ShardMember,
} from './health-shards.rules.js';
import { needsCopyReads, readHealth } from './health-signals.rules.js';
import { readShard, saveShardCycle, type StoredShard } from './health-shards.repo.js';
import { withCloseOnlyRestored } from './close-only-drift.service.js';
import { memberRecorded, readCopySignals, recordReading } from './health-monitor.service.js';
import { rescheduleShard, type HealthTaskQueue } from './health-task-queue.service.js';
import { mapWithConcurrency } from '../platform/concurrency.js';
import { rateLimitDelaySeconds } from '../platform/tasks/retry-delays.js';
import { adminUids } from '../platform/identity/caller-records.repo.js';

export interface ShardCheckDeps {
  bridge: TradingBridge;
  settings: HealthSettings;
  db: Firestore;
  queue: HealthTaskQueue;
  /** Wall clock (epoch ms), for the task's notAfter and a 429's recommended time. */
  wallClock: () => number;
  cycleMs: number;
}

export type ShardCheck =
  | { outcome: 'superseded' }
  | { outcome: 'rescheduled'; delaySeconds: number }
  | { outcome: 'checked'; checked: number; recorded: number; failures: ShardFailure[] };

const EMPTY_READS: CopyReads = { stopouts: [], copyErrors: [] };
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface CopyReadResult {
  reads: Record<string, CopyReads>;
  failures: ShardFailure[];
  rateLimitedUntil?: number;
  outage?: BridgeError;
}

/** The due per-subscriber reads; stops launching more at the first 429 or outage. */
async function readDueCopySignals(
  task: HealthShardTask,
  ids: string[],
  shard: StoredShard,
  deps: ShardCheckDeps,
): Promise<CopyReadResult> {
  const result: CopyReadResult = { reads: { ...task.copyReads }, failures: [] };
  const cycleIndex = Math.floor(task.cycleAt / deps.cycleMs);
  const due = ids.filter((id) => {
    const seen = task.observed[id]!;
    return (
      !result.reads[id] &&
      needsCopyReads(seen.account, seen.subscriber) &&
      copyReadsDue(id, shard.members[id]!, cycleIndex, deps.settings.copyReadEveryCycles)
    );
  });
  await mapWithConcurrency(due, deps.settings.concurrency, async (id) => {
    if (result.rateLimitedUntil !== undefined || result.outage !== undefined) return;
    try {
      result.reads[id] = await readCopySignals(
        deps.bridge,
        id,
        shard.members[id]!,
        task.cycleAt,
        deps.settings,
      );
    } catch (error) {
      if (isBridgeError(error) && error.code === 'rate-limited')
        result.rateLimitedUntil = Math.max(result.rateLimitedUntil ?? 0, error.retryAt ?? 0);
      else if (isTransientBridgeError(error)) result.outage = error;
      else result.failures.push({ metaApiAccountId: id, reason: reasonOf(error) });
    }
  });
  return result;
}

/** Reads each account's health and records the changed ones; returns the members to save. */
async function recordChanges(
  task: HealthShardTask,
  ids: string[],
  shard: StoredShard,
  copy: CopyReadResult,
  deps: ShardCheckDeps,
): Promise<{ changes: Record<string, ShardMember>; recorded: number; failures: ShardFailure[] }> {
  const changes: Record<string, ShardMember> = {};
  const failures = [...copy.failures];
  const failed = new Set(failures.map((f) => f.metaApiAccountId));
  let admins: Promise<string[]> | undefined;
  const context = { settings: deps.settings, db: deps.db, admins: () => (admins ??= adminUids(deps.db)) };
  let recorded = 0;
  await mapWithConcurrency(ids, deps.settings.concurrency, async (id) => {
    if (failed.has(id)) return;
    const member = shard.members[id]!;
    const seen = task.observed[id]!;
    const reads = copy.reads[id] ?? EMPTY_READS;
    const reading = readHealth({ ...seen, ...reads }, member.memory, task.cycleAt, deps.settings);
    const { healthChanged, memoryChanged } = memberAfter(member, reading, task.cycleAt);
    if (!healthChanged && !memoryChanged) return;
    try {
      const ref = { metaApiAccountId: id, uid: member.uid, accountNumber: member.accountNumber };
      const stored = healthChanged ? await recordReading(ref, reading, task.cycleAt, context) : null;
      if (healthChanged) recorded++;
      const next = healthChanged
        ? memberRecorded(member, reading, stored, deps.settings.escalationMinutes)
        : { ...member, memory: reading.memory };
      changes[id] = { ...next, cycleAt: task.cycleAt };
    } catch (error) {
      failures.push({ metaApiAccountId: id, reason: reasonOf(error) });
    }
  });
  return { changes, recorded, failures };
}

/**
 * The shard's task again, with the reads made so far, after a 429 or an outage; null when neither.
 * Throws the outage once it has outlasted OUTAGE_RESCHEDULES, so the queue's retry policy takes over.
 */
function retryAfterBridgeFault(
  task: HealthShardTask,
  copy: CopyReadResult,
  now: number,
): { task: HealthShardTask; delaySeconds: number } | null {
  if (copy.outage !== undefined) {
    const retries = task.outageRetries ?? 0;
    if (retries >= OUTAGE_RESCHEDULES) throw copy.outage;
    const next = { ...task, copyReads: copy.reads, outageRetries: retries + 1 };
    return { task: next, delaySeconds: outageDelaySeconds(retries) };
  }
  if (copy.rateLimitedUntil === undefined) return null;
  const retryAt = copy.rateLimitedUntil > 0 ? copy.rateLimitedUntil : undefined;
  return { task: { ...task, copyReads: copy.reads }, delaySeconds: rateLimitDelaySeconds(retryAt, now) };
}

export async function checkHealthShard(task: HealthShardTask, deps: ShardCheckDeps): Promise<ShardCheck> {
  const shard = await readShard(task.shardId, deps.db);
  if (!shard || isSupersededTask(task, deps.wallClock())) return { outcome: 'superseded' };
  const ids = Object.keys(task.observed).filter((id) => {
    const member = shard.members[id];
    return member !== undefined && !isCheckedSince(member, task.cycleAt);
  });
  const copy = await readDueCopySignals(task, ids, shard, deps);
  const retry = retryAfterBridgeFault(task, copy, deps.wallClock());
  if (retry) {
    await rescheduleShard(retry.task, retry.delaySeconds, deps.queue);
    return { outcome: 'rescheduled', delaySeconds: retry.delaySeconds };
  }
  const restored = await withCloseOnlyRestored(task, ids, shard, deps);
  const { changes, recorded, failures } = await recordChanges(restored, ids, shard, copy, deps);
  const outcomeChanged = !shard.outcome || !sameFailures(shard.outcome.failures, failures);
  const anything = Object.keys(changes).length > 0 || outcomeChanged;
  await saveShardCycle(
    task.shardId,
    task.cycleAt,
    changes,
    anything ? { cycleAt: task.cycleAt, failures } : null,
    deps.db,
  );
  return { outcome: 'checked', checked: ids.length - failures.length, recorded, failures };
}
