// CopyFactory's maxLeverage on every subscription (docs/product.md §5, COPYFACTORY-CONTRACTS "Exposure
// caps"): the bridge itself then bounds what any lot can open, whatever the strategy's history says.
// Every subscription starts at the admins' default; a client may lower it, never raise it over that.

/** The admins' default, and the most a subscription may carry: notional at most 200 x equity. */
export const DEFAULT_MAX_LEVERAGE = 200;

/** CopyFactory's words for what the cap does (metaapi.cloud/docs/copyfactory/features/riskFilters/maxLeverage). */
export const MAX_LEVERAGE_DOCS =
  'If a new trade is going to exceed maximum leverage, then the trade size will be reduce[d] or the trade will not be placed.';

/** The cap a subscription is written with: the one asked for, else the one it has, else the default. */
export function maxLeverageFor(asked: number | undefined, current: unknown): number {
  if (asked !== undefined) return asked;
  return typeof current === 'number' && current > 0 && current <= DEFAULT_MAX_LEVERAGE
    ? current
    : DEFAULT_MAX_LEVERAGE;
}
