// What a strategy copies (docs/product.md §2, strategy cards): CopyFactory's strategy filters decide which
// of the master account's trades reach a subscriber, so the record is taken from those trades only. The
// filters a history deal can answer exactly (its symbol, its magic number, the side of its position) are
// applied; the others change copies in ways the master's deals cannot replay, and the card says so.
// Pure: shared by the statistics job and the card.

/** A symbol or magic list filter: only `included` (when given), never `excluded`. */
export interface ListFilter {
  included?: string[];
  excluded?: string[];
}

/** A strategy's own copy settings as CopyFactory keeps them (BRIDGE-API.md "Strategy fields"). */
export interface StrategyFilters {
  symbolFilter?: ListFilter;
  magicFilter?: ListFilter;
  /** 'buy', 'sell' or 'all' (CopyFactory lists no literals). */
  allowedSides?: string[];
  reverse?: boolean;
  skipPendingOrders?: boolean;
  maxStopLoss?: { value: number };
}

/** The fields of a history deal the filters read. */
export interface FilteredDeal {
  type: string;
  entryType?: string;
  symbol?: string;
  magic?: string;
}

const passes = (filter: ListFilter | undefined, value: string | undefined): boolean => {
  if (!filter) return true;
  if (filter.included && (value === undefined || !filter.included.includes(value))) return false;
  return !(value !== undefined && filter.excluded?.includes(value));
};

/** The side of the position a deal belongs to, or null when the deal cannot tell (a reversal). */
export function positionSideOf(deal: FilteredDeal): 'buy' | 'sell' | null {
  const dealSide = deal.type === 'DEAL_TYPE_BUY' ? 'buy' : deal.type === 'DEAL_TYPE_SELL' ? 'sell' : null;
  if (dealSide === null) return null;
  if (deal.entryType === undefined || deal.entryType === 'DEAL_ENTRY_IN') return dealSide;
  if (deal.entryType === 'DEAL_ENTRY_OUT' || deal.entryType === 'DEAL_ENTRY_OUT_BY')
    return dealSide === 'buy' ? 'sell' : 'buy';
  return null;
}

const sidesAllow = (sides: string[] | undefined, deal: FilteredDeal): boolean => {
  const allowed = (sides ?? []).map((s) => s.toLowerCase());
  if (allowed.length === 0 || allowed.includes('all')) return true;
  const side = positionSideOf(deal);
  return side === null || allowed.includes(side);
};

/** Whether CopyFactory copies the trade this deal belongs to, as far as the deal can tell. */
export function copiedByStrategy(filters: StrategyFilters | undefined, deal: FilteredDeal): boolean {
  if (!filters) return true;
  return (
    passes(filters.symbolFilter, deal.symbol) &&
    passes(filters.magicFilter, deal.magic) &&
    sidesAllow(filters.allowedSides, deal)
  );
}

/** What the card says of the record's scope: the filters applied, and those the record does not replay. */
export interface RecordScope {
  applied: string[];
  notApplied: string[];
}

const restricts = (sides: string[] | undefined) =>
  (sides ?? []).length > 0 && !(sides ?? []).some((s) => s.toLowerCase() === 'all');

export function recordScopeOf(filters: StrategyFilters | undefined): RecordScope {
  const f = filters ?? {};
  const applied: string[] = [];
  const notApplied: string[] = [];
  if (f.symbolFilter) applied.push('symbol filter');
  if (f.magicFilter) applied.push('magic number filter');
  if (restricts(f.allowedSides)) applied.push(`${(f.allowedSides ?? []).join(' and ')} trades only`);
  if (f.reverse) notApplied.push('reversed copying (copies take the opposite side)');
  if (f.skipPendingOrders) notApplied.push('pending orders skipped');
  if (f.maxStopLoss) notApplied.push(`maximum stop loss ${f.maxStopLoss.value}`);
  return { applied, notApplied };
}
