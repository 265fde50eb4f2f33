// Instruments the simulated strategies trade, with just enough contract maths for believable P&L.

export type Side = 'buy' | 'sell';

interface Instrument {
  start: number;
  digits: number;
  contractSize: number;
  /** Volatility of one tick of the random walk (fraction of price). */
  sigma: number;
  /** true when the quote currency is USD; USDJPY's P&L is in JPY and is divided by the price. */
  quoteUsd: boolean;
}

export const INSTRUMENTS: Record<string, Instrument> = {
  EURUSD: { start: 1.0842, digits: 5, contractSize: 100_000, sigma: 0.0002, quoteUsd: true },
  GBPUSD: { start: 1.2716, digits: 5, contractSize: 100_000, sigma: 0.00025, quoteUsd: true },
  USDJPY: { start: 151.32, digits: 3, contractSize: 100_000, sigma: 0.0002, quoteUsd: false },
  XAUUSD: { start: 2331.4, digits: 2, contractSize: 100, sigma: 0.0004, quoteUsd: true },
};

/** Units of account currency per USD (fixed rates; unknown currencies count as USD). */
const USD_RATES: Record<string, number> = { USD: 1, ZAR: 18.2, EUR: 0.92 };

export function usdTo(currency: string, usd: number): number {
  return usd * (USD_RATES[currency] ?? 1);
}

/** Units of this currency per USD, or undefined when the table has no rate for it. */
export function usdPer(currency: string): number | undefined {
  return USD_RATES[currency];
}

function instrument(symbol: string): Instrument {
  const found = INSTRUMENTS[symbol];
  if (!found) throw new Error(`unknown symbol ${symbol}`);
  return found;
}

export function roundPrice(symbol: string, price: number): number {
  return Number(price.toFixed(instrument(symbol).digits));
}

export function profitUsd(
  symbol: string,
  side: Side,
  volume: number,
  openPrice: number,
  price: number,
): number {
  const i = instrument(symbol);
  const diff = (side === 'buy' ? price - openPrice : openPrice - price) * volume * i.contractSize;
  return i.quoteUsd ? diff : diff / price;
}

/** What one lot is worth in USD at this price: contract size x price, in USD (USDJPY: 100,000 USD). */
export function lotValueUsd(symbol: string, price: number): number {
  const i = instrument(symbol);
  return i.quoteUsd ? i.contractSize * price : i.contractSize;
}

export function marginUsd(symbol: string, volume: number, price: number, leverage: number): number {
  return (volume * lotValueUsd(symbol, price)) / leverage;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
