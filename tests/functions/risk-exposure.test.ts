// The risk gate sees exposure (docs/product.md §5 "Risk acknowledgement"), through the API, the emulators
// and the simulator. Every figure is worked by hand here:
// - the grid strategy: 12 closed trades of +10 USD at 1.00 lot on EURUSD at 1.08 (opened and closed at
//   that price, the profit installed as it is): the cumulative result only rises, so the worst drawdown
//   on closed trades is 0 at any lot. Its largest recent position at 90 lots is 90 x 100,000 x 1.08 =
//   9,720,000 USD of EURUSD: on a 10,000 USD account at 1:1000 that needs 9,720 USD of margin, 97.2% of
//   the equity, an effective leverage of 9,720,000 / 10,000 = 972:1. One pip is 90 x 10 = 900 USD.
// - three grid strategies at 1.00 lot on a 1,000 USD account at 1:500: each position needs
//   108,000 / 500 = 216 USD (21.6%); two together 432 USD (43.2%), under the 50% threshold; three
//   together 648 USD, 64.8% of the equity, an effective leverage of 324,000 / 1,000 = 324:1.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRaw, clientFor } from '../support/api.ts';
import { affiliatedLogin, provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { testBridge } from '../support/bridge.ts';
import { fastSimulator } from '../support/simulator.ts';
import { runStatisticsJob } from '../support/strategy-history.ts';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { adminDb, userWithRoles } from '../../tools/stack-clients/users.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GRID = 'RxGr';
const TRIO = ['RxT1', 'RxT2', 'RxT3'] as const;

async function simulatorPost(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${simulatorUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** 12 closed 1.00-lot EURUSD buys of +10 USD at 1.08, one a day from 20 days back. */
async function installGrid(id: string): Promise<void> {
  const state = (await (await fetch(`${simulatorUrl()}/__control/state`)).json()) as { now: string };
  const first = Math.floor(Date.parse(state.now) / DAY) * DAY - 20 * DAY;
  const trades = Array.from({ length: 12 }, (_, day) => ({
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1,
    openTime: new Date(first + day * DAY + 10 * HOUR).toISOString(),
    closeTime: new Date(first + day * DAY + 11 * HOUR).toISOString(),
    openPrice: 1.08,
    closePrice: 1.08,
    profit: 10,
  }));
  await simulatorPost('/__control/strategies', {
    _id: id,
    name: `Grid ${id}`,
    description: 'A grid.',
    trades,
  });
}

/** A user whose account is 10,000 USD at 1:1000 on the simulator. */
async function bigLeverageUser(prefix: string): Promise<ProvisionedUser> {
  const login = affiliatedLogin();
  await simulatorPost('/__control/profiles', { login, currency: 'USD', balance: 10_000, leverage: 1000 });
  return provisionedUser(prefix, {}, login);
}

function subscribe(p: ProvisionedUser, input: Record<string, unknown>) {
  return callRaw('subscribeToStrategy', {
    token: p.user.idToken,
    input: { subscriberId: p.metaApiAccountId, ...input },
  });
}

async function auditOf(p: ProvisionedUser) {
  const entries = await adminDb().collection('auditLog').where('targetUid', '==', p.user.uid).get();
  return entries.docs.map((d) => d.data());
}

beforeAll(async () => {
  await fastSimulator();
  for (const id of [GRID, ...TRIO]) await installGrid(id);
  await runStatisticsJob();
});

describe('the grid strategy at 90 lots on 10,000 USD at 1:1000', () => {
  const REFUSED =
    "At 90.00 lots the strategy's largest recent position (EURUSD) would need about $9,720 of margin, 97% of the account's equity, an effective leverage of 972:1, more than the 50% that needs an acknowledgement. Acknowledge this figure to go ahead.";

  it('refuses to subscribe without an acknowledgement of the margin figure: nothing subscribed', async () => {
    const p = await bigLeverageUser('exp-grid');
    const answer = await subscribe(p, { strategyId: GRID, tradeVolume: 90 });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(REFUSED);
    const stale = await subscribe(p, {
      strategyId: GRID,
      tradeVolume: 90,
      riskAcknowledgement: { kind: 'loss', amount: 0, currency: 'USD' },
    });
    expect(stale.status).toBe(409);
    const subscriber = await testBridge().getSubscriber(p.metaApiAccountId);
    expect(subscriber?.subscriptions ?? []).toEqual([]);
  });

  it("subscribes with it, and keeps the client's acknowledgement with the preview's inputs", async () => {
    const p = await bigLeverageUser('exp-grid-ack');
    const ack = { kind: 'exposure', margin: 9720, currency: 'USD' };
    const answer = await subscribe(p, { strategyId: GRID, tradeVolume: 90, riskAcknowledgement: ack });
    expect(answer.status).toBe(200);
    const entry = (await auditOf(p)).find((e) => e.action === 'risk.acknowledged');
    expect(entry).toMatchObject({
      actorUid: p.user.uid,
      details: {
        metaApiAccountId: p.metaApiAccountId,
        strategyId: GRID,
        lot: 90,
        acknowledgement: ack,
        figure: { kind: 'exposure', margin: 9720, leverage: 972, currency: 'USD' },
        inputs: {
          account: { equity: 10_000, currency: 'USD', leverage: 1000 },
          drawdownPerLot: { known: true, value: 0 },
          recentPositions: [{ symbol: 'EURUSD', price: 1.08 }],
          held: [],
          acknowledgeAbovePercent: 50,
        },
      },
    });
  });
});

describe('three subscriptions on one 1,000 USD account at 1:500', () => {
  it('compares the three positions together: the third needs the acknowledgement of 648 USD', async () => {
    const p = await provisionedUser('exp-trio');
    expect((await subscribe(p, { strategyId: TRIO[0], tradeVolume: 1 })).status).toBe(200);
    expect((await subscribe(p, { strategyId: TRIO[1], tradeVolume: 1 })).status).toBe(200);
    const third = await subscribe(p, { strategyId: TRIO[2], tradeVolume: 1 });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(
      "At 1.00 lots with the account's 2 other subscriptions, their largest recent positions together would need about $648 of margin, 65% of the account's equity, an effective leverage of 324:1, more than the 50% that needs an acknowledgement. Acknowledge this figure to go ahead.",
    );
    const ack = { kind: 'exposure', margin: 648, currency: 'USD' };
    expect(
      (await subscribe(p, { strategyId: TRIO[2], tradeVolume: 1, riskAcknowledgement: ack })).status,
    ).toBe(200);
  });
});

describe("CopyFactory's maxLeverage on every subscription", () => {
  const DEFAULT_MAX_LEVERAGE = 200; // the constant default while the admins set none (docs/product.md §5)
  const overDefault = (n: number) => `maxLeverage can be lowered from the default ${n}, never raised over it`;

  async function maxLeverageOn(p: ProvisionedUser, strategyId: string) {
    const subscriber = await testBridge().getSubscriber(p.metaApiAccountId);
    return subscriber?.subscriptions.find((s) => s.strategyId === strategyId)?.maxLeverage;
  }

  const update = (p: ProvisionedUser, strategyId: string, maxLeverage?: number) =>
    callRaw('updateSubscription', {
      token: p.user.idToken,
      input: {
        subscriberId: p.metaApiAccountId,
        strategyId,
        tradeVolume: 0.1,
        ...(maxLeverage === undefined ? {} : { maxLeverage }),
      },
    });

  it('is written with the admin default, a client lowers it, and raising it over the default is a 422', async () => {
    const p = await provisionedUser('exp-maxlev');
    expect((await subscribe(p, { strategyId: TRIO[0], tradeVolume: 0.1 })).status).toBe(200);
    expect(await maxLeverageOn(p, TRIO[0])).toBe(DEFAULT_MAX_LEVERAGE);
    expect((await update(p, TRIO[0], 50)).status).toBe(200);
    expect(await maxLeverageOn(p, TRIO[0])).toBe(50);
    const listed = await clientFor(p.user).getSubscriptions({ subscriberId: p.metaApiAccountId });
    expect(listed.subscriber.subscriptions[0]?.maxLeverage).toBe(50);
    const raised = await update(p, TRIO[0], 300);
    expect(raised.status).toBe(422);
    expect(raised.body.error).toBe(overDefault(DEFAULT_MAX_LEVERAGE));
    expect(await maxLeverageOn(p, TRIO[0])).toBe(50);
    const raisedOnSubscribe = await subscribe(p, { strategyId: TRIO[1], tradeVolume: 0.1, maxLeverage: 201 });
    expect(raisedOnSubscribe.status).toBe(422);
    const overAnyDefault = await subscribe(p, { strategyId: TRIO[1], tradeVolume: 0.1, maxLeverage: 1001 });
    expect(overAnyDefault.status).toBe(400);
  });

  it("carries the admins' default of 100 once they set it; a client asking 300 is refused", async () => {
    const admin = await userWithRoles('exp-maxlev-admin', { isAdmin: true });
    const before = (await clientFor(admin).getGuardrailSettings({})).settings;
    const older = await provisionedUser('exp-maxlev-older');
    expect((await subscribe(older, { strategyId: TRIO[0], tradeVolume: 0.1 })).status).toBe(200);
    expect(await maxLeverageOn(older, TRIO[0])).toBe(DEFAULT_MAX_LEVERAGE);
    const saved = await clientFor(admin).setGuardrailSettings({ ...before, maxLeverage: 100 });
    try {
      expect(saved.settings.maxLeverage).toBe(100);
      const p = await provisionedUser('exp-maxlev-100');
      expect((await clientFor(p.user).getGuardrailSettings({})).settings.maxLeverage).toBe(100);
      expect((await subscribe(p, { strategyId: TRIO[0], tradeVolume: 0.1 })).status).toBe(200);
      expect(await maxLeverageOn(p, TRIO[0])).toBe(100);
      const asked = await subscribe(p, { strategyId: TRIO[1], tradeVolume: 0.1, maxLeverage: 300 });
      expect(asked.status).toBe(422);
      expect(asked.body.error).toBe(overDefault(100));
      expect(await maxLeverageOn(p, TRIO[1])).toBeUndefined();
      expect((await update(p, TRIO[0], 300)).status).toBe(422);
      expect(await maxLeverageOn(p, TRIO[0])).toBe(100);
      // A subscription written under the old default comes down to the new one on its next save.
      expect((await update(older, TRIO[0])).status).toBe(200);
      expect(await maxLeverageOn(older, TRIO[0])).toBe(100);
    } finally {
      await clientFor(admin).setGuardrailSettings(before);
    }
  });
});
