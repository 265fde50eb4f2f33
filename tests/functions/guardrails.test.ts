// Guardrails through the API, the emulators and the simulator (docs/product.md §5): a daily loss limit
// fires when the simulated market moves against the strategy, copying stops (close all or close-only as
// chosen), the stop-out shows on the account with the limit's name, and Resume copying resets it.
// Bad guardrails and a bridge refusal write nothing; admins' defaults reach new subscriptions, each amount
// in the account's own currency (none set for it: the client is asked). The account-wide loss limit is
// written to the subscriber and its stop-out is named.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GuardrailsInput } from '@copydesk/functions/contract';
import { callRaw, clientFor } from '../support/api.ts';
import { affiliatedLogin, provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { adminDb, userWithRoles } from '../../tools/stack-clients/users.ts';

const UNKNOWN_FIELD = 'The request has a field this endpoint does not accept.';

async function control(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${simulatorUrl()}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Steady Majors opens a EURUSD buy now; the copy fills at the master's price. Returns that price. */
async function strategyBuys(p: ProvisionedUser): Promise<number> {
  await control(`subscribers/${p.metaApiAccountId}/copy-outcome`, { latencyMs: 0, slippageBasisPoints: 0 });
  const position = await control('strategies/AbCd/open', { symbol: 'EURUSD', side: 'buy' });
  return position.openPrice as number;
}

/** 1 lot x 100,000 x 0.003 = a 300 USD loss on the copy, over a 200 USD daily limit. */
const moveAgainst = (openPrice: number) =>
  control('prices', { symbol: 'EURUSD', price: Math.round((openPrice - 0.003) * 1e5) / 1e5 });

async function guarded(prefix: string, guardrails: GuardrailsInput) {
  const p = await provisionedUser(prefix);
  const client = clientFor(p.user);
  await client.subscribeToStrategy(
    await withRiskAcknowledged(p.user, {
      subscriberId: p.metaApiAccountId,
      strategyId: 'AbCd',
      tradeVolume: 1,
      guardrails,
    }),
  );
  return { p, client };
}

describe('a daily loss limit of 200 USD on the bridge', () => {
  beforeAll(fastSimulator);

  it('fires on a 300 USD loss, closes everything, shows its reason, and Resume copying resets it', async () => {
    const { p, client } = await guarded('guard-all', { dailyLossLimit: 200, onHit: 'close-all' });
    const accountId = p.metaApiAccountId;
    await moveAgainst(await strategyBuys(p));
    const { health, openIncident } = await client.refreshAccountHealth({ accountId });
    expect(health.state).toBe('stopped-out');
    expect(health.details).toBe('Daily loss limit reached: daily equity drawdown exceeded limit');
    expect(health.reason).toBe(
      'Copying stopped because a risk limit was reached (Daily loss limit reached: daily equity drawdown exceeded limit).',
    );
    expect(openIncident?.kind).toBe('stopped-out');
    expect((await client.getOpenPositions({ accountId })).positions).toEqual([]);
    const notes = await adminDb().collection('users').doc(p.user.uid).collection('notifications').get();
    expect(notes.docs.map((d) => d.get('kind') as string)).toContain('stopped-out');

    const resumed = await client.resumeCopying({ subscriberId: accountId });
    expect(resumed).toMatchObject({ success: true, message: 'Copying resumed.', reset: 1 });
    expect((await client.getAccountHealth({ accountId })).health?.state).not.toBe('stopped-out');
    await strategyBuys(p);
    expect((await client.getOpenPositions({ accountId })).positions.length).toBeGreaterThan(0);
    const audit = await adminDb().collection('auditLog').where('targetUid', '==', p.user.uid).get();
    // The lot's risk acknowledgement, if it asked for one, has its own entry (risk-gate suites).
    const actions = audit.docs.map((d) => d.get('action') as string).filter((a) => a !== 'risk.acknowledged');
    expect(actions.sort()).toEqual(['guardrails.changed', 'stopout.reset']);
  }, 180_000);

  it('in close-only keeps the open copy and copies no new trade', async () => {
    const { p, client } = await guarded('guard-only', { dailyLossLimit: 200, onHit: 'close-only' });
    const accountId = p.metaApiAccountId;
    await moveAgainst(await strategyBuys(p));
    expect((await client.refreshAccountHealth({ accountId })).health.state).toBe('stopped-out');
    const before = (await client.getOpenPositions({ accountId })).positions.map((x) => x.id);
    expect(before.length).toBeGreaterThan(0);
    await strategyBuys(p);
    const after = (await client.getOpenPositions({ accountId })).positions.map((x) => x.id);
    expect(after.filter((id) => !before.includes(id))).toEqual([]);
  }, 180_000);

  it('answers 409 to Resume copying when nothing is stopped', async () => {
    const { p } = await guarded('guard-none', { dailyLossLimit: 200 });
    const answer = await callRaw('resumeCopying', {
      token: p.user.idToken,
      input: { subscriberId: p.metaApiAccountId },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('Copying is not stopped on this account.');
  });
});

describe('guardrail validation and the bridge refusing', () => {
  beforeAll(fastSimulator);

  it.each([
    [{ equityStop: { kind: 'percent', value: 0 } }, 'The equity stop must be between 1% and 95%'],
    [{ equityStop: { kind: 'percent', value: 96 } }, 'The equity stop must be between 1% and 95%'],
    [
      { equityStop: { kind: 'amount', value: -10 } },
      'The equity stop must be an amount between 1 and 100,000,000',
    ],
    [{ dailyLossLimit: 0.5 }, 'The daily loss limit must be an amount between 1 and 100,000,000'],
    // The maximum lots are no guardrail any more (docs/product.md §5): a request naming them is refused.
    [{ maxLots: 2 }, UNKNOWN_FIELD],
    [{ onHit: 'pause' }, "When a limit is hit must be 'close-only' or 'close-all'"],
  ])('refuses %j with "%s" and writes nothing', async (guardrails, message) => {
    const p = await provisionedUser('guard-bad');
    const answer = await callRaw('subscribeToStrategy', {
      token: p.user.idToken,
      input: { subscriberId: p.metaApiAccountId, strategyId: 'AbCd', tradeVolume: 1, guardrails },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    const state = await simulator.state();
    expect(state.subscribers.some((s) => s._id === p.metaApiAccountId)).toBe(false);
  });

  it('leaves no mirror and no audit entry when the bridge refuses the subscriber', async () => {
    const p = await provisionedUser('guard-refused');
    await simulator.injectFaults([
      {
        match: { method: 'PUT', path: `/configuration/subscribers/${p.metaApiAccountId}` },
        kind: 'status',
        status: 400,
      },
    ]);
    const answer = await callRaw('subscribeToStrategy', {
      token: p.user.idToken,
      input: await withRiskAcknowledged(p.user, {
        subscriberId: p.metaApiAccountId,
        strategyId: 'AbCd',
        tradeVolume: 1,
        guardrails: { dailyLossLimit: 200 },
      }),
    });
    await simulator.clearFaults();
    // Refused by the bridge, past the risk gate: not the gate's 409.
    expect(answer.body).not.toMatchObject({ details: { code: 'RISK_ACKNOWLEDGEMENT_REQUIRED' } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const mirror = await adminDb().collection('strategySubscriptions').doc(p.metaApiAccountId).get();
    expect(mirror.exists).toBe(false);
    const audit = await adminDb().collection('auditLog').where('targetUid', '==', p.user.uid).get();
    expect(audit.docs.map((d) => d.get('action') as string)).toEqual([]);
  });
});

describe("the admins' default guardrails", () => {
  beforeAll(fastSimulator);

  it('start a new subscription that names none, and show on its subscription', async () => {
    const admin = await userWithRoles('guard-admin', { isAdmin: true });
    const defaults = {
      equityStop: { kind: 'percent' as const, value: 30 },
      dailyLossLimit: null,
      onHit: 'close-only' as const,
    };
    await clientFor(admin).setGuardrailSettings({ defaults, acknowledgeAbovePercent: 60 });
    try {
      const p = await provisionedUser('guard-default');
      const client = clientFor(p.user);
      expect((await client.getGuardrailSettings({})).settings.acknowledgeAbovePercent).toBe(60);
      await client.subscribeToStrategy(
        await withRiskAcknowledged(p.user, {
          subscriberId: p.metaApiAccountId,
          strategyId: 'AbCd',
          tradeVolume: 0.1,
        }),
      );
      const { subscriber } = await client.getSubscriptions({ subscriberId: p.metaApiAccountId });
      expect(subscriber.subscriptions[0]?.guardrails).toEqual(defaults);

      // Setting one guardrail keeps the defaults of the others, and the audit entry says which came from them.
      const q = await provisionedUser('guard-default-one');
      await clientFor(q.user).subscribeToStrategy(
        await withRiskAcknowledged(q.user, {
          subscriberId: q.metaApiAccountId,
          strategyId: 'AbCd',
          tradeVolume: 0.1,
          guardrails: { dailyLossLimit: 150 },
        }),
      );
      const after = { ...defaults, dailyLossLimit: 150 };
      const own = await clientFor(q.user).getSubscriptions({ subscriberId: q.metaApiAccountId });
      expect(own.subscriber.subscriptions[0]?.guardrails).toEqual(after);
      const audit = await adminDb().collection('auditLog').where('targetUid', '==', q.user.uid).get();
      expect(audit.docs.map((d) => d.data())).toEqual([
        expect.objectContaining({
          action: 'guardrails.changed',
          details: expect.objectContaining({
            before: null,
            after,
            fromDefaults: ['equityStop', 'onHit'],
          }) as unknown,
        }),
      ]);
    } finally {
      await clientFor(admin).setGuardrailSettings({
        defaults: { ...defaults, equityStop: null },
        acknowledgeAbovePercent: 50,
      });
    }
  });

  it.each([
    // the change, the message of the bound it breaks
    [{ equityStop: { kind: 'percent', value: 96 } }, 50, 'The equity stop must be between 1% and 95%'],
    [
      { dailyLossLimit: { perCurrency: { USD: 0 } } },
      50,
      'Each default amount must be between 1 and 100,000,000',
    ],
    [
      { dailyLossLimit: 150 },
      50,
      'A default amount is set per currency, e.g. "USD 150, ZAR 2700", or as a share of equity, e.g. "2%"',
    ],
    [{ maxLots: 2 }, 50, UNKNOWN_FIELD],
    [{}, 0, 'The acknowledgement threshold must be between 1% and 1000%'],
  ])('refuse defaults %j with threshold %s: 400 "%s", nothing stored', async (defaults, percent, message) => {
    const admin = await userWithRoles('guard-bounds', { isAdmin: true });
    const before = (await clientFor(admin).getGuardrailSettings({})).settings;
    const answer = await callRaw('setGuardrailSettings', {
      token: admin.idToken,
      input: { defaults, acknowledgeAbovePercent: percent },
    });
    expect(answer.status).toBe(400);
    // The message as it appears inside the JSON body (its quotes escaped).
    expect(JSON.stringify(answer.body)).toContain(JSON.stringify(message).slice(1, -1));
    expect((await clientFor(admin).getGuardrailSettings({})).settings).toEqual(before);
    const audit = await adminDb().collection('auditLog').where('actorUid', '==', admin.uid).get();
    expect(audit.size).toBe(0);
  });

  it('stored with the maximum lots and a bare amount still read: without them, the amount as USD only', async () => {
    const admin = await userWithRoles('guard-stored', { isAdmin: true });
    const before = (await clientFor(admin).getGuardrailSettings({})).settings;
    await adminDb()
      .collection('settings')
      .doc('guardrails')
      .set({
        defaults: { equityStop: null, dailyLossLimit: 250, maxLots: 2, onHit: 'close-all' },
        acknowledgeAbovePercent: 65,
      });
    try {
      expect((await clientFor(admin).getGuardrailSettings({})).settings).toEqual({
        defaults: { equityStop: null, dailyLossLimit: { perCurrency: { USD: 250 } }, onHit: 'close-all' },
        acknowledgeAbovePercent: 65,
        // Stored before the admins set it: the constant default (docs/product.md §5 maxLeverage).
        maxLeverage: 200,
      });
    } finally {
      await clientFor(admin).setGuardrailSettings(before);
    }
  });

  it('land in the audit log with the values before and after', async () => {
    const admin = await userWithRoles('guard-audit', { isAdmin: true });
    const before = (await clientFor(admin).getGuardrailSettings({})).settings;
    const after = {
      defaults: { ...before.defaults, dailyLossLimit: { perCurrency: { USD: 75 } } },
      acknowledgeAbovePercent: 70,
    };
    await clientFor(admin).setGuardrailSettings(after);
    await clientFor(admin).setGuardrailSettings(before);
    const audit = await adminDb().collection('auditLog').where('actorUid', '==', admin.uid).get();
    const entries = audit.docs
      .map((d) => d.data() as { action: string; details: { after: { acknowledgeAbovePercent: number } } })
      .map((e) => [e.action, e.details.after.acknowledgeAbovePercent])
      .sort((a, b) => Number(b[1]) - Number(a[1]));
    expect(entries).toEqual([
      ['guardrails.defaultsChanged', 70],
      ['guardrails.defaultsChanged', before.acknowledgeAbovePercent],
    ]);
  });

  it('may be changed by admins only', async () => {
    const p = await provisionedUser('guard-client');
    const answer = await callRaw('setGuardrailSettings', {
      token: p.user.idToken,
      input: { defaults: {}, acknowledgeAbovePercent: 50 },
    });
    expect(answer.status).toBe(403);
  });
});

describe("the admins' default amounts, each in its own currency", () => {
  beforeAll(fastSimulator);
  const subscribe = async (p: ProvisionedUser, guardrails?: GuardrailsInput) =>
    callRaw('subscribeToStrategy', {
      token: p.user.idToken,
      input: await withRiskAcknowledged(p.user, {
        subscriberId: p.metaApiAccountId,
        strategyId: 'AbCd',
        tradeVolume: 0.1,
        ...(guardrails ? { guardrails } : {}),
      }),
    });

  it('give a ZAR account the ZAR default, and ask it to set one when only USD is set', async () => {
    const admin = await userWithRoles('guard-zar-admin', { isAdmin: true });
    const before = (await clientFor(admin).getGuardrailSettings({})).settings;
    const defaults = (perCurrency: Record<string, number>) => ({
      defaults: { equityStop: null, dailyLossLimit: { perCurrency }, onHit: 'close-only' as const },
      acknowledgeAbovePercent: before.acknowledgeAbovePercent,
    });
    try {
      await clientFor(admin).setGuardrailSettings(defaults({ USD: 150 }));
      // Login prefix 27: a 20,000 ZAR account on the simulated broker.
      const zar = await provisionedUser('guard-zar', {}, affiliatedLogin('27'));
      const refused = await subscribe(zar);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain(
        'No default daily loss limit is set for ZAR accounts. Please set the daily loss limit yourself (or choose none).',
      );
      const none = await clientFor(zar.user).getSubscriptions({ subscriberId: zar.metaApiAccountId });
      expect(none.subscriber.subscriptions).toEqual([]);

      await clientFor(admin).setGuardrailSettings(defaults({ USD: 150, ZAR: 2700 }));
      expect((await subscribe(zar)).status).toBe(200);
      const own = await clientFor(zar.user).getSubscriptions({ subscriberId: zar.metaApiAccountId });
      expect(own.subscriber.subscriptions[0]?.guardrails?.dailyLossLimit).toBe(2700);

      const usd = await provisionedUser('guard-usd');
      expect((await subscribe(usd)).status).toBe(200);
      const theirs = await clientFor(usd.user).getSubscriptions({ subscriberId: usd.metaApiAccountId });
      expect(theirs.subscriber.subscriptions[0]?.guardrails?.dailyLossLimit).toBe(150);
    } finally {
      await clientFor(admin).setGuardrailSettings(before);
    }
  });
});

describe('an account-wide loss limit of 200 USD', () => {
  beforeAll(fastSimulator);

  it('is written to the subscriber, fires on a 300 USD loss, and shows as the account loss limit', async () => {
    const p = await provisionedUser('guard-account');
    const client = clientFor(p.user);
    const answer = await client.subscribeToStrategy(
      await withRiskAcknowledged(p.user, {
        subscriberId: p.metaApiAccountId,
        strategyId: 'AbCd',
        tradeVolume: 1,
        guardrails: { equityStop: null, dailyLossLimit: null },
        accountLossLimit: 200,
      }),
    );
    expect(answer.subscriber.accountLossLimit).toBe(200);
    // Read back from the bridge: the subscriber document carries it, no subscription does.
    const { subscriber } = await client.getSubscriber({ accountId: p.metaApiAccountId });
    expect(subscriber.accountLossLimit).toBe(200);
    expect(subscriber.subscriptions[0]?.guardrails).toBeUndefined();
    const listed = await client.getSubscriptions({ subscriberId: p.metaApiAccountId });
    expect(listed.subscriber.accountLossLimit).toBe(200);
    const exported = await client.exportMyData({});
    expect(exported.strategySubscriptions).toEqual([
      expect.objectContaining({ metaApiAccountId: p.metaApiAccountId, accountLossLimit: 200 }),
    ]);
    await moveAgainst(await strategyBuys(p));
    const { health } = await client.refreshAccountHealth({ accountId: p.metaApiAccountId });
    expect(health.state).toBe('stopped-out');
    expect(health.details).toBe('Account loss limit reached: account daily equity drawdown exceeded limit');
    const resumed = await client.resumeCopying({ subscriberId: p.metaApiAccountId });
    expect(resumed.reset).toBe(1);
  });
});
