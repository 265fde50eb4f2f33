// The hour an hourly statistics task reads ahead while it reads the stored state: used when the state's
// cursor is where the task expected it, and read again otherwise. The bridge is a stand-in that counts
// what it is asked and answers one master deal per history read.
import { describe, expect, it } from 'vitest';
import type { Deal, Strategy } from '../bridge/index.js';
import { readSliceAhead, sliceOf, type SliceBridge } from './statistics-slice.service.js';

const STRATEGY: Strategy = { id: 'S1', name: 'One', description: '', accountId: 'provider-s1' };
const HOUR = 3_600_000;
const T = Date.parse('2026-03-02T10:00:00.000Z');

/** Answers each history read with one deal at its start; `failFirst` fails the first read of each kind. */
function countingBridge(failFirst = false) {
  const asked: string[] = [];
  let failures = failFirst ? 2 : 0;
  const answer = <V>(kind: string, from: Date, value: V) => {
    asked.push(`${kind} ${from.toISOString()}`);
    if (failures > 0) {
      failures -= 1;
      return Promise.reject(new Error('bridge down'));
    }
    return Promise.resolve(value);
  };
  const deal = (from: Date): Deal => ({
    id: 'd1',
    type: 'DEAL_TYPE_BUY',
    time: from.toISOString(),
    profit: 0,
  });
  const bridge: SliceBridge = {
    getHistoryDeals: (_accountId, from) => answer('deals', from, [deal(from)]),
    getSubscriptionTransactions: ({ from }) => answer('copies', from, []),
  };
  return { bridge, asked };
}

describe('the hour a statistics task reads ahead', () => {
  it('is used, without another read, when it is the slice due', async () => {
    const { bridge, asked } = countingBridge();
    const readAhead = readSliceAhead(bridge, STRATEGY, T - HOUR, T);
    const slice = await sliceOf({ bridge, strategy: STRATEGY, readAhead }, T - HOUR, T);
    expect(slice.deals.map((d) => d.time)).toEqual(['2026-03-02T09:00:00.000Z']);
    expect(asked).toEqual(['deals 2026-03-02T09:00:00.000Z', 'copies 2026-03-02T09:00:00.000Z']);
  });

  it('is set aside for a read of the slice due when the cursor is elsewhere', async () => {
    const { bridge, asked } = countingBridge();
    const readAhead = readSliceAhead(bridge, STRATEGY, T - HOUR, T);
    const slice = await sliceOf({ bridge, strategy: STRATEGY, readAhead }, T - 3 * HOUR, T);
    expect(slice.deals.map((d) => d.time)).toEqual(['2026-03-02T07:00:00.000Z']);
    expect(asked.slice(2)).toEqual(['deals 2026-03-02T07:00:00.000Z', 'copies 2026-03-02T07:00:00.000Z']);
  });

  it('is read again in its turn when the read ahead failed', async () => {
    const { bridge, asked } = countingBridge(true);
    const readAhead = readSliceAhead(bridge, STRATEGY, T - HOUR, T);
    const slice = await sliceOf({ bridge, strategy: STRATEGY, readAhead }, T - HOUR, T);
    expect(slice.deals.map((d) => d.time)).toEqual(['2026-03-02T09:00:00.000Z']);
    expect(asked).toHaveLength(4);
  });
});
