// The permission matrix of firestore.rules, written out literally: every collection x actor x operation,
// then every sensitive field. Each row states 'allow' or 'deny'; nothing is computed from the rules.
// Style: firebase/quickstart-testing unit-test-security-rules-v9 (assertSucceeds / assertFails).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { rulesEnvironment, sessionClaims } from '../support/rules-env.ts';
import { fetchRulesCoverage } from '../support/rules-coverage.ts';

type Outcome = 'allow' | 'deny';
type Actor = 'signedOut' | 'owner' | 'other' | 'admin' | 'tech';
type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
/** Extra callers used by the field table. */
type AnyActor = Actor | 'staleTech' | 'ghost';

const ACTORS: Actor[] = ['signedOut', 'owner', 'other', 'admin', 'tech'];
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];

// ---- the seeded world -------------------------------------------------------------------------------

const past = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'));
const future = Timestamp.fromDate(new Date('2030-01-01T00:00:00Z'));
/** A client-chosen time that differs from every seeded one. */
const forged = Timestamp.fromDate(new Date('2020-06-15T00:00:00Z'));

const profile = (name: string) => ({
  firstName: name,
  lastName: 'Tester',
  email: `${name.toLowerCase()}@copydesk.test`,
  mobile: '+27 82 000 0000',
  address: '1 Test Road',
  createdAt: past,
  updatedAt: past,
});

const activeSubscription = {
  planId: 'mobile',
  planName: 'Mobile',
  status: 'active',
  isTrial: false,
  trialEndsAt: null,
  createdAt: past,
  updatedAt: past,
  expiresAt: future,
};

const SEED: Record<string, DocumentData> = {
  'users/owner': {
    ...profile('Owner'),
    isAdmin: false,
    isTechnicalAdmin: false,
    subscription: activeSubscription,
  },
  'users/other': { ...profile('Other'), isAdmin: false, isTechnicalAdmin: false },
  'users/admin': { ...profile('Admin'), isAdmin: true, isTechnicalAdmin: false },
  'users/tech': { ...profile('Tech'), isAdmin: true, isTechnicalAdmin: true },
  'users/peerAdmin': { ...profile('Peer'), isAdmin: true, isTechnicalAdmin: false },
  'users/peerTech': { ...profile('Peertech'), isAdmin: true, isTechnicalAdmin: true },
  // A technical-admin flag without admin grants nothing.
  'users/staleTech': { ...profile('Stale'), isAdmin: false, isTechnicalAdmin: true },
  'users/owner/tradingAccounts/51234568': {
    id: '51234568',
    accountNumber: '51234568',
    accountName: 'Owner MT5',
    serverName: 'XMGlobal-MT5 2',
    metaApiAccountId: 'acc-owner',
    createdAt: past,
    isConnected: true,
    state: 'DEPLOYED',
    platform: 'mt5',
  },
  'strategies/XmTr': { name: 'XM Trend', description: 'Trend following' },
  'auditLog/entry-1': {
    actorUid: 'admin',
    action: 'subscription.changed',
    targetUid: 'owner',
    details: {},
    at: past,
  },
  'brokerAccounts/51234568': { uid: 'owner', metaApiAccountId: 'acc-owner' },
  'bridgeAccounts/acc-owner': { uid: 'owner', accountNumber: '51234568' },
  'triggerEvents/evt-1': { trigger: 'enforceAccountLimit', status: 'done' },
  'provisioningAttempts/owner': { count: 1, transactionId: 'A'.repeat(32) },
  // Copy health
  'users/owner/tradingAccounts/51234568/healthIncidents/inc-1': { kind: 'close-only', status: 'open' },
  'users/owner/tradingAccounts/51234568/healthEvents/evt-1': { incidentId: 'inc-1', type: 'opened' },
  'users/owner/notifications/note-1': { kind: 'close-only', event: 'opened', read: false, email: 'sent' },
  'users/owner/preferences/email': { 'copy-failing': false, updatedAt: past },
  'healthChecks/acc-owner': { userLogCursor: null },
  'healthMonitorRuns/heartbeat': { at: past, cycleStartedAt: past, cycleMs: 60_000 },
  'deploymentRuns/run-1': {
    action: 'undeploy',
    state: 'running',
    planned: 2,
    done: 1,
    failed: 0,
    createdAt: past,
  },
  'deploymentRuns/run-1/items/acc-owner': { state: 'failed', reason: 'Refused', attempt: 0 },
  'deploymentRuns/run-1/counters/7': { done: 1 },
  'deploymentLocks/undeploy': { runId: 'run-1' },
};

let env: RulesTestEnvironment;
let dirty = true;

async function seed(): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(SEED)) batch.set(doc(db, path), data);
    await batch.commit();
  });
  dirty = false;
}

