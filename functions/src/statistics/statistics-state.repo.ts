// strategyStatisticsState/{strategyId}: what the incremental statistics task keeps between runs
// (statistics/statistics-state.rules.ts): its cursor, running aggregate and open positions. Server-only (no
// rule opens it). Every save after the first holds only while the document is as this run last wrote
// or read it, so two runs of one strategy (a duplicated task, a rebuild meanwhile) never fold the same
// trades twice: the later save is refused and that run stops. A run's last save writes the record it
// yields (strategyStatistics/{strategyId}) in the same batch, so the cache never shows figures the state
// does not hold, and an hourly run makes one write.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { STRATEGY_STATISTICS_COLLECTION, type CachedStrategyStatistics } from '../contract/index.js';
import type { StatisticsState } from './statistics-state.rules.js';

export const STATISTICS_STATE_COLLECTION = 'strategyStatisticsState';

/**
 * A stored state and the time it was written (the precondition of the next save). `state` is null when
 * the document has an older shape: the run then starts over and its first save replaces it.
 */
export interface VersionedState {
  state: StatisticsState | null;
  version: Timestamp;
}

/** The fields every stored state has, in their current shape. */
const storedShape = z
  .object({
    strategyId: z.string(),
    origin: z.number(),
    cursor: z.number(),
    aggregate: z.object({}),
    recentDeals: z.array(z.object({ symbol: z.string(), times: z.array(z.number()), price: z.number() })),
  })
  .passthrough();

/** gRPC status codes the Firestore client reports on a refused write. */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const refused = (error: unknown) =>
  [ALREADY_EXISTS, FAILED_PRECONDITION].includes((error as { code?: number } | null)?.code ?? -1);

const stateRef = (db: Firestore, strategyId: string) =>
  db.collection(STATISTICS_STATE_COLLECTION).doc(strategyId);

export async function readStatisticsState(db: Firestore, strategyId: string): Promise<VersionedState | null> {
  const snapshot = await stateRef(db, strategyId).get();
  if (!snapshot.exists || !snapshot.updateTime) return null;
  const current = storedShape.safeParse(snapshot.data()).success;
  return { state: current ? (snapshot.data() as StatisticsState) : null, version: snapshot.updateTime };
}

/**
 * Saves `state` if the stored one is still at `version` (null: only if there is none yet), with the
 * record it yields when given (a run's last save). Returns the state's new version, or null when another
 * run wrote it meanwhile; then nothing is written.
 */
export async function saveStatisticsState(
  db: Firestore,
  state: StatisticsState,
  version: Timestamp | null,
  record?: CachedStrategyStatistics,
): Promise<Timestamp | null> {
  const ref = stateRef(db, state.strategyId);
  const batch = db.batch();
  if (version) batch.update(ref, { ...state }, { lastUpdateTime: version });
  else batch.create(ref, state);
  if (record) batch.set(db.collection(STRATEGY_STATISTICS_COLLECTION).doc(record.strategyId), record);
  try {
    return (await batch.commit())[0]!.writeTime;
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

/** Replaces the state whatever it was (a rebuild starts over); returns its version. */
export async function replaceStatisticsState(db: Firestore, state: StatisticsState): Promise<Timestamp> {
  return (await stateRef(db, state.strategyId).set(state)).writeTime;
}

/**
 * The functions' own Firestore, for callers that bring none (the rebuild endpoint's service). Imported
 * on first use: tests and the seed run these repos against their own app.
 */
export async function functionsFirestore(): Promise<Firestore> {
  return (await import('../platform/firebase-app.js')).db;
}
