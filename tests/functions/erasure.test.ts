// Erasure (docs/operations.md "Erasure"): however a person is deleted, one cleanup runs on its Cloud
// Tasks queue: copying stops and the MetaApi account goes (the simulator holds nothing of theirs), their
// Firestore data is deleted, and the audit log keeps its entries under a pseudonym, without their uid
// or e-mail. A bridge outage only delays it.
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { fastSimulator, simulator } from '../support/simulator.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

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
});
