// The strategy statistics job and the cards' figures (README "Copy report and strategy statistics"): a
// strategy whose history is a hand-computed trade list, one too young for figures, and a live strategy
// our subscriber copies. The job is called as the schedule calls it; the cards read getStrategies.
import { beforeAll, describe, expect, it } from 'vitest';
import { STRATEGY_STATISTICS_COLLECTION, cachedStrategyStatisticsSchema } from '@copydesk/functions/contract';
import { clientFor } from '../support/api.ts';
import { provisionedUser } from '../support/accounts.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { HAND_COMPUTED, installStrategy, runStatisticsJob } from '../support/strategy-history.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

const HOUR = 3_600_000;
const TOO_YOUNG = { known: false, reason: 'not-enough-history' };

describe('the strategy statistics job', () => {
  beforeAll(async () => {
    await fastSimulator();
    await installStrategy('HnDc', 'Hand Computed', HAND_COMPUTED);
    await installStrategy('NwBe', 'New Born', HAND_COMPUTED.slice(0, 3));
  });

  it('caches the figures of a hand-computed history, and getStrategies shows them on the card', async () => {
    const run = await runStatisticsJob();
    expect(run.failed).toEqual([]);
    const { user } = await provisionedUser('stats');
    const { strategies } = await clientFor(user).getStrategies({});
    const card = strategies.find((s) => s._id === 'HnDc');
    expect(card?.statistics).toMatchObject({
      strategyId: 'HnDc',
      trades: 10,
      netResult: 300,
      maxDrawdown: { known: true, value: { money: 200, relative: null } },
      worstDayLoss: { known: true, value: 200 },
      winRate: { known: true, value: 0.5 },
      profitFactor: { known: true, value: 1.9375 },
      averageDurationMs: { known: true, value: 1.75 * HOUR },
      perLot: { maxDrawdown: { known: true, value: 200 }, worstDayLoss: { known: true, value: 200 } },
      masterResultPerLot: { known: true, value: 30 },
      subscribers: { copies: 0, resultPerLot: TOO_YOUNG },
      // The history starts 30 UTC days back: its first day (+100 - 50) is just outside the 30 days.
      gains: { monthly: 250, yearly: 300 },
      currency: 'USD',
      copyQuality: {
        followedTrades: 0,
        medianLatencyMs: null,
        p95LatencyMs: null,
        averageSlippageBasisPoints: null,
        handledShare: null,
      },
    });
    expect(card?.statistics?.equityCurve.map((p) => p.value)).toEqual([
      100, 50, 250, 130, 50, 110, 80, 230, 190, 300,
    ]);
    const stored = await adminDb().collection(STRATEGY_STATISTICS_COLLECTION).doc('HnDc').get();
    expect(stored.get('perLot')).toEqual(card?.statistics?.perLot);
  });

  it('says "not enough history" for a strategy with three trades', async () => {
    await runStatisticsJob();
    const stored = (await adminDb().collection(STRATEGY_STATISTICS_COLLECTION).doc('NwBe').get()).data();
    expect(stored).toMatchObject({
      trades: 3,
      maxDrawdown: TOO_YOUNG,
      winRate: TOO_YOUNG,
      profitFactor: TOO_YOUNG,
      perLot: { maxDrawdown: TOO_YOUNG, worstDayLoss: TOO_YOUNG },
    });
  });

  it("counts our subscriber's closed copies of a live strategy beside the master's result", async () => {
    const p = await provisionedUser('stats-sub');
    await clientFor(p.user).subscribeToStrategy(
      await withRiskAcknowledged(p.user, {
        subscriberId: p.metaApiAccountId,
        strategyId: 'GoLd',
        tradeVolume: 0.02,
      }),
    );
    await simulator.advance(3 * HOUR);
    await runStatisticsJob();
    const stored = cachedStrategyStatisticsSchema.parse(
      (await adminDb().collection(STRATEGY_STATISTICS_COLLECTION).doc('GoLd').get()).data(),
    );
    expect(stored.subscribers.copies).toBeGreaterThan(0);
    expect(stored.trades).toBeGreaterThan(10);
    expect(stored.masterResultPerLot.known).toBe(true);
    // CopyFactory's metrics on our copies of the last 30 days: every master trade since the subscription.
    const quality = stored.copyQuality;
    expect(quality.followedTrades).toBeGreaterThan(0);
    expect(quality.medianLatencyMs).not.toBeNull();
    expect(quality.p95LatencyMs).toBeGreaterThanOrEqual(quality.medianLatencyMs ?? Infinity);
    expect(quality.handledShare).toBeGreaterThan(0);
    expect(quality.handledShare).toBeLessThanOrEqual(1);
  });
});
