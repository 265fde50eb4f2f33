// A strategy admins make inactive (docs/product.md §3): the server refuses new subscriptions to it with a
// 409 that says why, accounts already subscribed keep copying it, the change is audited, and the cards'
// subscriber count follows our own subscriptions. Real emulators, functions and the simulator.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRaw, clientFor } from '../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { HAND_COMPUTED, installStrategy } from '../support/strategy-history.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const INACTIVE = 'StIn';
const INACTIVE_MESSAGE =
  'This strategy is inactive: an admin closed it to new subscriptions, so it cannot be subscribed to.';

async function subscribeRaw(p: ProvisionedUser, strategyId: string) {
  const input = await withRiskAcknowledged(p.user, {
    subscriberId: p.metaApiAccountId,
    strategyId,
    tradeVolume: 0.02,
  });
  return callRaw('subscribeToStrategy', { token: p.user.idToken, input });
}

const setActive = (admin: TestUser, active: boolean) =>
  callRaw('setStrategyActive', { token: admin.idToken, input: { strategyId: INACTIVE, active } });

async function card(p: ProvisionedUser) {
  return (await clientFor(p.user).getStrategies({})).strategies.find((s) => s._id === INACTIVE);
}

describe('a strategy admins made inactive', () => {
  let admin: TestUser;
  beforeAll(async () => {
    await fastSimulator();
    await installStrategy(INACTIVE, 'Soon Inactive', HAND_COMPUTED);
    admin = await userWithRoles('st-adm', { isAdmin: true });
  }, 120_000);

  it('refuses new subscriptions with 409 while subscribed accounts keep copying, and is audited', async () => {
    const early = await provisionedUser('st-early');
    expect((await subscribeRaw(early, INACTIVE)).status).toBe(200);

    const closed = await setActive(admin, false);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ success: true, strategyId: INACTIVE, active: false });

    const late = await provisionedUser('st-late');
    const refused = await subscribeRaw(late, INACTIVE);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(INACTIVE_MESSAGE);
    const onBridge = (await simulator.state()).subscribers.find((s) => s._id === late.metaApiAccountId);
    expect(onBridge?.subscriptions.some((s) => s.strategyId === INACTIVE) ?? false).toBe(false);

    const earlyOnBridge = (await simulator.state()).subscribers.find((s) => s._id === early.metaApiAccountId);
    expect(earlyOnBridge?.subscriptions.map((s) => s.strategyId)).toContain(INACTIVE);
    expect(await card(late)).toMatchObject({ active: false, subscribers: 1 });

    const audit = await adminDb()
      .collection('auditLog')
      .where('actorUid', '==', admin.uid)
      .where('action', '==', 'strategy.activeChanged')
      .get();
    expect(audit.docs.map((d) => d.get('details') as unknown)).toContainEqual({
      strategyId: INACTIVE,
      before: { active: true },
      after: { active: false },
    });

    expect((await setActive(admin, true)).status).toBe(200);
    expect((await subscribeRaw(late, INACTIVE)).status).toBe(200);
    expect(await card(late)).toMatchObject({ active: true, subscribers: 2 });
  }, 180_000);

  it('is refused to a client (403) and answers 404 for a strategy the bridge does not know', async () => {
    const client = await provisionedUser('st-client');
    const asClient = await callRaw('setStrategyActive', {
      token: client.user.idToken,
      input: { strategyId: INACTIVE, active: false },
    });
    expect(asClient.status).toBe(403);
    const unknown = await callRaw('setStrategyActive', {
      token: admin.idToken,
      input: { strategyId: 'NoSuchOne', active: false },
    });
    expect(unknown.status).toBe(404);
  }, 60_000);
});

describe('the subscriber count on a strategy card', () => {
  beforeAll(async () => {
    await fastSimulator();
    await installStrategy('StCo', 'Counted', HAND_COMPUTED);
  }, 60_000);

  it('moves with our own subscriptions: subscribe, unsubscribe and account removal', async () => {
    const [a, b] = await Promise.all([provisionedUser('st-count-a'), provisionedUser('st-count-b')]);
    const count = async () =>
      (await clientFor(a.user).getStrategies({})).strategies.find((s) => s._id === 'StCo')?.subscribers;
    expect(await count()).toBe(0);
    expect((await subscribeRaw(a, 'StCo')).status).toBe(200);
    expect((await subscribeRaw(b, 'StCo')).status).toBe(200);
    // A second subscribe of the same account changes its lot, not the count.
    expect((await subscribeRaw(a, 'StCo')).status).toBe(200);
    expect(await count()).toBe(2);
    await clientFor(a.user).unsubscribeFromStrategy({
      subscriberId: a.metaApiAccountId,
      subscriptionId: 'StCo',
    });
    expect(await count()).toBe(1);
    await clientFor(b.user).deleteAccount({ accountId: b.metaApiAccountId });
    expect(await count()).toBe(0);
  }, 180_000);
});
