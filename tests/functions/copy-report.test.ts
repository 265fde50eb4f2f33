// The copy report through the API against the simulator (docs/product.md §6.2): the next copy is refused
// for lack of margin and the one after is filled 7 s late with 1.5 basis points of slippage (CopyFactory's metrics); both rows say so.
import { beforeAll, describe, expect, it } from 'vitest';
import { SKIP_REASONS } from '@copydesk/functions/contract';
import { callRaw, clientFor } from '../support/api.ts';
import { provisionedUser } from '../support/accounts.ts';
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
    await arm(p.metaApiAccountId, 'copy-failure', { reason: 'not-enough-money' });
    await arm(p.metaApiAccountId, 'copy-outcome', { latencyMs: 7000, slippageBasisPoints: 1.5 });
    await simulator.advance(2 * 3_600_000);
    const report = await client.getCopyReport({ accountId: p.metaApiAccountId, days: 7 });
    const oldestFirst = [...report.rows].sort((a, b) => a.masterOpenTime.localeCompare(b.masterOpenTime));
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
      slippageBasisPoints: 1.5,
      ourVolume: 0.05,
    });
    const late = oldestFirst[1]!;
    expect(Date.parse(late.ourOpenTime!) - Date.parse(late.masterOpenTime)).toBe(7000);
    // Prices are CopyFactory's tickPrice (XM Trend Rider trades EURUSD, GBPUSD, USDJPY: all below 200),
    // not lotPrice, one lot's value (about 100,000 times a pair's price). The copy filled 1.5 basis
    // points worse than the master: a buy higher, a sell lower, within the fill's rounding.
    expect(late.masterOpenPrice).toBeLessThan(200);
    const worse =
      late.side === 'buy'
        ? late.ourOpenPrice! / late.masterOpenPrice
        : late.masterOpenPrice / late.ourOpenPrice!;
    expect((worse - 1) * 10_000).toBeCloseTo(1.5, 0);
    expect(report.summary.trades).toBe(report.rows.length);
    expect(report.strategies).toEqual([{ id: 'XmTr', name: 'XM Trend Rider' }]);
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
