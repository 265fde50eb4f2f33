// Admin data under the real rules needs an admin session (docs/architecture.md §5): a second factor
// AND a sign-in at most 12 hours old. Each admin read and the admin write of every collection, tried by
// a password-only admin, by an admin whose factor no mailbox proof trusted (docs/product.md §9), and by an
// admin who signed in with the factor 13 hours ago (all refused), and
// by the same admin signed in with the factor just now (allowed: the refusals are the session's doing).
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { rulesEnvironment, sessionClaims } from '../support/rules-env.ts';

const past = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'));
const profile = (name: string) => ({
  firstName: name,
  lastName: 'Tester',
  email: `${name.toLowerCase()}@copydesk.test`,
  mobile: '+27 82 000 0000',
  address: '1 Test Road',
  createdAt: past,
  updatedAt: past,
});

const ACCOUNT = 'users/client/tradingAccounts/51234568';
const SEED: Record<string, DocumentData> = {
  'users/client': { ...profile('Client'), isAdmin: false },
  // A technical admin, so the deployment runs are within the role too.
  'users/boss': { ...profile('Boss'), isAdmin: true, isTechnicalAdmin: true },
  [ACCOUNT]: { accountNumber: '51234568', platform: 'mt5' },
  [`${ACCOUNT}/healthIncidents/inc-1`]: { kind: 'close-only', status: 'open' },
  [`${ACCOUNT}/healthEvents/evt-1`]: { incidentId: 'inc-1', type: 'opened' },
  'auditLog/entry-1': { actorUid: 'boss', action: 'subscription.changed', details: {}, at: past },
  'deploymentRuns/run-1': { action: 'undeploy', state: 'running', createdAt: past },
  'deploymentRuns/run-1/items/acc-client': { state: 'failed', attempt: 0 },
};

const page = (db: Firestore, path: string, size = 200) => getDocs(query(collection(db, path), limit(size)));

/** Every admin-only read and write the rules grant; each is allowed to a fresh two-factor session. */
const ADMIN_ACCESS: { name: string; run: (db: Firestore) => Promise<unknown> }[] = [
  { name: 'get another user', run: (db) => getDoc(doc(db, 'users/client')) },
  { name: 'list users', run: (db) => page(db, 'users') },
  {
    name: 'change a user subscription flag (admin write)',
    run: (db) =>
      updateDoc(doc(db, 'users/client'), {
        isAdmin: true,
        lastChangedBy: 'boss',
        updatedAt: serverTimestamp(),
      }),
  },
  { name: 'get a trading account', run: (db) => getDoc(doc(db, ACCOUNT)) },
  { name: 'list trading accounts', run: (db) => page(db, 'users/client/tradingAccounts') },
  { name: 'get a health incident', run: (db) => getDoc(doc(db, `${ACCOUNT}/healthIncidents/inc-1`)) },
  { name: 'list health incidents', run: (db) => page(db, `${ACCOUNT}/healthIncidents`) },
  { name: 'get a health event', run: (db) => getDoc(doc(db, `${ACCOUNT}/healthEvents/evt-1`)) },
  { name: 'list health events', run: (db) => page(db, `${ACCOUNT}/healthEvents`) },
  { name: 'get an audit entry', run: (db) => getDoc(doc(db, 'auditLog/entry-1')) },
  { name: 'list the audit log', run: (db) => page(db, 'auditLog') },
  { name: 'get a deployment run', run: (db) => getDoc(doc(db, 'deploymentRuns/run-1')) },
  { name: 'list deployment runs', run: (db) => page(db, 'deploymentRuns', 50) },
  { name: 'get a run item', run: (db) => getDoc(doc(db, 'deploymentRuns/run-1/items/acc-client')) },
  { name: 'list run items', run: (db) => page(db, 'deploymentRuns/run-1/items') },
];

const HOUR = 3600;
const SESSIONS = [
  { session: 'signed in with the password only', secondFactor: false, signedInSecondsAgo: 0, allowed: false },
  {
    session: 'signed in just now with a factor no mailbox proof trusted',
    secondFactor: 'untrusted' as const,
    signedInSecondsAgo: 0,
    allowed: false,
  },
  {
    session: 'signed in with the factor 13 hours ago',
    secondFactor: true,
    signedInSecondsAgo: 13 * HOUR,
    allowed: false,
  },
  {
    session: 'signed in with the factor 11 hours ago',
    secondFactor: true,
    signedInSecondsAgo: 11 * HOUR,
    allowed: true,
  },
  { session: 'signed in with the factor just now', secondFactor: true, signedInSecondsAgo: 0, allowed: true },
];

const CASES = SESSIONS.flatMap((session) => ADMIN_ACCESS.map((access) => ({ ...session, ...access })));

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(SEED)) batch.set(doc(db, path), data);
    await batch.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('admin data needs a second factor and a sign-in at most 12 hours old', () => {
  it.each(CASES)(
    'an admin $session: $name -> allowed $allowed',
    async ({ secondFactor, signedInSecondsAgo, allowed, run }) => {
      const db = env
        .authenticatedContext('boss', sessionClaims('boss@copydesk.test', secondFactor, signedInSecondsAgo))
        .firestore() as unknown as Firestore;
      if (allowed) await assertSucceeds(run(db));
      else await assertFails(run(db));
    },
  );
});
