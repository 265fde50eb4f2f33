// strategies/{id}: names and descriptions mirrored from the bridge, so the web app can read a strategy
// by id for its name (docs/product.md §7 direct database reads). Only the server writes them (rules).
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin.js';

export interface StrategyMirror {
  id: string;
  name: string;
  description: string;
  active: boolean;
}

/** The mirror changes only when the strategy catalogue does: refreshed at most this often per instance. */
export const MIRROR_REFRESH_MS = 10 * 60 * 1000;
let lastMirroredAt = Number.NEGATIVE_INFINITY;

/**
 * getStrategies calls this on every read; it writes at most once per MIRROR_REFRESH_MS per instance,
 * so a stream of reads costs no writes. Returns whether it wrote.
 */
export async function mirrorStrategiesIfStale(
  strategies: StrategyMirror[],
  now = Date.now(),
): Promise<boolean> {
  if (now - lastMirroredAt < MIRROR_REFRESH_MS) return false;
  lastMirroredAt = now;
  try {
    await mirrorStrategies(strategies);
    return true;
  } catch (error) {
    lastMirroredAt = Number.NEGATIVE_INFINITY;
    throw error;
  }
}

export async function mirrorStrategies(strategies: StrategyMirror[]): Promise<void> {
  if (strategies.length === 0) return;
  const batch = db.batch();
  for (const s of strategies.slice(0, 400)) {
    batch.set(
      db.collection('strategies').doc(s.id),
      { name: s.name, description: s.description, active: s.active, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  await batch.commit();
}
