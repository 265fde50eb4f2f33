// Current prices as MetaApi's client API gives them (GET .../symbols/:symbol/current-price, shape of
// the MetatraderSymbolPrice example in MetaApi's docs: symbol, bid, ask, profitTickValue,
// lossTickValue, time, brokerTime). Traded instruments quote the market's random walk; other pairs
// of known currencies (e.g. USDZAR) quote the fixed rates the books convert with, so a conversion
// read from here matches the simulator's own figures.
import { INSTRUMENTS, usdPer, usdTo } from './instruments.js';

/** Bid-ask spread in points (MetaApi's AUDNZD example: 1.05297 / 1.05309, 12 points). */
const SPREAD_POINTS = 10;
const CROSS_DIGITS = 5;
const CROSS_CONTRACT = 100_000;

export interface SymbolQuote {
  symbol: string;
  bid: number;
  ask: number;
  profitTickValue: number;
  lossTickValue: number;
  time: string;
  brokerTime: string;
}

interface Quoted {
  bid: number;
  digits: number;
  contractSize: number;
  /** USD per unit of the symbol's quote currency. */
  quoteToUsd: number;
}

function quoted(symbol: string, prices: Readonly<Record<string, number>>): Quoted | undefined {
  const instrument = INSTRUMENTS[symbol];
  if (instrument) {
    const bid = prices[symbol] ?? instrument.start;
    const quoteToUsd = instrument.quoteUsd ? 1 : 1 / bid;
    return { bid, digits: instrument.digits, contractSize: instrument.contractSize, quoteToUsd };
  }
  if (!/^[A-Z]{6}$/.test(symbol)) return undefined;
  const base = usdPer(symbol.slice(0, 3));
  const quote = usdPer(symbol.slice(3));
  if (base === undefined || quote === undefined) return undefined;
  const bid = Number((quote / base).toFixed(CROSS_DIGITS));
  return { bid, digits: CROSS_DIGITS, contractSize: CROSS_CONTRACT, quoteToUsd: 1 / quote };
}

/** Undefined when the broker does not define the symbol (MetaApi answers 404). */
export function symbolQuote(
  symbol: string,
  accountCurrency: string,
  prices: Readonly<Record<string, number>>,
  now: number,
): SymbolQuote | undefined {
  const q = quoted(symbol, prices);
  if (!q) return undefined;
  const point = 10 ** -q.digits;
  const tickValue = usdTo(accountCurrency, point * q.contractSize * q.quoteToUsd);
  const iso = new Date(now).toISOString();
  return {
    symbol,
    bid: q.bid,
    ask: Number((q.bid + SPREAD_POINTS * point).toFixed(q.digits)),
    profitTickValue: Number(tickValue.toFixed(5)),
    lossTickValue: Number(tickValue.toFixed(5)),
    time: iso,
    brokerTime: iso.replace('T', ' ').slice(0, 23),
  };
}
