// The master deals that feed a strategy's record: the account's history deals, the strategy's own
// symbol, magic and side filters applied, balance operations left out.
import { describe, expect, it } from 'vitest';
import type { Deal, Strategy } from '../bridge/index.js';
import { readMasterDeals } from './master-deals.service.js';

const deal = (id: string, fields: Partial<Deal>): Deal => ({
  id,
  type: 'DEAL_TYPE_BUY',
  entryType: 'DEAL_ENTRY_IN',
  symbol: 'EURUSD',
  magic: '1',
  volume: 1,
  profit: 0,
  positionId: id,
  time: '2026-03-02T10:00:00.000Z',
  ...fields,
});

const HISTORY: Deal[] = [
  deal('long-open', {}),
  deal('long-close', {
    type: 'DEAL_TYPE_SELL',
    entryType: 'DEAL_ENTRY_OUT',
    profit: 30,
    positionId: 'long-open',
  }),
  deal('other-symbol', { symbol: 'GBPUSD' }),
  deal('other-expert', { magic: '7' }),
  deal('short-open', { type: 'DEAL_TYPE_SELL' }),
  deal('short-close', { entryType: 'DEAL_ENTRY_OUT', profit: -5, positionId: 'short-open' }),
  deal('deposit', { type: 'DEAL_TYPE_BALANCE', profit: 1000 }),
];

const strategy = (filters: Strategy['filters']): Strategy => ({
  id: 'S1',
  name: 'One',
  description: '',
  accountId: 'provider-s1',
  filters,
});

const read = (filters: Strategy['filters']) =>
  readMasterDeals({ getHistoryDeals: () => Promise.resolve(HISTORY) }, strategy(filters), {
    from: new Date(0),
    till: new Date(),
  });

describe("the master deals of a strategy's record", () => {
  it('keeps every trade deal of the account when the strategy sets no filter', async () => {
    expect((await read(undefined)).map((d) => d.positionId)).toEqual([
      'long-open',
      'long-open',
      'other-symbol',
      'other-expert',
      'short-open',
      'short-open',
    ]);
  });

  it('keeps only the deals of the trades the strategy copies: its symbol, magic and side filters', async () => {
    const kept = await read({
      symbolFilter: { included: ['EURUSD'] },
      magicFilter: { excluded: ['7'] },
      allowedSides: ['buy'],
    });
    expect(kept.map((d) => [d.positionId, d.result])).toEqual([
      ['long-open', 0],
      ['long-open', 30],
    ]);
  });
});
