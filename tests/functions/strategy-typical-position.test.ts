// The risk preview's typical position (docs/product.md §5) is kept by the statistics job in the
// strategy's record, so the trade-size modal's preview reads one document instead of a week of deals.
import { beforeAll, describe, expect, it } from 'vitest';
import { STRATEGY_STATISTICS_COLLECTION } from '@copydesk/functions/contract';
import { clientFor } from '../support/api.ts';
import { provisionedUser } from '../support/accounts.ts';
import { fastSimulator } from '../support/simulator.ts';
import { runStatisticsJob } from '../support/strategy-history.ts';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

const DAY = 86_400_000;

async function simulatorNow(): Promise<number> {
  const response = await fetch(`${simulatorUrl()}/__control/state`);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/**
 * Three GBPUSD trades ten days back (6 deals: the most traded symbol over the whole history), then in
 * the last week two EURUSD trades (4 deals) and one USDJPY trade (2 deals). The week's most traded
 * symbol is EURUSD, and the latest price it traded at is the later trade's close, 1.1050.
 */
async function installWeekStrategy(id: string): Promise<void> {
  const now = await simulatorNow();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const trade = (symbol: string, openDaysAgo: number, openPrice: number, closePrice: number) => ({
    symbol,
    side: 'buy',
    volume: 1,
    openTime: at(openDaysAgo),
    closeTime: at(openDaysAgo - 0.1),
    openPrice,
    closePrice,
    profit: 10,
  });
  const trades = [
    trade('GBPUSD', 10.5, 1.25, 1.251),
    trade('GBPUSD', 10.3, 1.251, 1.252),
    trade('GBPUSD', 10.1, 1.252, 1.253),
    trade('EURUSD', 3, 1.1, 1.101),
    trade('USDJPY', 2.5, 150, 150.5),
    trade('EURUSD', 2, 1.102, 1.105),
  ];
  const response = await fetch(`${simulatorUrl()}/__control/strategies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: id, name: 'Week Typical', description: 'A known last week.', trades }),
  });
  if (!response.ok) throw new Error(`installing strategy ${id}: ${response.status}`);
}

describe("the risk preview's typical position", () => {
  beforeAll(async () => {
    await fastSimulator();
    await installWeekStrategy('WkTp');
    expect((await runStatisticsJob()).failed).toEqual([]);
  });

  it("is the week's most traded symbol at its latest price, kept in the strategy's statistics record", async () => {
    const stored = await adminDb().collection(STRATEGY_STATISTICS_COLLECTION).doc('WkTp').get();
    expect(stored.get('typicalPosition')).toEqual({ symbol: 'EURUSD', price: 1.105 });
  });

  it('is read by the preview from that record, without reading the history again', async () => {
    // A figure no deal of the strategy has: only the record can be its source.
    await adminDb()
      .collection(STRATEGY_STATISTICS_COLLECTION)
      .doc('WkTp')
      .update({ typicalPosition: { symbol: 'XAUUSD', price: 2345.5 } });
    const { user } = await provisionedUser('typical');
    const { basis } = await clientFor(user).getStrategyRisk({ strategyId: 'WkTp' });
    expect(basis.typicalPosition).toEqual({ symbol: 'XAUUSD', price: 2345.5 });
  });
});
