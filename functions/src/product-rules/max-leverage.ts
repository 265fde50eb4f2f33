// CopyFactory's maxLeverage on every subscription (docs/product.md §5, COPYFACTORY-CONTRACTS "Exposure
// caps"): the bridge itself then bounds what any lot can open, whatever the strategy's history says.
// Every subscription starts at the admins' default (Guardrail Defaults); a client may lower it, never
// raise it over that.

/** The admins' default until they set one, so a subscription is never written without a cap. */
export const DEFAULT_MAX_LEVERAGE = 200;

/** What the admins' default may be: 1:1 up to 1000:1, the highest account leverage the broker offers. */
export const MAX_LEVERAGE_BOUNDS = { min: 1, max: 1000 } as const;

export const MAX_LEVERAGE_MESSAGES = {
  adminDefault: `The maximum leverage must be between ${MAX_LEVERAGE_BOUNDS.min}:1 and ${MAX_LEVERAGE_BOUNDS.max}:1`,
  overCeiling: `maxLeverage must be at most ${MAX_LEVERAGE_BOUNDS.max}`,
  overDefault: (adminDefault: number) =>
    `maxLeverage can be lowered from the default ${adminDefault}, never raised over it`,
} as const;

/** CopyFactory's words for what the cap does (metaapi.cloud/docs/copyfactory/features/riskFilters/maxLeverage). */
export const MAX_LEVERAGE_DOCS =
  'If a new trade is going to exceed maximum leverage, then the trade size will be reduce[d] or the trade will not be placed.';

/** Why a requested cap is refused (over the admins' default), or null when it may be written. */
export function maxLeverageRefusal(asked: number | undefined, adminDefault: number): string | null {
  return asked !== undefined && asked > adminDefault ? MAX_LEVERAGE_MESSAGES.overDefault(adminDefault) : null;
}

/**
 * The cap a subscription is written with: the one asked for, else the one it has while it is within the
 * admins' default, else that default (an admin who lowers it lowers every subscription on its next save).
 */
export function maxLeverageFor(asked: number | undefined, current: unknown, adminDefault: number): number {
  if (asked !== undefined) return Math.min(asked, adminDefault);
  return typeof current === 'number' && current > 0 && current <= adminDefault ? current : adminDefault;
}
