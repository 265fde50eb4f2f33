// A run's counters, summed over its shard documents deploymentRuns/{runId}/counters/{shard}
// (runs-repo.ts has the layout, contract/runs.ts the shard count). Only shards an item counted on exist,
// so reading a run reads at most min(planned items, RUN_COUNTER_SHARDS) small documents.
import type { CollectionReference, Transaction } from 'firebase-admin/firestore';
import { RUN_COUNTER_SHARDS } from '../contract/index.js';

export interface RunCounts {
  done: number;
  failed: number;
  /** Tasks that found nothing to do (duplicates, stale retries, a cancelled run). */
  ignored: number;
  /** Owners' trading-account documents the run updated. */
  connectionsUpdated: number;
}

export const ZERO_RUN_COUNTS: RunCounts = { done: 0, failed: 0, ignored: 0, connectionsUpdated: 0 };

const COUNTED = ['done', 'failed', 'ignored', 'connectionsUpdated'] as const;

function sumOf(shards: { get(field: string): unknown }[]): RunCounts {
  const counts = { ...ZERO_RUN_COUNTS };
  for (const shard of shards)
    for (const field of COUNTED) counts[field] += (shard.get(field) as number | undefined) ?? 0;
  return counts;
}

export async function sumRunCounters(shards: CollectionReference): Promise<RunCounts> {
  return sumOf((await shards.limit(RUN_COUNTER_SHARDS).get()).docs);
}

/** The shards summed inside a transaction (when a run finishes: read once per run). */
export async function sumRunCountersIn(tx: Transaction, shards: CollectionReference): Promise<RunCounts> {
  return sumOf((await tx.get(shards.limit(RUN_COUNTER_SHARDS))).docs);
}
