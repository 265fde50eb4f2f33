// The triggers and the expiry schedule against the running emulators and the bridge simulator: write a
// document, poll (bounded) until the effect is visible, then re-deliver the same event id to the
// exported handler logic and prove the second delivery changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { doc, serverTimestamp, updateDoc, type Firestore as WebFirestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { enforceAccountLimit } from '../../functions/src/accounts/account-limit.trigger.js';
import { auditUserChanges } from '../../functions/src/users/audit-user-changes.trigger.js';
import type { TriggerDeps } from '../../functions/src/platform/trigger-deps.js';
import { expireSubscriptions } from '../../functions/src/subscriptions/expire-subscriptions.trigger.js';
import { revokeTokensOnRoleChange } from '../../functions/src/users/role-tokens.trigger.js';
import { applySubscriptionCopyMode } from '../../functions/src/subscriptions/subscription-copy-mode.trigger.js';
import { recordAudit } from '../../functions/src/platform/audit/audit.repo.js';
import type { MetaApiBridge } from '../../functions/src/bridge/index.js';
import { bridgeAccount, simulatorState, subscriberOnSimulator, testBridge } from '../support/bridge.ts';
import { functionsUrl, simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { eventually } from '../support/poll.ts';
import { rulesEnvironment, sessionClaims } from '../support/rules-env.ts';
import {
  adminDb,
  signUp,
  userWithRoles,
  writeProfile,
  type TestUser,
} from '../../tools/stack-clients/users.ts';

let bridge: MetaApiBridge;
let env: RulesTestEnvironment;
let deps: TriggerDeps;

const DAY = 86_400_000;

/** An admin's browser session of `uid` under the real rules (mock ID token, signed in with a second factor). */
const browser = (uid: string) =>
  env.authenticatedContext(uid, sessionClaims(undefined, true)).firestore() as unknown as WebFirestore;

async function addTradingAccount(
  uid: string,
  accountNumber: string,
  metaApiAccountId: string,
  createdAt = Date.now(),
) {
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(`users/${uid}/tradingAccounts/${accountNumber}`), {
    id: accountNumber,
    accountNumber,
    accountName: `Account ${accountNumber}`,
    serverName: 'XMGlobal-MT5 2',
    metaApiAccountId,
    createdAt: Timestamp.fromMillis(createdAt),
    isConnected: true,
    state: 'DEPLOYED',
    platform: 'mt5',
  });
  batch.set(db.doc(`brokerAccounts/${accountNumber}`), { uid, metaApiAccountId });
  batch.set(db.doc(`bridgeAccounts/${metaApiAccountId}`), { uid, accountNumber });
  await batch.commit();
}

/** The idempotency marker a trigger wrote for a document, once it is done. */
async function doneMarker(trigger: string, path: string): Promise<DocumentData> {
  return eventually(`${trigger} to finish on ${path}`, async () => {
    const markers = await adminDb()
      .collection('triggerEvents')
      .where('trigger', '==', trigger)
      .where('path', '==', path)
      .get();
    const done = markers.docs.map((d) => d.data()).filter((m) => m.status === 'done');
    return done.length ? done[done.length - 1] : undefined;
  });
}

async function auditEntries(targetUid: string, action?: string): Promise<DocumentData[]> {
  let q = adminDb().collection('auditLog').where('targetUid', '==', targetUid);
  if (action) q = q.where('action', '==', action);
  return (await q.get()).docs.map((d) => ({ id: d.id, ...d.data() }));
}

beforeAll(async () => {
  bridge = testBridge();
  env = await rulesEnvironment();
  deps = { db: adminDb(), auth: getAuth(), bridge: () => bridge };
});

afterAll(async () => {
  await env.cleanup();
});

