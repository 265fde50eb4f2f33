import { describe, expect, it } from 'vitest';
import { cumulativeProfit } from './history-chart';

describe('cumulativeProfit', () => {
  it('sorts by time, cumulates and merges equal seconds', () => {
    const item = (id: string, time: string, profit: number) => ({
      id,
      time,
      profit,
      type: 'DEAL_TYPE_BUY' as const,
      entryType: 'DEAL_ENTRY_OUT' as const,
      symbol: 'EURUSD',
      volume: 0.1,
    });
    expect(
      cumulativeProfit([
        item('b', '2026-01-02T00:00:00Z', -2.5),
        item('a', '2026-01-01T00:00:00Z', 10),
        item('c', '2026-01-02T00:00:00.400Z', 1.1),
      ]),
    ).toEqual([
      { time: Date.parse('2026-01-01T00:00:00Z') / 1000, value: 10 },
      { time: Date.parse('2026-01-02T00:00:00Z') / 1000, value: 8.6 },
    ]);
  });
});
