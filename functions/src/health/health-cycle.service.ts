// Planning a copy-health cycle (docs/architecture.md §12): the bridge is read in bulk once per cycle
// (the account list carries state and connectionStatus, the subscriber list closeOnly and the
// subscriptions, 1,000 a call), each shard gets a task with its accounts' slice of those reads, and the
// report of the latest shard outcomes is kept for `copydesk health`. On a quiet fleet the planner writes
// only its heartbeat (when the cycle ran): the report is rewritten only when what it says changed.
import type { Firestore } from 'firebase-admin/firestore';
import type { BridgeAccount, Subscriber, TradingBridge } from '../bridge/index.js';
import { MONITOR_FAILURES_KEPT } from '../contract/index.js';
import type { HealthShardTask, ObservedMember } from './health-shards.rules.js';
import { recordHeartbeat, recordMonitorRun } from './health.repo.js';
import { listShardIndex, type ShardIndexEntry } from './health-shards.repo.js';

export interface CyclePlanDeps {
  bridge: TradingBridge;
  db: Firestore;
  /** The cycle's time (epoch ms): the schedule's time, so a redelivered schedule plans the same tasks. */
  cycleAt: number;
  /** Wall clock now (epoch ms) and the cycle's length: a task not run by then is left to the next cycle. */
  wallClock: number;
  cycleMs: number;
}

function observedOf(account: BridgeAccount | undefined, subscriber: Subscriber | undefined): ObservedMember {
  return {
    account: account ? { state: account.state, connectionStatus: account.connectionStatus } : null,
    subscriber: subscriber
      ? {
          ...(subscriber.closeOnly ? { closeOnly: subscriber.closeOnly } : {}),
          subscriptions: subscriber.subscriptions.map((s) => ({
            ...(s.closeOnly ? { closeOnly: s.closeOnly } : {}),
            ...(s.removed ? { removed: true } : {}),
          })),
        }
      : null,
  };
}

/** healthMonitorRuns/latest from every shard's latest outcome (no write when it says the same). */
export async function reportHealthCycles(db: Firestore, index?: ShardIndexEntry[]): Promise<boolean> {
  const shards = index ?? (await listShardIndex(db));
  const outcomes = shards.flatMap((s) => (s.outcome ? [s.outcome] : []));
  if (outcomes.length === 0) return false;
  const failures = outcomes.flatMap((o) => o.failures);
  const accounts = shards.reduce((sum, s) => sum + s.ids.length, 0);
  return recordMonitorRun(
    {
      at: new Date(Math.max(...outcomes.map((o) => o.cycleAt))).toISOString(),
      checked: accounts - failures.length,
      failed: failures.length,
      failures: failures.slice(0, MONITOR_FAILURES_KEPT),
    },
    db,
  );
}

/** The cycle ran (its bulk reads answered): the one write of a quiet cycle (product-rules/monitor-heartbeat.ts). */
export function recordCycleHeartbeat(deps: Omit<CyclePlanDeps, 'bridge'>): Promise<void> {
  return recordHeartbeat(
    {
      at: new Date(deps.wallClock).toISOString(),
      cycleStartedAt: new Date(deps.cycleAt).toISOString(),
      cycleMs: deps.cycleMs,
    },
    deps.db,
  );
}

/** One task per shard with accounts, each carrying its accounts' bulk readings. */
export async function planHealthCycle(deps: CyclePlanDeps): Promise<HealthShardTask[]> {
  const [index, accounts, subscribers] = await Promise.all([
    listShardIndex(deps.db),
    deps.bridge.listAllAccounts(),
    deps.bridge.listSubscribers(),
  ]);
  await reportHealthCycles(deps.db, index);
  await recordCycleHeartbeat(deps);
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const subscriberById = new Map(subscribers.map((s) => [s.id, s]));
  return index
    .filter((shard) => shard.ids.length > 0)
    .map((shard) => ({
      shardId: shard.shardId,
      cycleAt: deps.cycleAt,
      notAfter: deps.wallClock + deps.cycleMs,
      observed: Object.fromEntries(
        shard.ids.map((id) => [id, observedOf(accountById.get(id), subscriberById.get(id))]),
      ),
    }));
}
