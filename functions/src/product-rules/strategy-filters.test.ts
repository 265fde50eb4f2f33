// What a strategy copies: its symbol, magic and side filters decide which master deals its record
// counts, and the card names the settings the record cannot replay.
import { describe, expect, it } from 'vitest';
import {
  copiedByStrategy,
  recordScopeOf,
  type FilteredDeal,
  type StrategyFilters,
} from './strategy-filters.js';

const buyIn: FilteredDeal = {
  type: 'DEAL_TYPE_BUY',
  entryType: 'DEAL_ENTRY_IN',
  symbol: 'EURUSD',
  magic: '1',
};

describe('the deals a strategy copies', () => {
  it.each<[string, StrategyFilters | undefined, FilteredDeal, boolean]>([
    ['no filters copy everything', undefined, buyIn, true],
    ['an included symbol is copied', { symbolFilter: { included: ['EURUSD'] } }, buyIn, true],
    ['a symbol not included is not', { symbolFilter: { included: ['GBPUSD'] } }, buyIn, false],
    ['an excluded symbol is not', { symbolFilter: { excluded: ['EURUSD'] } }, buyIn, false],
    ['an excluded magic number is not', { magicFilter: { excluded: ['1'] } }, buyIn, false],
    [
      'a deal without magic is not in an included list',
      { magicFilter: { included: ['1'] } },
      { ...buyIn, magic: undefined },
      false,
    ],
    ['buy only keeps the opening buy of a long', { allowedSides: ['buy'] }, buyIn, true],
    [
      'buy only keeps the sell that closes a long',
      { allowedSides: ['buy'] },
      { ...buyIn, type: 'DEAL_TYPE_SELL', entryType: 'DEAL_ENTRY_OUT' },
      true,
    ],
    [
      'buy only drops the opening sell of a short',
      { allowedSides: ['buy'] },
      { ...buyIn, type: 'DEAL_TYPE_SELL' },
      false,
    ],
    [
      'sell only keeps the buy that closes a short',
      { allowedSides: ['sell'] },
      { ...buyIn, entryType: 'DEAL_ENTRY_OUT' },
      true,
    ],
    ['"all" sides copy everything', { allowedSides: ['all'] }, { ...buyIn, type: 'DEAL_TYPE_SELL' }, true],
  ])('%s', (_name, filters, deal, copied) => {
    expect(copiedByStrategy(filters, deal)).toBe(copied);
  });
});

describe("the record's scope on the card", () => {
  it('names the filters applied and the settings the record does not replay', () => {
    expect(
      recordScopeOf({
        symbolFilter: { included: ['EURUSD'] },
        allowedSides: ['buy'],
        reverse: true,
        skipPendingOrders: true,
        maxStopLoss: { value: 50 },
      }),
    ).toEqual({
      applied: ['symbol filter', 'buy trades only'],
      notApplied: [
        'reversed copying (copies take the opposite side)',
        'pending orders skipped',
        'maximum stop loss 50',
      ],
    });
  });

  it('is empty for a strategy without filters (the whole account is its record)', () => {
    expect(recordScopeOf({})).toEqual({ applied: [], notApplied: [] });
  });
});