describe('one trading account per subscription (onTradingAccountCreated)', () => {
  let user: TestUser;
  let first: { id: string };
  let second: { id: string };

  beforeAll(async () => {
    user = await userWithRoles('limit', { subscription: 'active' });
    [first, second] = await Promise.all([bridgeAccount(bridge), bridgeAccount(bridge)]);
    await addTradingAccount(user.uid, '61000001', first.id, Date.now() - 60_000);
    await doneMarker('enforceAccountLimit', `users/${user.uid}/tradingAccounts/61000001`);
  });

  it('keeps the first account and its index entries', async () => {
    expect((await adminDb().doc(`users/${user.uid}/tradingAccounts/61000001`).get()).exists).toBe(true);
    expect(await auditEntries(user.uid, 'tradingAccount.removedOverLimit')).toEqual([]);
  });

  it('removes a second account, undeploys it on the bridge, drops its index docs, subscription history and audits it', async () => {
    // A history entry under the second account's path, written first: no trigger watches the subcollection.
    const history = adminDb().collection(`users/${user.uid}/tradingAccounts/61000002/subscriptionHistory`);
    await history.add({ kind: 'assigned', at: new Date(), strategyId: 'AbCd', tradeVolume: 0.01 });
    await addTradingAccount(user.uid, '61000002', second.id);
    const [entry] = await eventually('the over-limit audit entry', async () => {
      const entries = await auditEntries(user.uid, 'tradingAccount.removedOverLimit');
      return entries.length ? entries : undefined;
    });
    const db = adminDb();
    expect((await db.doc(`users/${user.uid}/tradingAccounts/61000002`).get()).exists).toBe(false);
    expect((await db.doc('brokerAccounts/61000002').get()).exists).toBe(false);
    expect((await db.doc(`bridgeAccounts/${second.id}`).get()).exists).toBe(false);
    expect((await history.get()).size).toBe(0);
    expect((await db.doc(`users/${user.uid}/tradingAccounts/61000001`).get()).exists).toBe(true);
    expect((await db.doc('brokerAccounts/61000001').get()).data()).toEqual({
      uid: user.uid,
      metaApiAccountId: first.id,
    });
    expect(entry).toMatchObject({
      actorUid: 'system:enforceAccountLimit',
      targetUid: user.uid,
      details: {
        accountNumber: '61000002',
        metaApiAccountId: second.id,
        keptAccountNumber: '61000001',
        undeployed: true,
      },
    });
    const accounts = (await simulatorState()).accounts;
    expect(['UNDEPLOYING', 'UNDEPLOYED']).toContain(accounts.find((a) => a.id === second.id)?.state);
    expect(['UNDEPLOYING', 'UNDEPLOYED']).not.toContain(accounts.find((a) => a.id === first.id)?.state);
  });

  it('changes nothing when the same event is delivered again', async () => {
    const marker = await doneMarker('enforceAccountLimit', `users/${user.uid}/tradingAccounts/61000002`);
    const undeploys = async () =>
      (await simulatorState()).requests.filter(
        (r) => r.method === 'POST' && r.path.endsWith(`/${second.id}/undeploy`),
      ).length;
    const before = { undeploys: await undeploys(), audit: (await auditEntries(user.uid)).length };

    const replay = await enforceAccountLimit(
      { id: String(marker.eventId), uid: user.uid, accountNumber: '61000002' },
      deps,
    );

    expect(replay).toEqual({ status: 'duplicate' });
    expect({ undeploys: await undeploys(), audit: (await auditEntries(user.uid)).length }).toEqual(before);
    expect((await adminDb().doc(`users/${user.uid}/tradingAccounts/61000001`).get()).exists).toBe(true);
  });
});

