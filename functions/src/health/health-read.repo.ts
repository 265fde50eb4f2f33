// Reads behind the health endpoints: one account's stored health and recent incidents, and the admin
// list of accounts by health (collection group over users/*/tradingAccounts) with counts per state and
// the latest monitor run's report (the accounts it could not check, and why) and its heartbeat.
// The collection-group filters on health.state and healthIncidents' status need the single-field
// collection-group indexes in firestore.indexes.json (fieldOverrides).
import { FieldPath, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import { latestRunDoc, readHeartbeat } from './health.repo.js';
import {
  accountHealthSchema,
  incidentSchema,
  monitorRunReportSchema,
  type AccountHealth,
  type AccountHealthEntry,
  type HealthSummary,
  type Incident,
} from '../contract/index.js';
import { HEALTH_DEFAULTS, HEALTH_STATES, INCIDENT_KINDS } from '../product-rules/index.js';

const parseHealth = (value: unknown): AccountHealth | null => {
  const parsed = accountHealthSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export interface StoredAccountHealth {
  health: AccountHealth | null;
  openIncident: Incident | null;
  incidents: Incident[];
}

export async function readAccountHealth(
  uid: string,
  accountNumber: string,
  now = Date.now(),
  db: Firestore = defaultDb,
): Promise<StoredAccountHealth> {
  const account = db.collection('users').doc(uid).collection('tradingAccounts').doc(accountNumber);
  const since = new Date(now - HEALTH_DEFAULTS.historyDays * 86_400_000).toISOString();
  const [snapshot, recent] = await Promise.all([
    account.get(),
    account
      .collection('healthIncidents')
      .where('openedAt', '>=', since)
      .orderBy('openedAt', 'desc')
      .limit(200)
      .get(),
  ]);
  const health = parseHealth(snapshot.get('health'));
  const incidents = recent.docs.flatMap((d) => {
    const parsed = incidentSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  let openIncident = incidents.find((i) => i.id === health?.openIncidentId && i.status === 'open') ?? null;
  if (!openIncident && health?.openIncidentId) {
    const parsed = incidentSchema.safeParse(
      (await account.collection('healthIncidents').doc(health.openIncidentId).get()).data(),
    );
    openIncident = parsed.success && parsed.data.status === 'open' ? parsed.data : null;
  }
  return { health, openIncident, incidents };
}

export interface HealthPage {
  accounts: AccountHealthEntry[];
  nextCursor: string | null;
  /** The owners' user documents by uid, read for the page anyway, for what our own record says. */
  owners: ReadonlyMap<string, DocumentData>;
}

export async function listAccountHealthPage(
  options: { problems: boolean; pageSize: number; cursor?: string },
  db: Firestore = defaultDb,
): Promise<HealthPage> {
  let query = db.collectionGroup('tradingAccounts').orderBy(FieldPath.documentId()).limit(options.pageSize);
  if (options.problems) query = query.where('health.state', 'in', [...INCIDENT_KINDS]);
  if (options.cursor) query = query.startAfter(db.doc(options.cursor));
  const page = await query.get();
  const owners = page.empty ? [] : await db.getAll(...page.docs.map((d) => d.ref.parent.parent!));
  const ownerById = new Map(owners.map((o) => [o.id, o.data() ?? {}]));
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const accounts = page.docs.map((d) => {
    const uid = d.ref.parent.parent!.id;
    const owner = ownerById.get(uid) ?? {};
    return {
      uid,
      email: text(owner.email),
      displayName: `${text(owner.firstName)} ${text(owner.lastName)}`.trim(),
      accountNumber: text(d.get('accountNumber')) || d.id,
      accountName: text(d.get('accountName')),
      metaApiAccountId: text(d.get('metaApiAccountId')),
      health: parseHealth(d.get('health')),
    };
  });
  const last = page.docs[page.docs.length - 1];
  return {
    accounts,
    nextCursor: page.size === options.pageSize && last ? last.ref.path : null,
    owners: ownerById,
  };
}

export async function healthSummary(db: Firestore = defaultDb): Promise<HealthSummary> {
  const accounts = db.collectionGroup('tradingAccounts');
  const count = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;
  const readAt = new Date().toISOString();
  const [lastRun, heartbeat, total, openIncidents, ...perState] = await Promise.all([
    latestRunDoc(db).get(),
    readHeartbeat(db),
    count(accounts),
    count(db.collectionGroup('healthIncidents').where('status', '==', 'open')),
    ...HEALTH_STATES.map((state) => count(accounts.where('health.state', '==', state))),
  ]);
  const counts = Object.fromEntries(
    HEALTH_STATES.map((s, i) => [s, perState[i] ?? 0]),
  ) as HealthSummary['counts'];
  counts.unchecked = total - perState.reduce((sum, n) => sum + n, 0);
  const report = monitorRunReportSchema.safeParse(lastRun.data());
  return { counts, openIncidents, total, lastRun: report.success ? report.data : null, heartbeat, readAt };
}
