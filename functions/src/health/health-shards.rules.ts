// The copy-health cycle over shards (docs/architecture.md §12 "Copy health at scale"): pure rules for
// what a shard remembers of each account, when an account's health counts as unchanged (no write), when
// its per-subscriber reads are due, and when a shard task is too old to act. Pure, so the planner, the
// shard task, the Refresh and the tests share one reading.
import {
  EMPTY_MEMORY,
  type HealthMemory,
  type HealthReading,
  type ObservedAccount,
  type ObservedSubscriber,
} from './health-signals.rules.js';
import { type HealthState } from '../product-rules/index.js';

/** Accounts per shard document: ~200 bytes each keeps a full shard far below Firestore's 1 MiB. */
export const DEFAULT_SHARD_CAPACITY = 500;

/** Shard tasks in flight at once in production (the queue's maxConcurrentDispatches). */
export const DEFAULT_SHARD_TASK_CONCURRENCY = 50;

/** Production reads a healthy account's stop-outs and user log once every this many cycles (copyReadsDue). */
export const DEFAULT_COPY_READ_EVERY_CYCLES = 30;

/** What a shard keeps of one account between cycles. */
export interface ShardMember {
  uid: string;
  accountNumber: string;
  /** The last recorded health (null before the first check). */
  state: HealthState | null;
  details: string | null;
  /** When the open incident is due for escalation to the admins (epoch ms), null when none is. */
  escalateAt: number | null;
  memory: HealthMemory;
  /** The cycle that last wrote this member: an older or the same cycle does not check it again. */
  cycleAt: number | null;
}

/** What the bulk bridge reads said about one account at the cycle's start. */
export interface ObservedMember {
  account: ObservedAccount | null;
  subscriber: ObservedSubscriber | null;
}

export interface ShardFailure {
  metaApiAccountId: string;
  reason: string;
}

/** A shard task: its shard, its cycle, the bulk reads for its accounts, and reads already made. */
export interface HealthShardTask {
  shardId: string;
  /** The cycle's time (epoch ms): the readings' time. */
  cycleAt: number;
  /** Wall clock (epoch ms) after which the next cycle covers the shard, so this task is dropped. */
  notAfter: number;
  observed: Record<string, ObservedMember>;
  /** Per-subscriber reads made before a 429 or an outage, carried over so the rescheduled task does not repeat them. */
  copyReads?: Record<string, CopyReads>;
  /** How many times an outage has rescheduled this shard in this cycle. */
  outageRetries?: number;
}

/** An outage reschedules the shard this many times, 5 s then doubling to 20 s apart; then its task fails. */
export const OUTAGE_RESCHEDULES = 4;

export const outageDelaySeconds = (retries: number): number => Math.min(20, 5 * 2 ** retries);

export interface CopyReads {
  stopouts: { reasonDescription: string; reason: string }[];
  copyErrors: { time: string; level: string; message: string }[];
}

export const newMember = (uid: string, accountNumber: string): ShardMember => ({
  uid,
  accountNumber,
  state: null,
  details: null,
  escalateAt: null,
  memory: EMPTY_MEMORY,
  cycleAt: null,
});

/** The Cloud Tasks name of a cycle's shard task: a redelivered schedule enqueues the same names. */
export function shardTaskName(cycleAt: number, shardId: string): string {
  return `health-${cycleAt}-${shardId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** A shard task that runs after the next cycle took over is dropped: that cycle checks the shard. */
export function isSupersededTask(task: Pick<HealthShardTask, 'notAfter'>, wallClock: number): boolean {
  return wallClock > task.notAfter;
}

/** A member already written by this cycle or a newer one is not checked again by this one. */
export function isCheckedSince(member: Pick<ShardMember, 'cycleAt'>, cycleAt: number): boolean {
  return member.cycleAt !== null && member.cycleAt >= cycleAt;
}

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Whether a deployed, subscribed account's stop-outs and user log are read this cycle (docs/architecture.md
 * §12, a guess at the right trade-off): every cycle while its last state is anything but healthy or
 * close-only (unknown, starting, disconnected, stopped out, copy failing); otherwise once every
 * `everyCycles` cycles, spread over the fleet by the id's hash. Nothing is lost in between: stop-outs
 * stay in force until reset, and the user log is read from the stored cursor.
 */
export function copyReadsDue(
  id: string,
  member: ShardMember,
  cycleIndex: number,
  everyCycles: number,
): boolean {
  if (member.state !== 'healthy' && member.state !== 'close-only') return true;
  return everyCycles <= 1 || (cycleIndex + hashOf(id)) % everyCycles === 0;
}

/** The member after this reading; `changed` says whether the health itself must be recorded. */
export function memberAfter(
  member: ShardMember,
  reading: HealthReading,
  now: number,
): { healthChanged: boolean; memoryChanged: boolean } {
  const healthChanged =
    member.state !== reading.state ||
    member.details !== reading.details ||
    (member.escalateAt !== null && now >= member.escalateAt);
  // Field by field: a stored map comes back from Firestore in its own key order.
  const keys = Object.keys(EMPTY_MEMORY) as (keyof HealthMemory)[];
  const memoryChanged = keys.some((key) => (member.memory[key] ?? null) !== reading.memory[key]);
  return { healthChanged, memoryChanged };
}

/** Whether two failure lists say the same (the outcome is rewritten only when they differ). */
export function sameFailures(a: readonly ShardFailure[], b: readonly ShardFailure[]): boolean {
  const key = (list: readonly ShardFailure[]) =>
    JSON.stringify([...list].sort((x, y) => x.metaApiAccountId.localeCompare(y.metaApiAccountId)));
  return key(a) === key(b);
}

/** A cycle's length from its Cloud Scheduler schedule ("every N minutes"); a minute when unreadable. */
export function cycleMsOf(schedule: string): number {
  const minutes = /^every (\d+) minutes?$/.exec(schedule.trim());
  return (minutes ? Number(minutes[1]) : 1) * 60_000;
}