describe('subscription leaving active puts copying into close-only (onSubscriptionStatusChanged)', () => {
  let admin: TestUser;
  let client: TestUser;
  let account: { id: string };

  beforeAll(async () => {
    [admin, client] = await Promise.all([
      userWithRoles('admin', { isAdmin: true }),
      userWithRoles('client', { subscription: 'active' }),
    ]);
    account = await bridgeAccount(bridge, 'XmTr');
    await addTradingAccount(client.uid, '62000001', account.id);
  });

  it('an admin cancelling from the browser sets subscriber-level close-only; the account stays listed', async () => {
    await updateDoc(doc(browser(admin.uid), `users/${client.uid}`), {
      'subscription.status': 'canceled',
      'subscription.updatedAt': serverTimestamp(),
      lastChangedBy: admin.uid,
      updatedAt: serverTimestamp(),
    });
    const subscriber = await eventually('close-only on the simulator', async () => {
      const s = await subscriberOnSimulator(account.id);
      return s?.closeOnly === 'by-position' ? s : undefined;
    });
    expect(subscriber.subscriptions.map((s) => s.strategyId)).toEqual(['XmTr']);
    const listed = await adminDb().doc(`users/${client.uid}/tradingAccounts/62000001`).get();
    expect(listed.get('isConnected')).toBe(true);
    const [closeOnly] = await eventually('the close-only audit entry', async () => {
      const entries = await auditEntries(client.uid, 'copying.closeOnly');
      return entries.length ? entries : undefined;
    });
    expect(closeOnly).toMatchObject({
      actorUid: 'system:applySubscriptionCopyMode',
      details: { status: 'canceled' },
    });
  });

  it('audits the browser write with the stamped admin as actor (the emulator auth context is a fixed fake)', async () => {
    const [entry] = await eventually('the subscription audit entry', async () => {
      const entries = await auditEntries(client.uid, 'subscription.changed');
      return entries.length ? entries : undefined;
    });
    expect(entry).toMatchObject({
      actorUid: admin.uid,
      details: {
        before: { status: 'active' },
        after: { status: 'canceled' },
        authContext: { authType: 'unknown', authId: 'fake-auth-id@gmail.com' },
      },
    });
  });

  it('a replayed cancel event does not touch the bridge again', async () => {
    const marker = await doneMarker('applySubscriptionCopyMode', `users/${client.uid}`);
    await bridge.setCloseOnly(account.id, null); // someone lifted it by hand; a re-run would set it again

    const replay = await applySubscriptionCopyMode(
      {
        id: String(marker.eventId),
        uid: client.uid,
        before: { subscription: { status: 'active' } },
        after: { subscription: { status: 'canceled' } },
      },
      deps,
    );

    expect(replay).toEqual({ status: 'duplicate' });
    expect((await subscriberOnSimulator(account.id))?.closeOnly).toBeUndefined();
    await bridge.setCloseOnly(account.id, 'by-position'); // back to what the trigger left
  });

  it('reactivation lifts close-only', async () => {
    await updateDoc(doc(browser(admin.uid), `users/${client.uid}`), {
      'subscription.status': 'active',
      'subscription.updatedAt': serverTimestamp(),
      lastChangedBy: admin.uid,
    });
    await eventually('close-only lifted on the simulator', async () => {
      const s = await subscriberOnSimulator(account.id);
      return s !== undefined && s.closeOnly === undefined;
    });
    const resumed = await eventually('the resume audit entry', async () => {
      const entries = await auditEntries(client.uid, 'copying.resumed');
      return entries.length ? entries : undefined;
    });
    expect(resumed).toHaveLength(1);
  });
});

