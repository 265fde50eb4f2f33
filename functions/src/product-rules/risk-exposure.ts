// What a lot exposes the account to while positions are open (docs/product.md §5 "Risk acknowledgement"):
// the margin and effective leverage of the strategy's largest recent position at the lot, and of the
// account's other subscriptions at their lots together with it. Closed trades alone hide a grid that
// always closed its baskets in profit while floating deep losses; the margin a position needs does not.
// A copy is a fixed lot (tradeSizeScaling fixedVolume), so "largest" is the symbol whose lot is worth
// most. Pure: the server and the web modal compute the same figures.

/** A symbol the strategy held recently, at the latest price it traded. */
export interface RecentPosition {
  symbol: string;
  price: number;
}

/** One of the account's other subscriptions: its lot and its strategy's recent positions. */
export interface HeldSubscription {
  strategyId: string;
  lot: number;
  /** Account units per unit of that strategy's currency; null when it cannot be read. */
  rate: number | null;
  strategyCurrency: string;
  recentPositions: RecentPosition[];
}

export interface ExposureAccount {
  equity: number | null;
  currency: string;
  leverage: number;
}

export interface Exposure {
  symbol: string;
  /** Margin the positions need, in the account's currency. */
  margin: number;
  /** Notional over equity: "972" reads 972:1. */
  leverage: number;
  percentOfEquity: number;
}

/** Units per lot: 100 oz of gold, 5,000 oz of silver, 100,000 units of a currency pair; null otherwise. */
export function contractSizeOf(symbol: string): number | null {
  const s = symbol.toUpperCase();
  if (s.startsWith('XAU')) return 100;
  if (s.startsWith('XAG')) return 5_000;
  return /^[A-Z]{6}$/.test(s) ? 100_000 : null;
}

/**
 * What `lot` lots of the position are worth in the account's currency: in the quote currency when it is
 * the account's, the base currency's units when that is, or either converted at `rate` when it is the
 * strategy's (USDJPY on a ZAR account of a USD strategy: lot x 100,000 x USDZAR); null when it needs a
 * rate we do not have (never a guess).
 */
export function notionalInAccount(
  lot: number,
  position: RecentPosition,
  account: { currency: string },
  conversion: { strategyCurrency: string; rate: number | null },
): number | null {
  const size = contractSizeOf(position.symbol);
  if (size === null || !(position.price > 0)) return null;
  const symbol = position.symbol.toUpperCase();
  const currency = account.currency.toUpperCase();
  const quote = symbol.slice(3, 6);
  if (quote === currency) return lot * size * position.price;
  if (symbol.slice(0, 3) === currency) return lot * size;
  const rate = conversion.rate;
  if (rate === null || !(rate > 0)) return null;
  const strategyCurrency = conversion.strategyCurrency.toUpperCase();
  if (quote === strategyCurrency) return lot * size * position.price * rate;
  return symbol.slice(0, 3) === strategyCurrency ? lot * size * rate : null;
}

/** The largest of the positions at `lot`: its symbol and notional; null when none, or one is unknown. */
export function largestNotional(
  lot: number,
  positions: readonly RecentPosition[],
  account: { currency: string },
  conversion: { strategyCurrency: string; rate: number | null },
): { symbol: string; notional: number } | null {
  let largest: { symbol: string; notional: number } | null = null;
  for (const position of positions) {
    const notional = notionalInAccount(lot, position, account, conversion);
    if (notional === null) return null; // an unknown one could be the largest: fail closed
    if (!largest || notional > largest.notional) largest = { symbol: position.symbol, notional };
  }
  return largest;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Margin, leverage and share of equity of a notional; null without a leverage or an equity. */
export function exposureOf(symbol: string, notional: number, account: ExposureAccount): Exposure | null {
  if (!(account.leverage > 0) || account.equity === null || !(account.equity > 0)) return null;
  const margin = cents(notional / account.leverage);
  return {
    symbol,
    margin,
    leverage: Math.round(notional / account.equity),
    percentOfEquity: (margin / account.equity) * 100,
  };
}

/** The account's other subscriptions' largest positions at their lots, summed; null when one is unknown. */
export function heldNotional(held: readonly HeldSubscription[], account: ExposureAccount): number | null {
  let total = 0;
  for (const h of held) {
    const largest = largestNotional(h.lot, h.recentPositions, account, h);
    if (!largest) return null;
    total += largest.notional;
  }
  return total;
}
