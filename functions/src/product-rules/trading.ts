// Trading limits (docs/product.md §5, §9): the lot size of a strategy subscription and the equity
// an account needs before it may subscribe.

/** Trade volume in lots: 0.01 to 100 in steps of 0.01; 0.01 when a subscription carries none. */
export const TRADE_VOLUME = { min: 0.01, max: 100, step: 0.01, default: 0.01 } as const;

/**
 * Exactly a whole number of hundredths: the value is the double nearest to k/100 for a whole k. No
 * tolerance, so 0.0100000099 is refused rather than stored as sent (a loose epsilon let it through).
 */
export function isLotStep(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 100) / 100 === value;
}

export function isValidTradeVolume(value: number): boolean {
  return Number.isFinite(value) && value >= TRADE_VOLUME.min && value <= TRADE_VOLUME.max && isLotStep(value);
}

/** The lot size a subscription copies with: its own when it has a usable one, else the default. */
export function tradeVolumeOrDefault(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : TRADE_VOLUME.default;
}

/** Minimum equity to subscribe to a strategy: 1800 for ZAR accounts, 45 in any other currency. */
export const EQUITY_MINIMUM = { ZAR: 1800, other: 45 } as const;

export function minimumEquity(currency: string): number {
  return currency.toUpperCase() === 'ZAR' ? EQUITY_MINIMUM.ZAR : EQUITY_MINIMUM.other;
}

export function hasEnoughEquity(equity: number, currency: string): boolean {
  return equity >= minimumEquity(currency);
}

/** How every strategy subscription copies (docs/product.md §2 account details): lot size only, never scaled. */
export const COPY_SETTINGS = { multiplier: 1, copyStopLoss: true, copyTakeProfit: true } as const;
