// strategyStatisticsState/{strategyId}: what the incremental statistics task keeps between runs
// (domain/statistics-state.ts): its cursor, running aggregate and open positions. Server-only (no
// rule opens it). Every save after the first holds only while the document is as this run last wrote
// or read it, so two runs of one strategy (a duplicated task, a rebuild meanwhile) never fold the same
// trades twice: the later save is refused and that run stops.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { StatisticsState } from '../domain/statistics-state.js';

export const STATISTICS_STATE_COLLECTION = 'strategyStatisticsState';

/** A stored state and the time it was written (the precondition of the next save). */
export interface VersionedState {
  state: StatisticsState;
  version: Timestamp;
}

/** The fields every stored state has; one without them (an older shape) is read as absent. */
const storedShape = z
  .object({ strategyId: z.string(), origin: z.number(), cursor: z.number(), aggregate: z.object({}) })
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
  if (!snapshot.exists || !storedShape.safeParse(snapshot.data()).success || !snapshot.updateTime)
    return null;
  return { state: snapshot.data() as StatisticsState, version: snapshot.updateTime };
}

/**
 * Saves `state` if the stored one is still at `version` (null: only if there is none yet). Returns the
 * new version, or null when another run wrote it meanwhile.
 */
export async function saveStatisticsState(
  db: Firestore,
  state: StatisticsState,
  version: Timestamp | null,
): Promise<Timestamp | null> {
  const ref = stateRef(db, state.strategyId);
  try {
    const result = version
      ? await ref.update({ ...state }, { lastUpdateTime: version })
      : await ref.create(state);
    return result.writeTime;
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
  return (await import('../admin.js')).db;
}
