// Shard membership follows bridgeAccounts/{metaApiAccountId} (docs/architecture.md §12): a new bridge
// account joins a shard with room, a removed one leaves its shard. Both are idempotent, so a
// redelivered event changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { addShardMember, removeShardMember } from './health-shards.repo.js';

export interface BridgeAccountOwner {
  uid: string;
  accountNumber: string;
}

export async function followBridgeAccount(
  metaApiAccountId: string,
  owner: BridgeAccountOwner | null,
  deps: { db: Firestore; capacity: number },
): Promise<void> {
  if (owner) await addShardMember({ metaApiAccountId, ...owner }, deps.capacity, deps.db);
  else await removeShardMember(metaApiAccountId, deps.db);
}