/** Every actor signs in with its profile's e-mail; admins with a second factor (see identity.test.ts). */
const SIGN_IN_EMAIL: Record<Exclude<AnyActor, 'signedOut'>, string> = {
  owner: 'owner@copydesk.test',
  other: 'other@copydesk.test',
  admin: 'admin@copydesk.test',
  tech: 'tech@copydesk.test',
  staleTech: 'stale@copydesk.test',
  ghost: 'ghost@copydesk.test',
};

function dbOf(actor: AnyActor): Firestore {
  if (actor === 'signedOut') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const secondFactor = actor === 'admin' || actor === 'tech' || actor === 'staleTech';
  return env
    .authenticatedContext(actor, sessionClaims(SIGN_IN_EMAIL[actor], secondFactor))
    .firestore() as unknown as Firestore;
}

async function expectOutcome(outcome: Outcome, attempt: Promise<unknown>): Promise<void> {
  if (outcome === 'allow') {
    await assertSucceeds(attempt);
    dirty = true; // an allowed write changed the world; reseed before the next case
  } else {
    await assertFails(attempt);
  }
}

// ---- part 1: collection x actor x operation ----------------------------------------------------------

interface CollectionCase {
  /** What each operation does, against one representative document of the collection. */
  ops: Record<Op, (db: Firestore) => Promise<unknown>>;
  expected: Record<Actor, Record<Op, Outcome>>;
}

