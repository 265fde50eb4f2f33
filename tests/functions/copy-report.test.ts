// The copy report through the API against the simulator (docs/product.md §10): the next copy is refused
// for lack of margin and the one after is filled 7 s late, 1.5 basis points worse than the master (CopyFactory's metrics, −1.5); both rows say so.
import { beforeAll, describe, expect, it } from 'vitest';
import { SKIP_REASONS } from '@copydesk/functions/product-rules';
import { callRaw, clientFor } from '../support/api.ts';
import { affiliatedLogin, provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';

async function arm(subscriberId: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${simulatorUrl()}/__control/subscribers/${subscriberId}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

describe('the copy report', () => {
  beforeAll(fastSimulator);

  it('shows a skipped trade (not enough margin) and a late trade with their delay and slippage', async () => {
    const p = await provisionedUser('report');
    const client = clientFor(p.user);
    await client.subscribeToStrategy(
      await withRiskAcknowledged(p.user, {
        subscriberId: p.metaApiAccountId,
        strategyId: 'XmTr',
        tradeVolume: 0.05,
      }),
    );
    const subscribedAt = Date.parse((await simulator.state()).now);
    await arm(p.metaApiAccountId, 'copy-failure', { reason: 'not-enough-money' });
    await arm(p.metaApiAccountId, 'copy-outcome', { latencyMs: 7000, slippageBasisPoints: -1.5 });
    await simulator.advance(2 * 3_600_000);
    const report = await client.getCopyReport({ accountId: p.metaApiAccountId, days: 7 });
    // The master's trades before the subscription are in the period too, as not followed (§10).
    const followed = report.rows.filter((row) => row.outcome !== 'not-followed');
    expect(report.rows.length - followed.length).toBe(
      report.rows.filter((row) => Date.parse(row.masterOpenTime ?? '') < subscribedAt).length,
    );
    const oldestFirst = [...followed].sort((a, b) => a.masterOpenTime!.localeCompare(b.masterOpenTime!));
    expect(oldestFirst[0]).toMatchObject({
      strategyId: 'XmTr',
      outcome: 'skipped',
      reason: SKIP_REASONS.margin,
      ourOpenTime: null,
      delayMs: null,
      slippageBasisPoints: null,
    });
    expect(oldestFirst[1]).toMatchObject({
      strategyId: 'XmTr',
      outcome: 'copied-late',
      reason: 'Copied 7.0 s after the master',
      delayMs: 7000,
      slippageBasisPoints: -1.5,
      ourVolume: 0.05,
    });
    const late = oldestFirst[1]!;
    expect(Date.parse(late.ourOpenTime!) - Date.parse(late.masterOpenTime!)).toBe(7000);
    // Prices are CopyFactory's tickPrice (XM Trend Rider trades EURUSD, GBPUSD, USDJPY: all below 200),
    // not lotPrice, one lot's value (about 100,000 times a pair's price). −1.5 basis points, signed as
    // MetaApi's published example (negative: worse than the master's price): a buy filled higher, a
    // sell lower, within the fill's rounding, and the money figure is a cost.
    expect(late.masterOpenPrice).toBeLessThan(200);
    const worse =
      late.side === 'buy'
        ? late.ourOpenPrice! / late.masterOpenPrice!
        : late.masterOpenPrice! / late.ourOpenPrice!;
    expect((worse - 1) * 10_000).toBeCloseTo(1.5, 0);
    expect(late.slippageMoney).toBeLessThan(0);
    expect(report.summary.trades).toBe(report.rows.length);
    expect(report.strategies).toEqual([{ id: 'XmTr', name: 'XM Trend Rider' }]);
  });

  it("converts the USD master's P/L at our lot into a ZAR account's currency at the bridge's USDZAR", async () => {
    // Two followers of XM Trend Rider (a USD strategy) at the same 0.05 lot, one in USD and one in ZAR
    // (login prefix 27): the same master trades, so each ZAR figure is the USD one times the middle of
    // the bridge's USDZAR quote (bid 18.2, ask 18.2001): 18.20005, within the cents each is rounded to.
    const follow = async (p: ProvisionedUser) => {
      await clientFor(p.user).subscribeToStrategy(
        await withRiskAcknowledged(p.user, {
          subscriberId: p.metaApiAccountId,
          strategyId: 'XmTr',
          tradeVolume: 0.05,
        }),
      );
    };
    const usd = await provisionedUser('report-usd');
    const zar = await provisionedUser('report-zar', {}, affiliatedLogin('27'));
    await Promise.all([follow(usd), follow(zar)]);
    await simulator.advance(4 * 3_600_000);
    const reportOf = (p: ProvisionedUser) =>
      clientFor(p.user).getCopyReport({ accountId: p.metaApiAccountId, days: 7 });
    const [inUsd, inZar] = await Promise.all([reportOf(usd), reportOf(zar)]);
    expect([inUsd.currency, inZar.currency]).toEqual(['USD', 'ZAR']);
    const usdByPosition = new Map(inUsd.rows.map((r) => [r.positionId, r.masterProfitScaled]));
    const pairs = inZar.rows.flatMap((r) => {
      const dollars = usdByPosition.get(r.positionId);
      return r.masterProfitScaled === null || dollars === undefined || dollars === null
        ? []
        : [[dollars, r.masterProfitScaled] as const];
    });
    expect(pairs.length).toBeGreaterThan(0);
    for (const [dollars, rand] of pairs) expect(Math.abs(rand - dollars * 18.20005)).toBeLessThanOrEqual(0.1);
  });

  it('refuses a period other than 7, 30 or 90 days', async () => {
    const p = await provisionedUser('report-bad');
    const answer = await callRaw('getCopyReport', {
      token: p.user.idToken,
      input: { accountId: p.metaApiAccountId, days: '14' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('days must be 7, 30 or 90');
  });
});
