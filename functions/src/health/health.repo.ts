// Copy-health storage (paths in contract/health.ts): the account's `health` field, its incidents and
// append-only events, and owners' and admins' notifications. The monitor's memory per account lives in
// its shard (health-shards-repo.ts). One transaction per recorded change; a reading not newer than the
// stored one (a replayed cycle, or a slow shard finishing after a Refresh) writes nothing. Events,
// notifications and resolved incidents carry expireAt (docs/operations.md "Retention").
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import {
  accountHealthSchema,
  incidentSchema,
  monitorHeartbeatSchema,
  type AccountHealth,
  type Incident,
  type IncidentEvent,
  type Notification,
  type MonitorRunReport,
} from '../contract/index.js';
import { notificationFor } from './health-notifications.rules.js';
import {
  isDueForEscalation,
  planHealth,
  resolveIncident,
  type AccountRef,
} from './health-transitions.rules.js';
import { expiryFromIso, incidentExpiryMs } from '../platform/retention/retention.rules.js';
import { type MonitorHeartbeat, type HealthState } from '../product-rules/index.js';

const accountDoc = (db: Firestore, ref: AccountRef) =>
  db.collection('users').doc(ref.uid).collection('tradingAccounts').doc(ref.accountNumber);

const eventDoc = (event: IncidentEvent) => ({
  ...event,
  expireAt: Timestamp.fromMillis(expiryFromIso('healthEvent', event.at)),
});
const notificationDoc = (notification: Notification) => ({
  ...notification,
  expireAt: Timestamp.fromMillis(expiryFromIso('notification', notification.createdAt)),
});
/** Written whole (set), so an incident still open carries no expireAt. */
function incidentDoc(incident: Incident) {
  const expiry = incidentExpiryMs(incident);
  return expiry === null ? incident : { ...incident, expireAt: Timestamp.fromMillis(expiry) };
}

export interface Escalation {
  adminUids: string[];
  thresholdMinutes: number;
}

export interface RecordedHealth {
  health: AccountHealth;
  openIncident: Incident | null;
}

async function readOpen(
  tx: Transaction,
  account: DocumentReference,
  id: string | null,
): Promise<Incident | null> {
  if (!id) return null;
  const parsed = incidentSchema.safeParse(
    (await tx.get(account.collection('healthIncidents').doc(id))).data(),
  );
  return parsed.success && parsed.data.status === 'open' ? parsed.data : null;
}

/** Records one reading; null when the account no longer exists. */
export function recordHealth(
  ref: AccountRef,
  reading: { state: HealthState; details: string | null },
  now: number,
  escalation: Escalation,
  db: Firestore = defaultDb,
): Promise<RecordedHealth | null> {
  const account = accountDoc(db, ref);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(account);
    if (!snapshot.exists) return null;
    const stored = accountHealthSchema.safeParse(snapshot.get('health'));
    const previous = stored.success ? stored.data : null;
    const open = await readOpen(tx, account, previous?.openIncidentId ?? null);
    if (previous && Date.parse(previous.lastChecked) >= now) return { health: previous, openIncident: open };
    const plan = planHealth(ref, previous, open, reading, now);
    tx.update(account, { health: plan.health });
    const incidents = new Map(plan.incidents.map((i) => [i.id, i]));
    for (const event of plan.events)
      tx.create(account.collection('healthEvents').doc(event.id), eventDoc(event));
    for (const event of plan.notify) {
      const notification = notificationFor(ref, event, 'owner');
      tx.create(
        db.collection('users').doc(ref.uid).collection('notifications').doc(notification.id),
        notificationDoc(notification),
      );
    }
    let current = plan.health.openIncidentId ? (incidents.get(plan.health.openIncidentId) ?? open) : null;
    if (current && isDueForEscalation(current, now, escalation.thresholdMinutes)) {
      current = { ...current, escalatedAt: new Date(now).toISOString() };
      incidents.set(current.id, current);
      const event = {
        id: '',
        incidentId: current.id,
        kind: current.kind,
        type: 'opened' as const,
        details: current.details,
        at: current.escalatedAt!,
      };
      for (const uid of escalation.adminUids) {
        const notification = notificationFor(ref, event, 'admin');
        tx.create(
          db.collection('users').doc(uid).collection('notifications').doc(notification.id),
          notificationDoc(notification),
        );
      }
    }
    for (const incident of incidents.values())
      tx.set(account.collection('healthIncidents').doc(incident.id), incidentDoc(incident));
    return { health: plan.health, openIncident: current };
  });
}

/**
 * Resolves every open incident of a deleted trading account as "account removed" (its subcollections
 * outlive the document), so no count includes them. Returns how many it resolved; a repeat finds none.
 */
export async function resolveIncidentsOfRemovedAccount(
  uid: string,
  accountNumber: string,
  now: number,
  db: Firestore = defaultDb,
): Promise<number> {
  const account = db.collection('users').doc(uid).collection('tradingAccounts').doc(accountNumber);
  const open = await account.collection('healthIncidents').where('status', '==', 'open').get();
  const batch = db.batch();
  let resolved = 0;
  for (const doc of open.docs) {
    const parsed = incidentSchema.safeParse(doc.data());
    if (!parsed.success) continue;
    const ended = resolveIncident(parsed.data, 'account removed', now);
    batch.set(doc.ref, incidentDoc(ended.incident));
    batch.set(account.collection('healthEvents').doc(ended.event.id), eventDoc(ended.event));
    resolved++;
  }
  if (resolved > 0) await batch.commit();
  return resolved;
}

/** healthMonitorRuns/latest: the latest monitor run's report (server only). */
export const latestRunDoc = (db: Firestore) => db.collection('healthMonitorRuns').doc('latest');

/** healthMonitorRuns/heartbeat: the latest planner cycle that ran (server only). */
export const heartbeatDoc = (db: Firestore) => db.collection('healthMonitorRuns').doc('heartbeat');

/**
 * One blind write per cycle (no read, no transaction): the heartbeat is the one document a quiet
 * cycle writes, so `copydesk health` tells a stopped monitor from a quiet fleet.
 */
export async function recordHeartbeat(heartbeat: MonitorHeartbeat, db: Firestore = defaultDb): Promise<void> {
  await heartbeatDoc(db).set(heartbeat);
}

/** The latest heartbeat, or null before the first cycle (or when it is not one). */
export async function readHeartbeat(db: Firestore = defaultDb): Promise<MonitorHeartbeat | null> {
  const parsed = monitorHeartbeatSchema.safeParse((await heartbeatDoc(db).get()).data());
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps the latest cycle's report, rewritten only when what it says (beyond its time) changed, so a
 * quiet fleet's cycles write nothing; a report older than the stored one is ignored.
 */
export async function recordMonitorRun(
  report: MonitorRunReport,
  db: Firestore = defaultDb,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const stored = (await tx.get(latestRunDoc(db))).data();
    const same =
      stored !== undefined &&
      stored.checked === report.checked &&
      stored.failed === report.failed &&
      JSON.stringify(stored.failures) === JSON.stringify(report.failures);
    if (same || (typeof stored?.at === 'string' && Date.parse(stored.at) > Date.parse(report.at)))
      return false;
    tx.set(latestRunDoc(db), report);
    return true;
  });
}