const registration = () => ({
  firstName: 'Owner',
  lastName: 'Tester',
  email: 'owner@copydesk.test',
  mobile: '+27 82 000 0000',
  address: '1 Test Road',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

/** Generic operations on one document path and its collection (list pages of `pageSize`). */
function opsOn(path: string, data: () => DocumentData, pageSize = 200): CollectionCase['ops'] {
  const parent = path.split('/').slice(0, -1).join('/');
  return {
    get: (db) => getDoc(doc(db, path)),
    list: (db) => getDocs(query(collection(db, parent), limit(pageSize))),
    create: (db) => setDoc(doc(db, `${parent}/created-by-test`), data()),
    update: (db) => updateDoc(doc(db, path), { touchedBy: 'test' }),
    delete: (db) => deleteDoc(doc(db, path)),
  };
}

const serverOnly: Record<Actor, Record<Op, Outcome>> = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  tech: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

/** Copy-health incidents and events: the owner and admins read; only the server writes. */
const ownerAndAdminsRead: Record<Actor, Record<Op, Outcome>> = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  tech: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};
function technicalReadOnly(): Record<Actor, Record<Op, Outcome>> {
  return {
    ...serverOnly,
    tech: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  };
}

const COLLECTIONS: Record<string, CollectionCase> = {
  // create = registering users/owner (absent for that case); update = a profile change with updatedAt.
  'users/{uid}': {
    ops: {
      get: (db) => getDoc(doc(db, 'users/owner')),
      list: (db) => getDocs(query(collection(db, 'users'), limit(200))),
      create: async (db) => setDoc(doc(db, 'users/owner'), registration()),
      update: (db) =>
        updateDoc(doc(db, 'users/owner'), { mobile: '+27 82 111 1111', updatedAt: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'users/owner')),
    },
    expected: {
      signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      owner: { get: 'allow', list: 'deny', create: 'allow', update: 'allow', delete: 'deny' },
      other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
      tech: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
    },
  },
  'users/{uid}/tradingAccounts/{n}': {
    ops: {
      ...opsOn('users/owner/tradingAccounts/51234568', () => ({ accountNumber: '1', platform: 'mt5' })),
      // The owner's dashboard reads the whole (one-document) subcollection without a limit.
      list: (db) => getDocs(query(collection(db, 'users/owner/tradingAccounts'), limit(200))),
    },
    expected: {
      signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      owner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
      other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
      tech: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
    },
  },
  'strategies/{id}': {
    ops: opsOn('strategies/XmTr', () => ({ name: 'Mine', description: 'forged' }), 50),
    expected: {
      signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      owner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
      other: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
      admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
      tech: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
    },
  },
  'auditLog/{id}': {
    ops: opsOn('auditLog/entry-1', () => ({ actorUid: 'admin', action: 'forged', details: {} })),
    expected: {
      signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      owner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
      tech: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
    },
  },
  'brokerAccounts/{n}': {
    ops: opsOn('brokerAccounts/51234568', () => ({ uid: 'other', metaApiAccountId: 'x' })),
    expected: serverOnly,
  },
  'bridgeAccounts/{id}': {
    ops: opsOn('bridgeAccounts/acc-owner', () => ({ uid: 'other', accountNumber: '1' })),
    expected: serverOnly,
  },
  'triggerEvents/{eventId}': {
    ops: opsOn('triggerEvents/evt-1', () => ({ trigger: 'forged', status: 'done' })),
    expected: serverOnly,
  },
  'healthMonitorRuns/{id}': {
    ops: opsOn('healthMonitorRuns/heartbeat', () => ({ at: 'forged', cycleStartedAt: 'forged', cycleMs: 1 })),
    expected: serverOnly,
  },
  'provisioningAttempts/{uid}': {
    ops: opsOn('provisioningAttempts/owner', () => ({ count: 0 })),
    expected: serverOnly,
  },
  'users/{uid}/tradingAccounts/{n}/healthIncidents/{id}': {
    ops: opsOn('users/owner/tradingAccounts/51234568/healthIncidents/inc-1', () => ({ kind: 'forged' })),
    expected: ownerAndAdminsRead,
  },
  'users/{uid}/tradingAccounts/{n}/healthEvents/{id}': {
    ops: opsOn('users/owner/tradingAccounts/51234568/healthEvents/evt-1', () => ({ type: 'forged' })),
    expected: ownerAndAdminsRead,
  },
  // update = marking it read, the one change an owner may make.
  'users/{uid}/notifications/{id}': {
    ops: {
      ...opsOn('users/owner/notifications/note-1', () => ({ kind: 'forged', read: false })),
      update: (db) => updateDoc(doc(db, 'users/owner/notifications/note-1'), { read: true }),
    },
    expected: {
      signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      owner: { get: 'allow', list: 'allow', create: 'deny', update: 'allow', delete: 'deny' },
      other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      admin: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      tech: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
    },
  },
  // create = another preference document (only 'email' exists); update = every kind, server-stamped.
  'users/{uid}/preferences/{p}': {
    ops: {
      ...opsOn('users/owner/preferences/email', () => ({ updatedAt: serverTimestamp() })),
      update: (db) =>
        setDoc(doc(db, 'users/owner/preferences/email'), {
          'deploy-failed': true,
          'bridge-disconnected': true,
          'broker-disconnected': false,
          'stopped-out': true,
          'close-only': false,
          'copy-failing': false,
          updatedAt: serverTimestamp(),
        }),
    },
    expected: {
      signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      owner: { get: 'allow', list: 'deny', create: 'deny', update: 'allow', delete: 'deny' },
      other: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      admin: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
      tech: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
    },
  },
  'healthChecks/{id}': {
    ops: opsOn('healthChecks/acc-owner', () => ({ userLogCursor: 'forged' })),
    expected: serverOnly,
  },
  // Technical admins follow runs live; only the server writes them.
  'deploymentRuns/{runId}': {
    ops: opsOn('deploymentRuns/run-1', () => ({ action: 'deploy', state: 'planned' }), 50),
    expected: technicalReadOnly(),
  },
  'deploymentRuns/{runId}/items/{accountId}': {
    ops: opsOn('deploymentRuns/run-1/items/acc-owner', () => ({ state: 'done' })),
    expected: technicalReadOnly(),
  },
  // A run's counter shards, summed by the runs panel (docs/product.md §13).
  'deploymentRuns/{runId}/counters/{shard}': {
    ops: opsOn('deploymentRuns/run-1/counters/7', () => ({ done: 100 })),
    expected: technicalReadOnly(),
  },
  'deploymentLocks/{action}': {
    ops: opsOn('deploymentLocks/undeploy', () => ({ runId: 'forged' })),
    expected: serverOnly,
  },
  // Anything not named in the rules is closed.
  'unknown/{id}': {
    ops: opsOn('unknown/doc', () => ({ a: 1 })),
    expected: serverOnly,
  },
};

// ---- part 2: sensitive fields ------------------------------------------------------------------------

interface FieldCase {
  name: string;
  actor: AnyActor;
  expect: Outcome;
  /** Documents removed before the attempt (e.g. the profile a registration creates). */
  absent?: string[];
  run: (db: Firestore) => Promise<unknown>;
}

const stamp = (uid: string) => ({ lastChangedBy: uid, updatedAt: serverTimestamp() });
const newSubscription = (overrides: Record<string, unknown> = {}) => ({
  planId: 'alpha',
  planName: 'Alpha',
  status: 'active',
  isTrial: true,
  trialEndsAt: future,
  trialDuration: 7,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  expiresAt: future,
  ...overrides,
});
const owner = (db: Firestore) => doc(db, 'users/owner');
const user = (db: Firestore, uid: string) => doc(db, `users/${uid}`);
const long = (n: number) => 'x'.repeat(n);

const FIELD_CASES: FieldCase[] = [
  // Copy health: an owner only marks a notification read, and writes boolean e-mail preferences.
  {
    name: 'owner marks a notification unread again',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(doc(db, 'users/owner/notifications/note-1'), { read: false }),
  },
  {
    name: 'owner changes a notification text while marking it read',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(doc(db, 'users/owner/notifications/note-1'), { read: true, kind: 'forged' }),
  },
  {
    name: 'owner writes a preference that is not a boolean',
    actor: 'owner',
    expect: 'deny',
    run: (db) =>
      setDoc(doc(db, 'users/owner/preferences/email'), {
        'copy-failing': 'no',
        updatedAt: serverTimestamp(),
      }),
  },
  {
    name: 'owner writes a preference for an unknown kind',
    actor: 'owner',
    expect: 'deny',
    run: (db) =>
      setDoc(doc(db, 'users/owner/preferences/email'), { sms: false, updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner writes preferences with a forged updatedAt',
    actor: 'owner',
    expect: 'deny',
    run: (db) => setDoc(doc(db, 'users/owner/preferences/email'), { 'copy-failing': true, updatedAt: past }),
  },
  // Registration (create users/{uid} once, exactly the profile keys, server timestamps).
  {
    name: 'registration with exactly the profile keys and server timestamps',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'allow',
    run: (db) => setDoc(owner(db), registration()),
  },
  {
    name: 'registration with a forged createdAt',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), createdAt: past }),
  },
  {
    name: 'registration with createdAt as a string',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), createdAt: '2026-01-01' }),
  },
  {
    name: 'registration with a forged updatedAt',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), updatedAt: future }),
  },
  {
    name: 'registration without updatedAt',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => {
      const { updatedAt: _u, ...rest } = registration();
      return setDoc(owner(db), rest);
    },
  },
  {
    name: 'registration without mobile',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => {
      const { mobile: _m, ...rest } = registration();
      return setDoc(owner(db), rest);
    },
  },
  {
    name: 'registration with an extra key isAdmin:false',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), isAdmin: false }),
  },
  {
    name: 'registration granting itself isAdmin',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), isAdmin: true }),
  },
  {
    name: 'registration with isTechnicalAdmin',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), isTechnicalAdmin: true }),
  },
  {
    name: 'registration with a subscription',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), subscription: newSubscription() }),
  },
  {
    name: 'registration with an unknown extra key',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), nickname: 'o' }),
  },
  {
    name: 'registration with a 101-character firstName',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), firstName: long(101) }),
  },
  {
    name: 'registration with a 100-character firstName',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'allow',
    run: (db) => setDoc(owner(db), { ...registration(), firstName: long(100) }),
  },
  {
    name: 'registration with an empty lastName',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), lastName: '' }),
  },
  {
    name: 'registration with a 255-character email',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), email: long(255) }),
  },
  {
    name: 'registration with a numeric mobile',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), mobile: 27820000000 }),
  },
  {
    name: 'registration with a 501-character address',
    actor: 'owner',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), { ...registration(), address: long(501) }),
  },
  {
    name: 'registration a second time over the existing profile',
    actor: 'owner',
    expect: 'deny',
    run: (db) => setDoc(owner(db), registration()),
  },
  {
    name: "registration of somebody else's profile",
    actor: 'other',
    absent: ['users/owner'],
    expect: 'deny',
    run: (db) => setDoc(owner(db), registration()),
  },

  // The owner after registration: profile keys only, stamped updatedAt.
  {
    name: 'owner changes address with updatedAt',
    actor: 'owner',
    expect: 'allow',
    run: (db) => updateDoc(owner(db), { address: '2 New Road', updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner changes a profile key without updatedAt',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { address: '2 New Road' }),
  },
  {
    name: 'owner changes a profile key with a forged updatedAt',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { address: '2 New Road', updatedAt: future }),
  },
  {
    name: 'owner sets a 41-character mobile',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { mobile: long(41), updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner sets a numeric firstName',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { firstName: 42, updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner removes lastName',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { lastName: deleteField(), updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner adds an unknown key',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { nickname: 'o', updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner rewrites createdAt (forged)',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { createdAt: forged, updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner rewrites createdAt to the server time',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner self-escalates isAdmin',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner self-escalates isAdmin with a stamp',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, ...stamp('owner') }),
  },
  {
    name: 'owner self-escalates isTechnicalAdmin',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isTechnicalAdmin: true, updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner extends subscription.expiresAt',
    actor: 'owner',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        'subscription.expiresAt': future,
        'subscription.updatedAt': serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
  },
  {
    name: 'owner reactivates subscription.status',
    actor: 'owner',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { 'subscription.status': 'active', 'subscription.updatedAt': serverTimestamp() }),
  },
  {
    name: 'owner changes subscription.planId',
    actor: 'owner',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        'subscription.planId': 'alpha',
        'subscription.planName': 'Alpha',
        'subscription.updatedAt': serverTimestamp(),
      }),
  },
  {
    name: 'owner writes a whole new subscription',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { subscription: newSubscription(), updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner removes the subscription',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { subscription: deleteField(), updatedAt: serverTimestamp() }),
  },
  {
    name: 'owner writes lastChangedBy',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { lastChangedBy: 'owner', updatedAt: serverTimestamp() }),
  },

  // Cross-user access.
  {
    name: "other user changes the owner's profile",
    actor: 'other',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { address: 'x', updatedAt: serverTimestamp() }),
  },
  {
    name: 'other user grants the owner isAdmin',
    actor: 'other',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, ...stamp('other') }),
  },
  {
    name: "other user reads the owner's trading account",
    actor: 'other',
    expect: 'deny',
    run: (db) => getDoc(doc(db, 'users/owner/tradingAccounts/51234568')),
  },
  {
    name: "other user lists the owner's trading accounts",
    actor: 'other',
    expect: 'deny',
    run: (db) => getDocs(collection(db, 'users/owner/tradingAccounts')),
  },
  {
    name: 'owner lists own trading accounts without a limit',
    actor: 'owner',
    expect: 'allow',
    run: (db) => getDocs(collection(db, 'users/owner/tradingAccounts')),
  },
  {
    name: 'signed-out caller lists users without a limit',
    actor: 'signedOut',
    expect: 'deny',
    run: (db) => getDocs(collection(db, 'users')),
  },

  // isAdmin: written only by an admin, stamped, never on themselves.
  {
    name: 'admin grants isAdmin, stamped',
    actor: 'admin',
    expect: 'allow',
    run: (db) => updateDoc(owner(db), { isAdmin: true, ...stamp('admin') }),
  },
  {
    name: 'admin grants isAdmin, stamped, without updatedAt',
    actor: 'admin',
    expect: 'allow',
    run: (db) => updateDoc(owner(db), { isAdmin: true, lastChangedBy: 'admin' }),
  },
  {
    name: 'admin grants isAdmin without the stamp',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, updatedAt: serverTimestamp() }),
  },
  {
    name: 'admin grants isAdmin stamped with another uid',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, ...stamp('tech') }),
  },
  {
    name: 'admin grants isAdmin with a forged updatedAt',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, lastChangedBy: 'admin', updatedAt: forged }),
  },
  {
    name: 'admin sets isAdmin to the string "true"',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: 'true', ...stamp('admin') }),
  },
  {
    name: 'admin revokes isAdmin of a plain admin',
    actor: 'admin',
    expect: 'allow',
    run: (db) => updateDoc(user(db, 'peerAdmin'), { isAdmin: false, ...stamp('admin') }),
  },
  {
    name: 'admin revokes own isAdmin',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'admin'), { isAdmin: false, ...stamp('admin') }),
  },
  {
    name: 'admin sets own isAdmin (no-op value)',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'admin'), { isAdmin: true, ...stamp('admin') }),
  },
  {
    name: 'admin (not technical) grants isTechnicalAdmin to another admin',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'peerAdmin'), { isTechnicalAdmin: true, ...stamp('admin') }),
  },
  {
    name: 'admin grants itself isTechnicalAdmin',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'admin'), { isTechnicalAdmin: true, ...stamp('admin') }),
  },
  {
    name: 'admin revokes isAdmin of a technical admin, leaving isTechnicalAdmin',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'peerTech'), { isAdmin: false, ...stamp('admin') }),
  },
  {
    name: 'admin revokes both roles of a technical admin (needs technical admin)',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(user(db, 'peerTech'), { isAdmin: false, isTechnicalAdmin: false, ...stamp('admin') }),
  },
  {
    name: "admin changes the owner's profile key",
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { firstName: 'Renamed', ...stamp('admin') }),
  },
  {
    name: "admin rewrites the owner's createdAt",
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { createdAt: serverTimestamp(), ...stamp('admin') }),
  },
  {
    name: 'admin adds an unknown key',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { note: 'vip', ...stamp('admin') }),
  },
  {
    name: 'caller with isTechnicalAdmin but not isAdmin grants isAdmin',
    actor: 'staleTech',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, ...stamp('staleTech') }),
  },
  {
    name: 'caller with isTechnicalAdmin but not isAdmin reads another user',
    actor: 'staleTech',
    expect: 'deny',
    run: (db) => getDoc(owner(db)),
  },
  {
    name: 'caller without a users document reads another user',
    actor: 'ghost',
    expect: 'deny',
    run: (db) => getDoc(owner(db)),
  },
  {
    name: 'caller without a users document grants isAdmin',
    actor: 'ghost',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, ...stamp('ghost') }),
  },

  // isTechnicalAdmin: only a technical admin, never on themselves, only onto an admin.
  {
    name: 'technical admin grants isTechnicalAdmin to an admin',
    actor: 'tech',
    expect: 'allow',
    run: (db) => updateDoc(user(db, 'admin'), { isTechnicalAdmin: true, ...stamp('tech') }),
  },
  {
    name: 'technical admin grants isTechnicalAdmin to a non-admin',
    actor: 'tech',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isTechnicalAdmin: true, ...stamp('tech') }),
  },
  {
    name: 'technical admin grants isAdmin and isTechnicalAdmin in one write (not yet an admin)',
    actor: 'tech',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { isAdmin: true, isTechnicalAdmin: true, ...stamp('tech') }),
  },
  {
    name: 'technical admin grants isAdmin to a user',
    actor: 'tech',
    expect: 'allow',
    run: (db) => updateDoc(owner(db), { isAdmin: true, ...stamp('tech') }),
  },
  {
    name: 'technical admin sets isTechnicalAdmin to a number',
    actor: 'tech',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'admin'), { isTechnicalAdmin: 1, ...stamp('tech') }),
  },
  {
    name: 'technical admin revokes own isTechnicalAdmin',
    actor: 'tech',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'tech'), { isTechnicalAdmin: false, ...stamp('tech') }),
  },
  {
    name: 'technical admin revokes isTechnicalAdmin of another',
    actor: 'tech',
    expect: 'allow',
    run: (db) => updateDoc(user(db, 'peerTech'), { isTechnicalAdmin: false, ...stamp('tech') }),
  },
  {
    name: 'technical admin revokes isAdmin of a technical admin, leaving isTechnicalAdmin',
    actor: 'tech',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'peerTech'), { isAdmin: false, ...stamp('tech') }),
  },
  {
    name: 'technical admin revokes both roles in one write',
    actor: 'tech',
    expect: 'allow',
    run: (db) =>
      updateDoc(user(db, 'peerTech'), { isAdmin: false, isTechnicalAdmin: false, ...stamp('tech') }),
  },
  {
    name: 'technical admin without the stamp',
    actor: 'tech',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'admin'), { isTechnicalAdmin: true, updatedAt: serverTimestamp() }),
  },

  // subscription: admins only, typed, status in three values, subscription.updatedAt == request.time.
  {
    name: 'admin adds a whole subscription',
    actor: 'admin',
    expect: 'allow',
    run: (db) => updateDoc(user(db, 'other'), { subscription: newSubscription(), ...stamp('admin') }),
  },
  {
    name: 'technical admin adds a whole subscription',
    actor: 'tech',
    expect: 'allow',
    run: (db) => updateDoc(user(db, 'other'), { subscription: newSubscription(), ...stamp('tech') }),
  },
  {
    name: 'admin cancels (status + updatedAt)',
    actor: 'admin',
    expect: 'allow',
    run: (db) =>
      updateDoc(owner(db), {
        'subscription.status': 'canceled',
        'subscription.updatedAt': serverTimestamp(),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin marks expired',
    actor: 'admin',
    expect: 'allow',
    run: (db) =>
      updateDoc(owner(db), {
        'subscription.status': 'expired',
        'subscription.updatedAt': serverTimestamp(),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin cancels without the stamp',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        'subscription.status': 'canceled',
        'subscription.updatedAt': serverTimestamp(),
      }),
  },
  {
    name: 'admin sets status "paused"',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        'subscription.status': 'paused',
        'subscription.updatedAt': serverTimestamp(),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin changes status without subscription.updatedAt',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { 'subscription.status': 'canceled', ...stamp('admin') }),
  },
  {
    name: 'admin forges subscription.updatedAt',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { subscription: newSubscription({ updatedAt: past }), ...stamp('admin') }),
  },
  {
    name: 'admin sets planId "gold"',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        subscription: newSubscription({ planId: 'gold', planName: 'Gold' }),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin sets planName not matching planId',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        subscription: newSubscription({ planId: 'mobile', planName: 'Alpha' }),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin sets planId alpha with planName Mobile',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        subscription: newSubscription({ planId: 'alpha', planName: 'Mobile' }),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin sets plan mobile/Mobile',
    actor: 'admin',
    expect: 'allow',
    run: (db) =>
      updateDoc(owner(db), {
        subscription: newSubscription({ planId: 'mobile', planName: 'Mobile' }),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin sets isTrial to a string',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { subscription: newSubscription({ isTrial: 'yes' }), ...stamp('admin') }),
  },
  {
    name: 'admin sets trialEndsAt to a string',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        subscription: newSubscription({ trialEndsAt: '2030-01-01' }),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin sets trialEndsAt to null',
    actor: 'admin',
    expect: 'allow',
    run: (db) =>
      updateDoc(owner(db), {
        subscription: newSubscription({ isTrial: false, trialEndsAt: null }),
        ...stamp('admin'),
      }),
  },
  {
    name: 'admin sets trialDuration 0',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { subscription: newSubscription({ trialDuration: 0 }), ...stamp('admin') }),
  },
  {
    name: 'admin sets trialDuration 1.5',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { subscription: newSubscription({ trialDuration: 1.5 }), ...stamp('admin') }),
  },
  {
    name: 'admin sets trialDuration 3651',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { subscription: newSubscription({ trialDuration: 3651 }), ...stamp('admin') }),
  },
  {
    name: 'admin omits trialDuration and trialEndsAt',
    actor: 'admin',
    expect: 'allow',
    run: (db) => {
      const { trialDuration: _d, trialEndsAt: _e, ...rest } = newSubscription({ isTrial: false });
      return updateDoc(owner(db), { subscription: rest, ...stamp('admin') });
    },
  },
  {
    name: 'admin sets expiresAt to a string',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { subscription: newSubscription({ expiresAt: '2030-01-01' }), ...stamp('admin') }),
  },
  {
    name: 'admin omits expiresAt',
    actor: 'admin',
    expect: 'deny',
    run: (db) => {
      const { expiresAt: _x, ...rest } = newSubscription();
      return updateDoc(owner(db), { subscription: rest, ...stamp('admin') });
    },
  },
  {
    name: 'admin sets subscription.createdAt to a string',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { subscription: newSubscription({ createdAt: 'now' }), ...stamp('admin') }),
  },
  {
    name: 'admin sets subscription.createdAt in the future',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), { subscription: newSubscription({ createdAt: future }), ...stamp('admin') }),
  },
  {
    name: 'admin adds an unknown subscription key',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { subscription: newSubscription({ price: 0 }), ...stamp('admin') }),
  },
  {
    name: 'admin sets subscription to a string',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { subscription: 'active', ...stamp('admin') }),
  },
  {
    name: 'admin changes own subscription',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(user(db, 'admin'), { subscription: newSubscription(), ...stamp('admin') }),
  },
  {
    name: 'admin removes a subscription',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(owner(db), { subscription: deleteField(), ...stamp('admin') }),
  },
  {
    name: "other user cancels the owner's subscription",
    actor: 'other',
    expect: 'deny',
    run: (db) =>
      updateDoc(owner(db), {
        'subscription.status': 'canceled',
        'subscription.updatedAt': serverTimestamp(),
        ...stamp('other'),
      }),
  },

  // Trading-account fields: server only, for everyone.
  {
    name: 'owner flips isConnected on own account',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(doc(db, 'users/owner/tradingAccounts/51234568'), { isConnected: false }),
  },
  {
    name: 'owner changes state on own account',
    actor: 'owner',
    expect: 'deny',
    run: (db) => updateDoc(doc(db, 'users/owner/tradingAccounts/51234568'), { state: 'DEPLOYED' }),
  },
  {
    name: 'owner repoints metaApiAccountId',
    actor: 'owner',
    expect: 'deny',
    run: (db) =>
      updateDoc(doc(db, 'users/owner/tradingAccounts/51234568'), { metaApiAccountId: 'acc-other' }),
  },
  {
    name: 'owner creates a second trading account',
    actor: 'owner',
    expect: 'deny',
    run: (db) =>
      setDoc(doc(db, 'users/owner/tradingAccounts/9999'), {
        accountNumber: '9999',
        platform: 'mt5',
        createdAt: serverTimestamp(),
      }),
  },
  {
    name: 'owner deletes own trading account',
    actor: 'owner',
    expect: 'deny',
    run: (db) => deleteDoc(doc(db, 'users/owner/tradingAccounts/51234568')),
  },
  {
    name: 'admin renames a trading account',
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(doc(db, 'users/owner/tradingAccounts/51234568'), { accountName: 'x' }),
  },
  {
    name: 'technical admin creates a trading account for a user',
    actor: 'tech',
    expect: 'deny',
    run: (db) => setDoc(doc(db, 'users/other/tradingAccounts/1'), { accountNumber: '1', platform: 'mt5' }),
  },
  {
    name: "admin lists a user's trading accounts 201 a page",
    actor: 'admin',
    expect: 'deny',
    run: (db) => getDocs(query(collection(db, 'users/owner/tradingAccounts'), limit(201))),
  },

  // Bounded lists and the audit log.
  {
    name: 'admin lists users 201 a page',
    actor: 'admin',
    expect: 'deny',
    run: (db) => getDocs(query(collection(db, 'users'), limit(201))),
  },
  {
    name: 'admin lists users without a limit',
    actor: 'admin',
    expect: 'deny',
    run: (db) => getDocs(collection(db, 'users')),
  },
  {
    name: 'signed-in user lists strategies without a limit',
    actor: 'owner',
    expect: 'deny',
    run: (db) => getDocs(collection(db, 'strategies')),
  },
  {
    name: 'admin lists the audit log 201 a page',
    actor: 'admin',
    expect: 'deny',
    run: (db) => getDocs(query(collection(db, 'auditLog'), limit(201))),
  },
  {
    name: 'admin lists the audit log without a limit',
    actor: 'admin',
    expect: 'deny',
    run: (db) => getDocs(collection(db, 'auditLog')),
  },
  {
    name: 'technical admin lists deployment runs 51 a page',
    actor: 'tech',
    expect: 'deny',
    run: (db) => getDocs(query(collection(db, 'deploymentRuns'), limit(51))),
  },
  {
    name: 'admin appends an audit entry in its own name',
    actor: 'admin',
    expect: 'deny',
    run: (db) =>
      setDoc(doc(db, 'auditLog/mine'), { actorUid: 'admin', action: 'roles.changed', details: {} }),
  },
  {
    name: "admin edits an audit entry's actor",
    actor: 'admin',
    expect: 'deny',
    run: (db) => updateDoc(doc(db, 'auditLog/entry-1'), { actorUid: 'someone-else' }),
  },
  {
    name: 'technical admin deletes an audit entry',
    actor: 'tech',
    expect: 'deny',
    run: (db) => deleteDoc(doc(db, 'auditLog/entry-1')),
  },
  {
    name: 'owner reads the audit entry about themselves',
    actor: 'owner',
    expect: 'deny',
    run: (db) => getDoc(doc(db, 'auditLog/entry-1')),
  },
  {
    name: 'owner reads the broker-account index of their own account',
    actor: 'owner',
    expect: 'deny',
    run: (db) => getDoc(doc(db, 'brokerAccounts/51234568')),
  },
  {
    name: 'owner claims a broker account in the index',
    actor: 'owner',
    expect: 'deny',
    run: (db) => setDoc(doc(db, 'brokerAccounts/777'), { uid: 'owner', metaApiAccountId: 'x' }),
  },
  {
    name: 'admin marks a trigger event handled',
    actor: 'admin',
    expect: 'deny',
    run: (db) => setDoc(doc(db, 'triggerEvents/evt-2'), { status: 'done' }),
  },
  {
    name: 'owner resets their provisioning attempts',
    actor: 'owner',
    expect: 'deny',
    run: (db) => deleteDoc(doc(db, 'provisioningAttempts/owner')),
  },
];

