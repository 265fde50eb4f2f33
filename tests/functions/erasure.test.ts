// Erasure (docs/operations.md "Erasure"): however a person is deleted, one cleanup runs on its Cloud
// Tasks queue: copying stops and the MetaApi account goes (the simulator holds nothing of theirs), their
// Firestore data is deleted, and the audit log keeps its entries under a pseudonym, without their uid
// or e-mail. A bridge outage only delays it. deleteMyAccount needs a sign-in from the last five minutes.
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import {
  auditEntriesNaming,
  authUserExists,
  bridgeStillHolds,
  erasableClient,
  erasureOf,
  leftoverDocs,
  type ErasableFixture,
} from '../support/erasure.ts';
import { eventually } from '../support/poll.ts';
import { staleTechnicalAdmin } from '../support/runs.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { adminDb, signInWithPassword, userWithRoles } from '../../tools/stack-clients/users.ts';

const TWO_MINUTES = 120_000;

async function expectFullyErased(fixture: ErasableFixture): Promise<void> {
  const uid = fixture.user.uid;
  await eventually('the erasure to finish', async () => (await erasureOf(uid))?.status === 'done', {
    timeoutMs: TWO_MINUTES,
    intervalMs: 500,
  });
  expect(await leftoverDocs(fixture)).toEqual([]);
  expect(await bridgeStillHolds(fixture)).toEqual({ accounts: 0, subscriptions: 0 });
  expect(await authUserExists(uid)).toBe(false);
  expect(await auditEntriesNaming(uid, fixture.user.email)).toEqual([]);

  const db = adminDb();
  const kept = await db.collection('auditLog').doc(fixture.auditEntryId).get();
  const pseudonym = kept.get('targetUid') as string;
  expect(kept.get('action')).toBe('strategy.assigned');
  expect(pseudonym).toMatch(/^erased-/);
  const mailed = await db.collection('auditLog').doc(fixture.emailEntryId).get();
  expect(mailed.get('actorUid')).toBe(pseudonym);
  expect(mailed.get('details')).toEqual({ mailTo: '[erased]', outcome: 'passed' });
  const erased = await db
    .collection('auditLog')
    .where('action', '==', 'user.erased')
    .where('targetUid', '==', pseudonym)
    .get();
  expect(erased.size).toBe(1);
  expect(await erasureOf(uid)).toMatchObject({ status: 'done', step: 'erasedEntry', lastError: null });
}

describe('erasure', () => {
  beforeAll(fastSimulator);
  beforeEach(() => simulator.clearFaults());

  it('a person deleted in Firebase Auth is erased everywhere within two minutes', async () => {
    const fixture = await erasableClient('erase-auth');
    expect(await bridgeStillHolds(fixture)).toEqual({ accounts: 1, subscriptions: 1 });

    await getAuth().deleteUser(fixture.user.uid);

    await expectFullyErased(fixture);
    expect(await erasureOf(fixture.user.uid)).toMatchObject({ origin: 'authDeletion' });
  }, 240_000);

  it('an erasure during a bridge outage waits, keeps the data, and finishes once the bridge is back', async () => {
    const fixture = await erasableClient('erase-outage');
    const path = `/subscribers/${fixture.metaApiAccountId}$`;
    await simulator.injectFaults([{ match: { method: 'DELETE', path }, kind: 'status', status: 503 }]);

    await getAuth().deleteUser(fixture.user.uid);

    const failing = await eventually(
      'a failed attempt recorded',
      async () => {
        const record = await erasureOf(fixture.user.uid);
        return typeof record?.lastError === 'string' ? record : null;
      },
      { timeoutMs: TWO_MINUTES * 2, intervalMs: 1000 },
    );
    expect(failing).toMatchObject({ status: 'pending', step: null });
    expect(await bridgeStillHolds(fixture)).toEqual({ accounts: 1, subscriptions: 1 });
    expect(await leftoverDocs(fixture)).toContain(`users/${fixture.user.uid}`);

    await simulator.clearFaults();
    await expectFullyErased(fixture);
  }, 480_000);

  it('deleteMyAccount refuses a sign-in older than five minutes with a clear 403', async () => {
    const stale = await staleTechnicalAdmin('erase-stale', 600);
    const answer = await callRaw('deleteMyAccount', { token: stale.idToken, input: {} });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      error: 'For your security, please enter your password again to delete your account.',
      details: { code: 'RECENT_SIGN_IN_REQUIRED' },
    });
    expect(await erasureOf(stale.uid)).toBeUndefined();
    expect((await getAuth().getUser(stale.uid)).disabled).toBe(false);
  });

  it('deleteMyAccount with a fresh sign-in disables the sign-in at once and erases the account', async () => {
    const fixture = await erasableClient('erase-self');
    const answer = await callRaw('deleteMyAccount', { token: fixture.user.idToken, input: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, status: 'pending' });
    await expect(signInWithPassword(fixture.user.email)).rejects.toThrow(
      /USER_DISABLED|USER_NOT_FOUND|EMAIL_NOT_FOUND/,
    );

    await expectFullyErased(fixture);
    expect(await erasureOf(fixture.user.uid)).toMatchObject({ origin: 'self' });
  }, 240_000);

  it('an admin erases a person, audited under their pseudonym, and technical admins see it until it is done', async () => {
    const fixture = await erasableClient('erase-admin');
    const admin = await userWithRoles('erase-adm2', { isAdmin: true, isTechnicalAdmin: true });
    const unknown = await callRaw('eraseUser', {
      token: admin.idToken,
      input: { userId: 'nobody-like-this' },
    });
    expect(unknown.status).toBe(404);

    const answer = await callRaw('eraseUser', { token: admin.idToken, input: { userId: fixture.user.uid } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, status: 'pending' });

    await expectFullyErased(fixture);
    const requested = await adminDb()
      .collection('auditLog')
      .where('actorUid', '==', admin.uid)
      .where('action', '==', 'user.erasureRequested')
      .get();
    expect(requested.docs.map((doc) => doc.get('targetUid') as string)).toEqual([
      expect.stringMatching(/^erased-/),
    ]);
    const listed = await callRaw('listErasures', { token: admin.idToken });
    expect(listed.status).toBe(200);
    const uids = (listed.body.erasures as { uid: string }[]).map((item) => item.uid);
    expect(uids).not.toContain(fixture.user.uid);
  }, 240_000);

  it('technical admins see a pending erasure with its step and last error', async () => {
    const fixture = await erasableClient('erase-list');
    const path = `/subscribers/${fixture.metaApiAccountId}$`;
    await simulator.injectFaults([{ match: { method: 'DELETE', path }, kind: 'status', status: 503 }]);
    const technical = await userWithRoles('erase-tech', { isAdmin: true, isTechnicalAdmin: true });
    await getAuth().deleteUser(fixture.user.uid);

    const item = await eventually(
      'the failing erasure listed with its error',
      async () => {
        const listed = await callRaw('listErasures', { token: technical.idToken });
        const items = (listed.body.erasures ?? []) as { uid: string; lastError: string | null }[];
        return items.find((entry) => entry.uid === fixture.user.uid && entry.lastError !== null);
      },
      { timeoutMs: TWO_MINUTES * 2, intervalMs: 2000 },
    );
    expect(item).toMatchObject({ status: 'pending', step: null, origin: 'authDeletion' });
    await simulator.clearFaults();
    await expectFullyErased(fixture);
  }, 480_000);
});
