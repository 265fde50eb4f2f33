// Erasure fixtures (docs/operations.md "Erasure"): a person with a deployed, subscribed account and
// audit entries about them, and the probes that tell whether anything of theirs is left.
import { getAuth } from 'firebase-admin/auth';
import { callRaw } from './api.ts';
import { provisionedUser, type ProvisionedUser } from './accounts.ts';
import { STRATEGY_ID } from './actors.ts';
import { withRiskAcknowledged } from './risk.ts';
import { simulator } from './simulator.ts';
import { adminDb, userWithRoles } from '../../tools/stack-clients/users.ts';

export interface ErasableFixture extends ProvisionedUser {
  /** The id of an admin's audit entry about the person (strategy.assigned). */
  auditEntryId: string;
  /** The id of an entry that carries their e-mail in its details. */
  emailEntryId: string;
}

/** A client whose account is deployed and subscribed by an admin, with entries about them in the audit log. */
export async function erasableClient(prefix: string): Promise<ErasableFixture> {
  const provisioned = await provisionedUser(prefix);
  const admin = await userWithRoles(`${prefix}-adm`, { isAdmin: true });
  const input = await withRiskAcknowledged(admin, {
    subscriberId: provisioned.metaApiAccountId,
    strategyId: STRATEGY_ID,
    tradeVolume: 0.01,
  });
  const subscribed = await callRaw('subscribeToStrategy', { token: admin.idToken, input });
  if (subscribed.status !== 200) throw new Error(`subscribe failed: ${JSON.stringify(subscribed.body)}`);
  const db = adminDb();
  const about = await db
    .collection('auditLog')
    .where('targetUid', '==', provisioned.user.uid)
    .where('action', '==', 'strategy.assigned')
    .get();
  if (about.empty) throw new Error('the admin subscription left no audit entry');
  // Entries name an e-mail where the action was about one (as the smoke check's mailTo does).
  const emailEntry = await db.collection('auditLog').add({
    actorUid: provisioned.user.uid,
    action: 'smokeCheck.run',
    targetUid: null,
    details: { mailTo: provisioned.user.email, outcome: 'passed' },
    at: new Date(),
  });
  await db
    .collection('users')
    .doc(provisioned.user.uid)
    .collection('preferences')
    .doc('email')
    .set({ healthEmails: true });
  return { ...provisioned, auditEntryId: about.docs[0]!.id, emailEntryId: emailEntry.id };
}

export async function erasureOf(uid: string) {
  return (await adminDb().collection('erasures').doc(uid).get()).data();
}

/** Whether the simulator still holds a live account or an active subscription of this account. */
export async function bridgeStillHolds(
  fixture: ProvisionedUser,
): Promise<{ accounts: number; subscriptions: number }> {
  const state = await simulator.state();
  const subscriber = state.subscribers.find((s) => s._id === fixture.metaApiAccountId) as
    { subscriptions: { removed?: boolean }[] } | undefined;
  return {
    accounts: (await simulator.accountsFor(fixture.accountNumber)).length,
    subscriptions: subscriber?.subscriptions.filter((s) => s.removed !== true).length ?? 0,
  };
}

/** Every Firestore document of the person the erasure must delete, by path, that still exists. */
export async function leftoverDocs(fixture: ProvisionedUser): Promise<string[]> {
  const db = adminDb();
  const uid = fixture.user.uid;
  const refs = [
    db.collection('users').doc(uid),
    db.collection('users').doc(uid).collection('tradingAccounts').doc(fixture.accountNumber),
    db.collection('users').doc(uid).collection('preferences').doc('email'),
    db.collection('brokerAccounts').doc(fixture.accountNumber),
    db.collection('bridgeAccounts').doc(fixture.metaApiAccountId),
    db.collection('strategySubscriptions').doc(fixture.metaApiAccountId),
    db.collection('provisioningAttempts').doc(uid),
  ];
  const snapshots = await db.getAll(...refs);
  const subcollections = await db.collection('users').doc(uid).listCollections();
  return [
    ...snapshots.filter((s) => s.exists).map((s) => s.ref.path),
    ...subcollections.map((c) => `${c.path}/*`),
  ];
}

/** The audit entries that still carry the person's uid or e-mail anywhere. */
export async function auditEntriesNaming(uid: string, email: string): Promise<string[]> {
  const entries = await adminDb().collection('auditLog').get();
  return entries.docs
    .filter((doc) => {
      const text = JSON.stringify(doc.data()).toLowerCase();
      return text.includes(uid.toLowerCase()) || text.includes(email.toLowerCase());
    })
    .map((doc) => doc.id);
}

export async function authUserExists(uid: string): Promise<boolean> {
  adminDb();
  return getAuth()
    .getUser(uid)
    .then(() => true)
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return false;
      throw error;
    });
}
