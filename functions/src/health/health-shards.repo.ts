// Copy-health shards (docs/architecture.md §12): healthShards/{shardId} holds up to a capacity of
// accounts with what the monitor remembers of each (last state, escalation time, signal memory), so a
// cycle reads one document per shard instead of one per account, and writes only what changed.
// healthShardMembers/{metaApiAccountId} says which shard holds an account (membership and the Refresh).
import { FieldPath, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import { isCheckedSince, newMember, type ShardFailure, type ShardMember } from './health-shards.rules.js';
import type { AccountRef } from './health-transitions.rules.js';

export interface ShardOutcome {
  cycleAt: number;
  failures: ShardFailure[];
}

export interface StoredShard {
  members: Record<string, ShardMember>;
  outcome: ShardOutcome | null;
}

export interface ShardIndexEntry {
  shardId: string;
  ids: string[];
  outcome: ShardOutcome | null;
}

const shards = (db: Firestore) => db.collection('healthShards');
const membership = (db: Firestore, metaApiAccountId: string) =>
  db.collection('healthShardMembers').doc(metaApiAccountId);

function storedShard(data: FirebaseFirestore.DocumentData | undefined): StoredShard | null {
  if (!data) return null;
  return {
    members: (data.members ?? {}) as Record<string, ShardMember>,
    outcome: (data.outcome ?? null) as ShardOutcome | null,
  };
}

/** Every shard's ids and last outcome (one read per shard; the members' memory is not fetched). */
export async function listShardIndex(db: Firestore = defaultDb): Promise<ShardIndexEntry[]> {
  const snapshot = await shards(db).select('ids', 'outcome').get();
  return snapshot.docs.map((d) => ({
    shardId: d.id,
    ids: (d.get('ids') ?? []) as string[],
    outcome: (d.get('outcome') ?? null) as ShardOutcome | null,
  }));
}

export async function readShard(shardId: string, db: Firestore = defaultDb): Promise<StoredShard | null> {
  return storedShard((await shards(db).doc(shardId).get()).data());
}

/**
 * After a shard's check: the changed members (each only while still in the shard and not written by a
 * newer cycle meanwhile) and the shard's outcome. Nothing to save means no write at all.
 */
export async function saveShardCycle(
  shardId: string,
  cycleAt: number,
  changes: Record<string, ShardMember>,
  outcome: ShardOutcome | null,
  db: Firestore = defaultDb,
): Promise<void> {
  if (Object.keys(changes).length === 0 && !outcome) return;
  const ref = shards(db).doc(shardId);
  await db.runTransaction(async (tx) => {
    const stored = storedShard((await tx.get(ref)).data());
    if (!stored) return;
    const fields: unknown[] = [];
    for (const [id, member] of Object.entries(changes)) {
      const current = stored.members[id];
      if (current && !isCheckedSince(current, cycleAt)) fields.push(new FieldPath('members', id), member);
    }
    if (outcome && (stored.outcome?.cycleAt ?? 0) <= cycleAt) fields.push('outcome', outcome);
    const [field, value, ...more] = fields;
    if (field instanceof FieldPath || typeof field === 'string') tx.update(ref, field, value, ...more);
  });
}

async function openShardFor(tx: Transaction, db: Firestore, capacity: number): Promise<string | null> {
  const open = await tx.get(shards(db).where('size', '<', capacity).limit(1));
  return open.empty ? null : open.docs[0]!.id;
}

/** Puts a new bridge account into a shard with room (a new shard when none has); a repeat does nothing. */
export async function addShardMember(
  ref: AccountRef,
  capacity: number,
  db: Firestore = defaultDb,
): Promise<string> {
  return db.runTransaction(async (tx) => {
    const known = await tx.get(membership(db, ref.metaApiAccountId));
    if (known.exists) return String(known.get('shardId'));
    const shardId = (await openShardFor(tx, db, capacity)) ?? `shard-${ref.metaApiAccountId}`;
    const member = newMember(ref.uid, ref.accountNumber);
    tx.set(
      shards(db).doc(shardId),
      {
        size: FieldValue.increment(1),
        ids: FieldValue.arrayUnion(ref.metaApiAccountId),
        members: { [ref.metaApiAccountId]: member },
      },
      { merge: true },
    );
    tx.set(membership(db, ref.metaApiAccountId), { shardId });
    return shardId;
  });
}

/** Takes a removed bridge account out of its shard; a repeat does nothing. */
export async function removeShardMember(metaApiAccountId: string, db: Firestore = defaultDb): Promise<void> {
  await db.runTransaction(async (tx) => {
    const known = await tx.get(membership(db, metaApiAccountId));
    if (!known.exists) return;
    tx.update(
      shards(db).doc(String(known.get('shardId'))),
      'size',
      FieldValue.increment(-1),
      'ids',
      FieldValue.arrayRemove(metaApiAccountId),
      new FieldPath('members', metaApiAccountId),
      FieldValue.delete(),
    );
    tx.delete(known.ref);
  });
}

/** The shard and member of one account (the Refresh), null when it is in none yet. */
export async function readMemberOf(
  metaApiAccountId: string,
  db: Firestore = defaultDb,
): Promise<{ shardId: string; member: ShardMember } | null> {
  const known = await membership(db, metaApiAccountId).get();
  if (!known.exists) return null;
  const shardId = String(known.get('shardId'));
  const member = (await readShard(shardId, db))?.members[metaApiAccountId];
  return member ? { shardId, member } : null;
}

/** One member's new record (the Refresh), unless the account left the shard meanwhile. */
export async function saveMember(
  shardId: string,
  metaApiAccountId: string,
  member: ShardMember,
  db: Firestore = defaultDb,
): Promise<void> {
  const ref = shards(db).doc(shardId);
  await db.runTransaction(async (tx) => {
    const stored = storedShard((await tx.get(ref)).data());
    if (stored?.members[metaApiAccountId]) tx.update(ref, new FieldPath('members', metaApiAccountId), member);
  });
}
