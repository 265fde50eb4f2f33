// The health cycle repairs close-only drift (docs/architecture.md §12): an account whose owner was
// cancelled (the trigger set close-only) but whose subscriber lost close-only since is put back into
// close-only by the next cycle; an active owner's account is left copying.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { MetaApiBridge } from '../../functions/src/bridge/index.js';
import { bridgeAccount, subscriberOnSimulator, testBridge } from '../support/bridge.ts';
import { QUICK_HEALTH_SETTINGS, retireFleet, runHealthCycle } from '../support/health.ts';
import { eventually } from '../support/poll.ts';
import { fastSimulator } from '../support/simulator.ts';
import { adminDb, userWithRoles } from '../../tools/stack-clients/users.ts';

let bridge: MetaApiBridge;
const retired: string[] = [];

/** An owner with one trading account subscribed on the simulator, listed for the health cycle. */
async function ownerWithSubscriber(prefix: string, accountNumber: string) {
  const user = await userWithRoles(prefix, { subscription: 'active' });
  const account = await bridgeAccount(bridge, 'XmTr');
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(`users/${user.uid}/tradingAccounts/${accountNumber}`), {
    id: accountNumber,
    accountNumber,
    accountName: `Account ${accountNumber}`,
    serverName: 'XMGlobal-MT5 2',
    metaApiAccountId: account.id,
    createdAt: Timestamp.now(),
    isConnected: true,
    state: 'DEPLOYED',
    platform: 'mt5',
  });
  batch.set(db.doc(`brokerAccounts/${accountNumber}`), { uid: user.uid, metaApiAccountId: account.id });
  batch.set(db.doc(`bridgeAccounts/${account.id}`), { uid: user.uid, accountNumber });
  await batch.commit();
  retired.push(account.id);
  return { uid: user.uid, id: account.id };
}

describe('the health cycle reconciles close-only with the owner', () => {
  let cancelled: { uid: string; id: string };
  let active: { uid: string; id: string };

  beforeAll(async () => {
    await fastSimulator();
    bridge = testBridge();
    const stamp = `${Date.now()}`.slice(-5);
    [cancelled, active] = await Promise.all([
      ownerWithSubscriber('drift-cancelled', `63${stamp}1`),
      ownerWithSubscriber('drift-active', `63${stamp}2`),
    ]);
    await adminDb().doc(`users/${cancelled.uid}`).update({ 'subscription.status': 'canceled' });
    await eventually('the cancel trigger set close-only', async () => {
      return (await subscriberOnSimulator(cancelled.id))?.closeOnly === 'by-position';
    });
    // The drift: close-only lifted behind the backend's back while the owner stays cancelled.
    await bridge.setCloseOnly(cancelled.id, null);
  }, 180_000);
  afterAll(() => retireFleet(retired));

  it('puts the cancelled owner back into close-only and leaves the active owner copying', async () => {
    expect((await subscriberOnSimulator(cancelled.id))?.closeOnly).toBeUndefined();
    await runHealthCycle(Date.now(), QUICK_HEALTH_SETTINGS);
    expect((await subscriberOnSimulator(cancelled.id))?.closeOnly).toBe('by-position');
    expect((await subscriberOnSimulator(active.id))?.closeOnly).toBeUndefined();
    expect((await subscriberOnSimulator(active.id))?.subscriptions.map((s) => s.strategyId)).toEqual([
      'XmTr',
    ]);
  });
});