// ---- the suite -----------------------------------------------------------------------------------------

const gridRows = Object.entries(COLLECTIONS).flatMap(([name, c]) =>
  ACTORS.flatMap((actor) =>
    OPS.map((op) => ({ name, actor, op, outcome: c.expected[actor][op], run: c.ops[op] })),
  ),
);

export const MATRIX_CASE_COUNT = gridRows.length + FIELD_CASES.length;

describe('firestore.rules permission matrix', () => {
  beforeAll(async () => {
    setLogLevel('error'); // denied writes are expected here; keep the SDK's warnings out of the output
    env = await rulesEnvironment();
  });

  beforeEach(async () => {
    if (dirty) await seed();
  });

  afterAll(async () => {
    await env.cleanup();
  });

  describe('collection x actor x operation', () => {
    it.each(gridRows)('$name: $actor $op -> $outcome', async ({ name, actor, op, outcome, run }) => {
      if (name === 'users/{uid}' && op === 'create') {
        // Registration creates a profile that does not exist yet.
        await env.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), 'users/owner')));
        dirty = true;
      }
      await expectOutcome(outcome, run(dbOf(actor)));
    });
  });

  describe('sensitive fields', () => {
    it.each(FIELD_CASES)('$actor: $name -> $expect', async ({ actor, expect: outcome, absent, run }) => {
      if (absent?.length) {
        await env.withSecurityRulesDisabled(async (context) => {
          for (const path of absent) await deleteDoc(doc(context.firestore(), path));
        });
        dirty = true;
      }
      await expectOutcome(outcome, run(dbOf(actor)));
    });
  });

  describe('coverage', () => {
    it('evaluated every rule expression (report saved to test-results/rules-coverage.html)', async () => {
      const { summary } = await fetchRulesCoverage();
      console.log(
        `rules coverage: ${summary.evaluated}/${summary.expressions} expressions evaluated; ` +
          `${summary.bothOutcomes}/${summary.booleans} boolean expressions seen both true and false; ` +
          `matrix cases: ${MATRIX_CASE_COUNT} (${gridRows.length} grid + ${FIELD_CASES.length} field)`,
      );
      if (summary.unevaluated.length) console.log(`never evaluated: ${summary.unevaluated.join(', ')}`);
      expect(summary.unevaluated).toEqual([]);
    });
  });
});