describe('copy-mode handler: failures release the event, accounts without a subscriber are skipped', () => {
  let client: TestUser;
  let subscribed: { id: string };
  let bare: { id: string };

  beforeAll(async () => {
    // Created already canceled (a create fires no update trigger), so only the direct calls below act.
    client = await signUp('retry');
    await writeProfile(client, { subscription: 'canceled' });
    [subscribed, bare] = await Promise.all([bridgeAccount(bridge, 'XmTr'), bridgeAccount(bridge)]);
    await addTradingAccount(client.uid, '64000001', subscribed.id, Date.now() - 60_000);
  });

  afterAll(async () => {
    await fetch(`${simulatorUrl()}/__control/faults`, { method: 'DELETE' });
  });

  it('a bridge failure rethrows and releases the claim; the retried delivery applies close-only once', async () => {
    const event = {
      id: `retry-${client.uid}`,
      uid: client.uid,
      before: { subscription: { status: 'active' } },
      after: { subscription: { status: 'canceled' } },
    };
    const fault = {
      kind: 'status',
      status: 403,
      times: 1,
      match: { method: 'PUT', path: `/subscribers/${subscribed.id}$` },
    };
    const injected = await fetch(`${simulatorUrl()}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    expect(injected.status).toBe(200);

    await expect(applySubscriptionCopyMode(event, deps)).rejects.toMatchObject({ code: 'forbidden' });
    expect((await adminDb().doc(`triggerEvents/applySubscriptionCopyMode__${event.id}`).get()).exists).toBe(
      false,
    );
    expect((await subscriberOnSimulator(subscribed.id))?.closeOnly).toBeUndefined();

    expect(await applySubscriptionCopyMode(event, deps)).toEqual({
      status: 'handled',
      outcome: { closeOnly: true, accounts: [{ metaApiAccountId: subscribed.id, applied: true }] },
    });
    expect((await subscriberOnSimulator(subscribed.id))?.closeOnly).toBe('by-position');
    expect(await applySubscriptionCopyMode(event, deps)).toEqual({ status: 'duplicate' });
    expect(await auditEntries(client.uid, 'copying.closeOnly')).toHaveLength(1);
  });

  it('an account with no CopyFactory subscriber yet is skipped, not failed', async () => {
    await adminDb().doc(`users/${client.uid}/tradingAccounts/64000001`).update({ metaApiAccountId: bare.id });
    const event = {
      id: `bare-${client.uid}`,
      uid: client.uid,
      before: { subscription: { status: 'active' } },
      after: { subscription: { status: 'expired' } },
    };
    expect(await applySubscriptionCopyMode(event, deps)).toEqual({
      status: 'handled',
      outcome: { closeOnly: true, accounts: [{ metaApiAccountId: bare.id, applied: false }] },
    });
    expect(await subscriberOnSimulator(bare.id)).toBeUndefined();
  });

  it('ignores updates that do not move the subscription into or out of active', async () => {
    const event = {
      id: `same-${client.uid}`,
      uid: client.uid,
      before: { subscription: { status: 'expired' } },
      after: { subscription: { status: 'canceled' } },
    };
    expect(await applySubscriptionCopyMode(event, deps)).toEqual({ status: 'ignored' });
  });
});

describe('the expiry schedule (expireSubscriptions, called directly: schedules do not fire in the emulator)', () => {
  let due: TestUser;
  let current: TestUser;
  let account: { id: string };

  beforeAll(async () => {
    [due, current] = await Promise.all([userWithRoles('due'), userWithRoles('current')]);
    const now = Date.now();
    const subscription = (expiresAt: number) => ({
      planId: 'mobile',
      planName: 'Mobile',
      status: 'active',
      isTrial: false,
      trialEndsAt: null,
      createdAt: Timestamp.fromMillis(now - 30 * DAY),
      updatedAt: Timestamp.fromMillis(now - 30 * DAY),
      expiresAt: Timestamp.fromMillis(expiresAt),
    });
    await adminDb()
      .doc(`users/${due.uid}`)
      .update({ subscription: subscription(now - 60_000) });
    await adminDb()
      .doc(`users/${current.uid}`)
      .update({ subscription: subscription(now + DAY) });
    account = await bridgeAccount(bridge, 'GoLd');
    await addTradingAccount(due.uid, '63000001', account.id);
  });

  it('expires only the subscriptions past expiresAt, stamped by the schedule', async () => {
    const { expired, truncated } = await expireSubscriptions(new Date(), adminDb());
    expect(expired).toContain(due.uid);
    expect(expired).not.toContain(current.uid);
    expect(truncated).toBe(false);
    const dueDoc = await adminDb().doc(`users/${due.uid}`).get();
    expect(dueDoc.get('subscription.status')).toBe('expired');
    expect(dueDoc.get('lastChangedBy')).toBe('system:expireSubscriptions');
    expect((await adminDb().doc(`users/${current.uid}`).get()).get('subscription.status')).toBe('active');
  });

  it('the expiry puts the account into close-only and is audited with the schedule as actor', async () => {
    await eventually(
      'close-only on the simulator',
      async () => (await subscriberOnSimulator(account.id))?.closeOnly === 'by-position',
    );
    // (The test's own unstamped setup write is audited too, with actor "unknown".)
    const entry = await eventually('the expiry audit entry', async () => {
      const entries = await auditEntries(due.uid, 'subscription.changed');
      return entries.find((e) => (e.details as { after?: { status?: string } }).after?.status === 'expired');
    });
    expect(entry).toMatchObject({
      actorUid: 'system:expireSubscriptions',
      details: { before: { status: 'active' } },
    });
    expect((await adminDb().doc(`users/${due.uid}/tradingAccounts/63000001`).get()).get('isConnected')).toBe(
      true,
    );
  });

  it('a second run finds nothing to do', async () => {
    expect((await expireSubscriptions(new Date(), adminDb())).expired).not.toContain(due.uid);
  });
});

describe('role changes revoke refresh tokens (onRolesChanged)', () => {
  let grantor: TestUser;
  let promoted: TestUser;

  beforeAll(async () => {
    [grantor, promoted] = await Promise.all([
      userWithRoles('grantor', { isAdmin: true }),
      userWithRoles('demoted', { isAdmin: true }),
    ]);
  });

  it('an admin demoted from the browser loses power at once: the old ID token gets 401', async () => {
    const before = await fetch(functionsUrl('whoami'), {
      headers: { authorization: `Bearer ${promoted.idToken}` },
    });
    expect(await before.json()).toMatchObject({ isAdmin: true });
    const claims = JSON.parse(Buffer.from(promoted.idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      auth_time: number;
    };
    // Revocation has one-second resolution: tokens issued in the revoking second stay valid. Wait for
    // the clock (not for an effect) so the old token is strictly older than the revocation.
    await eventually(
      'the next second',
      () => Promise.resolve(Math.floor(Date.now() / 1000) > claims.auth_time),
      { intervalMs: 20 },
    );
    const changedAt = Math.floor(Date.now() / 1000);

    await updateDoc(doc(browser(grantor.uid), `users/${promoted.uid}`), {
      isAdmin: false,
      lastChangedBy: grantor.uid,
    });

    await doneMarker('revokeTokensOnRoleChange', `users/${promoted.uid}`);
    const record = await getAuth().getUser(promoted.uid);
    expect(Date.parse(record.tokensValidAfterTime ?? '') / 1000).toBeGreaterThanOrEqual(changedAt);
    const after = await fetch(functionsUrl('whoami'), {
      headers: { authorization: `Bearer ${promoted.idToken}` },
    });
    expect(after.status).toBe(401);
    const [entry] = await eventually('the roles audit entry', async () => {
      const entries = await auditEntries(promoted.uid, 'roles.changed');
      return entries.length ? entries : undefined;
    });
    expect(entry).toMatchObject({
      actorUid: grantor.uid,
      details: {
        before: { isAdmin: true, isTechnicalAdmin: false },
        after: { isAdmin: false, isTechnicalAdmin: false },
      },
    });
  });

  it('handles one event id once: a second delivery is a duplicate', async () => {
    const event = {
      id: `direct-${promoted.uid}`,
      uid: promoted.uid,
      before: { isAdmin: false },
      after: { isAdmin: true },
    };
    expect(await revokeTokensOnRoleChange(event, deps)).toMatchObject({
      status: 'handled',
      outcome: { revoked: true },
    });
    expect(await revokeTokensOnRoleChange(event, deps)).toEqual({ status: 'duplicate' });
  });

  it('ignores updates that change no role', async () => {
    const event = {
      id: `noop-${promoted.uid}`,
      uid: promoted.uid,
      before: { isAdmin: true, mobile: '1' },
      after: { isAdmin: true, mobile: '2' },
    };
    expect(await revokeTokensOnRoleChange(event, deps)).toEqual({ status: 'ignored' });
  });
});

describe('the audit log', () => {
  it('a replayed audit event appends nothing', async () => {
    const target = await userWithRoles('audited');
    const event = {
      id: `audit-${target.uid}`,
      uid: target.uid,
      before: { isAdmin: false },
      after: { isAdmin: true, lastChangedBy: 'admin-x' },
    };
    expect(await auditUserChanges(event, deps)).toMatchObject({
      status: 'handled',
      outcome: { actorUid: 'admin-x' },
    });
    expect(await auditUserChanges(event, deps)).toEqual({ status: 'duplicate' });
    expect(await auditEntries(target.uid, 'roles.changed')).toHaveLength(1);
  });

  it('recordAudit with a deterministic id is idempotent; without one it appends', async () => {
    const targetUid = `record-${Date.now()}`;
    const input = {
      actorUid: 'admin-x',
      action: 'deploy.run' as const,
      targetUid,
      details: { deployedCount: 3 },
    };
    await recordAudit(input, { id: `run-${targetUid}`, db: adminDb() });
    await recordAudit(input, { id: `run-${targetUid}`, db: adminDb() });
    await recordAudit(input, { db: adminDb() });
    const entries = await auditEntries(targetUid);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorUid: 'admin-x',
      action: 'deploy.run',
      details: { deployedCount: 3 },
    });
    expect(entries[0]?.at).toBeInstanceOf(Timestamp);
  });
});
