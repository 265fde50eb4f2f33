// A strategy card's copy quality from our followers' copy report rows, with hand-worked figures.
import { describe, expect, it } from 'vitest';
import { copyQualityOf, SKIP_REASONS, type CopyOutcome, type CopyReportRow } from './index.js';

function row(
  outcome: CopyOutcome,
  delayMs: number | null,
  slippageBasisPoints: number | null,
): CopyReportRow {
  return {
    strategyId: 'S1',
    strategyName: 'One',
    positionId: `p-${outcome}-${delayMs}`,
    symbol: 'EURUSD',
    side: 'buy',
    masterOpenTime: '2026-03-02T10:00:00.000Z',
    masterOpenPrice: 1.1,
    masterVolume: 1,
    openedBeforePeriod: false,
    ourOpenTime: delayMs === null ? null : '2026-03-02T10:00:01.000Z',
    ourOpenPrice: delayMs === null ? null : 1.1,
    ourVolume: delayMs === null ? null : 0.1,
    delayMs,
    delayEstimated: false,
    slippageBasisPoints,
    slippageMoney: null,
    outcome,
    reason: outcome === 'skipped' ? SKIP_REASONS.margin : null,
    ourProfit: null,
    masterProfitScaled: null,
  };
}

describe('the copy quality of a strategy card', () => {
  it('takes p50/p95 latency and average slippage over the copies, and the share copied within 60 s or skipped with a reason', () => {
    const rows = [
      row('copied', 800, 1),
      row('copied', 1200, 2),
      row('copied-late', 90_000, 4),
      row('skipped', null, null),
      row('failed', null, null),
    ];
    // Latencies 800, 1200, 90000: median 1200; nearest rank ceil(0.95 x 3) = 3rd: 90000.
    // Slippage (1 + 2 + 4) / 3 = 2.33 bp. Handled: the two prompt copies and the skip, 3 of 5 = 0.6
    // (the 90 s copy is too slow, the failure has no stated reason).
    expect(copyQualityOf(rows)).toEqual({
      followedTrades: 5,
      medianLatencyMs: 1200,
      p95LatencyMs: 90_000,
      averageSlippageBasisPoints: 2.33,
      handledShare: 0.6,
    });
  });

  it('counts a copy at exactly 60 s as prompt', () => {
    expect(copyQualityOf([row('copied-late', 60_000, 0)]).handledShare).toBe(1);
  });

  it('has no figures without followed trades', () => {
    expect(copyQualityOf([])).toEqual({
      followedTrades: 0,
      medianLatencyMs: null,
      p95LatencyMs: null,
      averageSlippageBasisPoints: null,
      handledShare: null,
    });
  });
});
