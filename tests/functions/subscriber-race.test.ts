// A client's subscriber write racing an admin's cancel (docs/architecture.md §6 "Subscriber lease"): the
// client's PUT is held by the simulator while the admin cancels from the browser and the copy-mode
// trigger sets close-only. Whatever the order the bridge sees, the account ends in close-only with the
// client's lot kept. Run several times, alternating lot changes and re-subscribes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, serverTimestamp, updateDoc, type Firestore as WebFirestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { clientFor } from '../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { STRATEGY_ID } from '../support/actors.ts';
import { simulatorState } from '../support/bridge.ts';
import { eventually } from '../support/poll.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { rulesEnvironment, sessionClaims } from '../support/rules-env.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';

/** Long enough for the whole cancel trigger to run while the client's PUT is held. */
const HELD_PUT_MS = 8_000;
const COPY_MODE_TRIGGER = 'applySubscriptionCopyMode';

let env: RulesTestEnvironment;
let admin: TestUser;
let owner: ProvisionedUser;

const browser = (uid: string) =>
  env.authenticatedContext(uid, sessionClaims(undefined, true)).firestore() as unknown as WebFirestore;

/** The admin sets the owner's subscription status from the browser, as the admin page does. */
function setStatusAsAdmin(status: 'active' | 'canceled') {
  return updateDoc(doc(browser(admin.uid), `users/${owner.user.uid}`), {
    'subscription.status': status,
    'subscription.updatedAt': serverTimestamp(),
    lastChangedBy: admin.uid,
  });
}

/** How many user-document events the copy-mode trigger has finished for the owner. */
async function copyModeRunsDone(): Promise<number> {
  const markers = await adminDb()
    .collection('triggerEvents')
    .where('trigger', '==', COPY_MODE_TRIGGER)
    .where('path', '==', `users/${owner.user.uid}`)
    .get();
  return markers.docs.filter((d) => d.get('status') === 'done').length;
}

interface HeldSubscriber {
  _id: string;
  closeOnly?: string;
  subscriptions: { strategyId: string; removed?: boolean; tradeSizeScaling?: { tradeVolume?: number } }[];
}

/** The owner's subscriber document as the simulator holds it now. */
async function subscriberNow(): Promise<HeldSubscriber | undefined> {
  const { subscribers } = (await simulatorState()) as unknown as { subscribers: HeldSubscriber[] };
  return subscribers.find((s) => s._id === owner.metaApiAccountId);
}

const subscriberPut = () => `^/users/current/configuration/subscribers/${owner.metaApiAccountId}$`;

/** True once no injected fault on this subscriber's PUT is left to take: the held PUT is in flight. */
async function heldPutInFlight(): Promise<boolean> {
  const response = await fetch(`${simulatorUrl()}/__control/state`);
  const { faults } = (await response.json()) as { faults: { match?: { path?: string }; times?: number }[] };
  return !faults.some((f) => f.match?.path === subscriberPut() && (f.times ?? 1) > 0);
}

/** Each round starts from an active owner whose account copies: reactivated (close-only lifted) if need be. */
async function ownerActiveAndCopying(): Promise<void> {
  const status: unknown = (await adminDb().doc(`users/${owner.user.uid}`).get()).get('subscription.status');
  if (status === 'active') return;
  const runsBefore = await copyModeRunsDone();
  await setStatusAsAdmin('active');
  await eventually(
    'close-only lifted after reactivation',
    async () => (await copyModeRunsDone()) > runsBefore && (await subscriberNow())?.closeOnly === undefined,
    { timeoutMs: 90_000 },
  );
}

type ClientWrite = (tradeVolume: number) => Promise<unknown>;

const lotChange: ClientWrite = async (tradeVolume) =>
  clientFor(owner.user).updateSubscription(
    await withRiskAcknowledged(owner.user, {
      subscriberId: owner.metaApiAccountId,
      strategyId: STRATEGY_ID,
      tradeVolume,
    }),
  );

const resubscribe: ClientWrite = async (tradeVolume) =>
  clientFor(owner.user).subscribeToStrategy(
    await withRiskAcknowledged(owner.user, {
      subscriberId: owner.metaApiAccountId,
      strategyId: STRATEGY_ID,
      tradeVolume,
    }),
  );

describe("a client's subscriber write racing an admin's cancel", () => {
  beforeAll(async () => {
    await fastSimulator();
    env = await rulesEnvironment();
    [admin, owner] = await Promise.all([
      userWithRoles('race-admin', { isAdmin: true }),
      provisionedUser('race-owner'),
    ]);
    await resubscribe(0.01);
  }, 120_000);
  afterAll(async () => {
    await env.cleanup();
  });

  it.each([
    ['a lot change', lotChange, 0.02],
    ['a re-subscribe', resubscribe, 0.03],
    ['another lot change', lotChange, 0.04],
  ])(
    'the account ends in close-only with the lot kept when %s races the cancel',
    async (_name, clientWrite, tradeVolume) => {
      await ownerActiveAndCopying();
      const runsBefore = await copyModeRunsDone();
      await simulator.injectFaults([
        { match: { method: 'PUT', path: subscriberPut() }, kind: 'latency', ms: HELD_PUT_MS, times: 1 },
      ]);
      const write = clientWrite(tradeVolume);
      await eventually('the client PUT held by the simulator', heldPutInFlight);
      await setStatusAsAdmin('canceled');
      await write;
      await eventually('the cancel trigger done', async () => (await copyModeRunsDone()) > runsBefore, {
        timeoutMs: 90_000,
      });

      const subscriber = await subscriberNow();
      expect(subscriber?.closeOnly).toBe('by-position');
      const live = subscriber?.subscriptions.filter((s) => s.strategyId === STRATEGY_ID && !s.removed);
      expect(live?.map((s) => s.tradeSizeScaling?.tradeVolume)).toEqual([tradeVolume]);
    },
    240_000,
  );
});
