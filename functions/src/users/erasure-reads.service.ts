// The technical admins' view of erasures not done (listErasures; docs/operations.md "Erasure").
import type { ErasureItem } from '../contract/index.js';
import { listOpenErasures } from './erasures.repo.js';

const LIST_LIMIT = 200;

const iso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);

export async function openErasures(): Promise<ErasureItem[]> {
  return (await listOpenErasures(LIST_LIMIT)).map((record) => ({
    uid: record.uid,
    status: record.status,
    step: record.step,
    attempts: record.attempts,
    lastError: record.lastError,
    origin: record.origin,
    requestedAt: iso(record.requestedAtMs),
    updatedAt: iso(record.updatedAtMs),
  }));
}
