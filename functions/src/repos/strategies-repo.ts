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
