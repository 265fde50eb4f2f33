// The reads behind "Download my data" (users/my-data-export.service.ts): every document CopyDesk keeps about
// one person, raw. Each kind reads at most `max` + 1 documents, so the service can tell a full kind from
// a complete one. Nothing here reads provisioningAttempts (its credential fingerprints never leave it).
import { Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import { AUDIT_COLLECTION } from '../platform/audit/audit.repo.js';
import { SUBSCRIPTION_HISTORY } from '../subscriptions/subscription-history.repo.js';

export interface StoredDoc {
  id: string;
  data: DocumentData;
}

export interface StoredPersonData {
  user: DocumentData | null;
  tradingAccounts: StoredDoc[];
  strategySubscriptions: StoredDoc[];
  /** Each document's `accountNumber` names the account it belongs to. */
  subscriptionHistory: StoredDoc[];
  emailPreferences: DocumentData | null;
  notifications: StoredDoc[];
  healthIncidents: StoredDoc[];
  auditEntries: StoredDoc[];
}

/** A stored value as JSON: Firestore timestamps become ISO text, everything else keeps its shape. */
export function storedJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(storedJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storedJson(item)]));
  }
  return value;
}

async function docsOf(query: Query, max: number): Promise<StoredDoc[]> {
  const snapshot = await query.limit(max + 1).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/**
 * Incidents of every account the person has held: a removed account's incidents outlive its document
 * (health/health.repo.ts), and listDocuments() still names such an account.
 */
async function incidentsOf(firestore: Firestore, uid: string, max: number): Promise<StoredDoc[]> {
  const accounts = await firestore.collection('users').doc(uid).collection('tradingAccounts').listDocuments();
  const perAccount = await Promise.all(
    accounts.map((account) => docsOf(account.collection('healthIncidents').orderBy('openedAt', 'desc'), max)),
  );
  return perAccount.flat();
}

/** The subscription history of every account the person holds, oldest first within each account. */
async function subscriptionHistoryOf(firestore: Firestore, uid: string, max: number): Promise<StoredDoc[]> {
  const accounts = await firestore.collection('users').doc(uid).collection('tradingAccounts').listDocuments();
  const perAccount = await Promise.all(
    accounts.map(async (account) => {
      const docs = await docsOf(account.collection(SUBSCRIPTION_HISTORY).orderBy('at'), max);
      return docs.map((doc) => ({ id: doc.id, data: { ...doc.data, accountNumber: account.id } }));
    }),
  );
  return perAccount.flat();
}

/** Audit entries naming the person as the actor or the target, each once. */
async function auditEntriesOf(firestore: Firestore, uid: string, max: number): Promise<StoredDoc[]> {
  const audit = firestore.collection(AUDIT_COLLECTION);
  const [asTarget, asActor] = await Promise.all([
    docsOf(audit.where('targetUid', '==', uid), max),
    docsOf(audit.where('actorUid', '==', uid), max),
  ]);
  const byId = new Map([...asTarget, ...asActor].map((entry) => [entry.id, entry]));
  return [...byId.values()];
}

export async function readPersonData(
  uid: string,
  max: number,
  firestore: Firestore = defaultDb,
): Promise<StoredPersonData> {
  const user = firestore.collection('users').doc(uid);
  const [profile, tradingAccounts, strategySubscriptions, emailPreferences, notifications] =
    await Promise.all([
      user.get(),
      docsOf(user.collection('tradingAccounts'), max),
      docsOf(firestore.collection('strategySubscriptions').where('uid', '==', uid), max),
      user.collection('preferences').doc('email').get(),
      docsOf(user.collection('notifications').orderBy('createdAt', 'desc'), max),
    ]);
  const [healthIncidents, subscriptionHistory, auditEntries] = await Promise.all([
    incidentsOf(firestore, uid, max),
    subscriptionHistoryOf(firestore, uid, max),
    auditEntriesOf(firestore, uid, max),
  ]);
  return {
    user: profile.data() ?? null,
    tradingAccounts,
    strategySubscriptions,
    subscriptionHistory,
    emailPreferences: emailPreferences.data() ?? null,
    notifications,
    healthIncidents,
    auditEntries,
  };
}
