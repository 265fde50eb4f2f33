// strategies/{id}: names and descriptions mirrored from the bridge, so the web app can read a strategy
// by id for its name (docs/product.md §7 direct database reads), beside what CopyDesk itself keeps of a
// strategy: whether admins made it inactive (closed to new subscribers, docs/product.md §3) and how many of
// our accounts follow it (subscriberCount, moved by strategy-subscriptions-repo.ts). Only the server
// writes them (rules).
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';

export interface StrategyMirror {
  id: string;
  name: string;
  description: string;
}

/** What CopyDesk keeps of a strategy beside the bridge's own fields. */
export interface StrategyStanding {
  /** False once an admin made it inactive; a strategy never marked is active. */
  active: boolean;
  /** Our accounts with a live subscription to it. */
  subscribers: number;
}

const strategies = () => db.collection('strategies');

export async function readStrategyStandings(ids: string[]): Promise<Map<string, StrategyStanding>> {
  const out = new Map<string, StrategyStanding>();
  if (ids.length === 0) return out;
  for (const doc of await db.getAll(...ids.map((id) => strategies().doc(id)))) {
    const count = doc.get('subscriberCount') as unknown;
    out.set(doc.id, {
      active: doc.get('inactive') !== true,
      subscribers: typeof count === 'number' && count > 0 ? count : 0,
    });
  }
  return out;
}

/** Marks a strategy active or inactive; answers whether it was active before. */
export async function writeStrategyActive(id: string, active: boolean, by: string): Promise<boolean> {
  const ref = strategies().doc(id);
  return db.runTransaction(async (tx) => {
    const wasActive = (await tx.get(ref)).get('inactive') !== true;
    tx.set(
      ref,
      { inactive: !active, activeChangedAt: FieldValue.serverTimestamp(), activeChangedBy: by },
      { merge: true },
    );
    return wasActive;
  });
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
      { name: s.name, description: s.description, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  await batch.commit();
}
