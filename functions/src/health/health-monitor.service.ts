// Reading and recording one account's copy health (README "Copy health"), shared by the shard tasks of
// the cycle (health-shard-check.ts) and the on-demand Refresh (checkAccountHealth): the per-subscriber
// reads, the reading (domain/health-signals) and the record of a change (repos/health-repo), with what
// the account's shard remembers of it (repos/health-shards-repo, docs/architecture.md §12).
import type { Firestore } from 'firebase-admin/firestore';
import { firestore as defaultDb } from '../platform/clients.js';
import type { TradingBridge } from '../bridge/index.js';
import type { HealthSettings } from './health.params.js';
import { newMember, type CopyReads, type ShardMember } from './health-shards.rules.js';
import { needsCopyReads, readHealth, type HealthReading } from './health-signals.rules.js';
import type { AccountRef } from './health-transitions.rules.js';
import { recordHealth, type RecordedHealth } from './health.repo.js';
import { readMemberOf, saveMember } from './health-shards.repo.js';
import { adminUids } from '../platform/identity/caller-records.repo.js';

export interface MonitorDeps {
  bridge: TradingBridge;
  settings: HealthSettings;
  db?: Firestore;
  /** The reading's time (epoch ms); a replayed reading at the same time writes nothing. */
  now?: number;
}

/** Stop-outs in force and the user log's WARN/ERROR entries since the member's cursor. */
export async function readCopySignals(
  bridge: TradingBridge,
  id: string,
  member: ShardMember,
  now: number,
  settings: HealthSettings,
): Promise<CopyReads> {
  const cursor = member.memory.userLogCursor;
  const since = cursor
    ? new Date(Date.parse(cursor) + 1)
    : new Date(now - settings.copyFailureQuietMinutes * 60_000);
  const [stopouts, copyErrors] = await Promise.all([
    bridge.getStopouts(id),
    bridge.getUserLog(id, { startTime: since, level: 'WARN', limit: 100 }),
  ]);
  return { stopouts, copyErrors };
}

/** The member as it stands once this reading is recorded (escalation due time from the open incident). */
export function memberRecorded(
  member: ShardMember,
  reading: HealthReading,
  recorded: RecordedHealth | null,
  escalationMinutes: number,
): ShardMember {
  const open = recorded?.openIncident ?? null;
  return {
    ...member,
    state: recorded?.health.state ?? reading.state,
    details: recorded?.health.details ?? reading.details,
    escalateAt:
      open && open.status === 'open' && open.escalatedAt === null
        ? Date.parse(open.openedAt) + escalationMinutes * 60_000
        : null,
    memory: reading.memory,
  };
}

/** Records a changed reading; the admins are looked up only when something is recorded. */
export async function recordReading(
  ref: AccountRef,
  reading: HealthReading,
  now: number,
  deps: { settings: HealthSettings; db: Firestore; admins: () => Promise<string[]> },
): Promise<RecordedHealth | null> {
  return recordHealth(
    ref,
    reading,
    now,
    { adminUids: await deps.admins(), thresholdMinutes: deps.settings.escalationMinutes },
    deps.db,
  );
}

/** The on-demand check (Refresh): four bridge calls at most; its shard remembers the result. */
export async function checkAccountHealth(ref: AccountRef, deps: MonitorDeps): Promise<RecordedHealth | null> {
  const db = deps.db ?? defaultDb;
  const now = deps.now ?? Date.now();
  const id = ref.metaApiAccountId;
  const found = await readMemberOf(id, db);
  const member = found?.member ?? newMember(ref.uid, ref.accountNumber);
  const [account, subscriber] = await Promise.all([
    deps.bridge.getAccount(id),
    deps.bridge.getSubscriber(id),
  ]);
  const copy = needsCopyReads(account, subscriber)
    ? await readCopySignals(deps.bridge, id, member, now, deps.settings)
    : { stopouts: [], copyErrors: [] };
  const reading = readHealth({ account, subscriber, ...copy }, member.memory, now, deps.settings);
  const recorded = await recordReading(ref, reading, now, {
    settings: deps.settings,
    db,
    admins: () => adminUids(db),
  });
  if (found && recorded)
    await saveMember(
      found.shardId,
      id,
      memberRecorded(member, reading, recorded, deps.settings.escalationMinutes),
      db,
    );
  return recorded;
}
