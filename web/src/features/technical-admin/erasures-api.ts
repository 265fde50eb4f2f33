// The technical admin's erasure calls (docs/operations.md "Erasure"): the list of erasures not done,
// and a retry of a failed one (eraseUser reopens it as its next run).
import type { ErasureItem } from '@copydesk/functions/contract';
import { api } from '@/lib/api';

export async function fetchOpenErasures(): Promise<ErasureItem[]> {
  return (await api.listErasures({})).erasures;
}

export async function retryErasure(uid: string): Promise<void> {
  await api.eraseUser({ userId: uid });
}
