// Each amount in its own currency (docs/product.md §2): an account's currency as its terminal reports
// it, and the rate between two currencies read from the bridge as the current price of the pair at an
// account's broker (USDZAR on a ZAR account). One reader serves one job run or one report, so each
// account and each pair is asked once.
import type { TradingBridge } from '../bridge/index.js';

export interface CurrencyReader {
  /** The account's deposit currency; null when its terminal cannot be read (undeployed, bridge down). */
  currencyOf(accountId: string): Promise<string | null>;
  /**
   * Units of `to` per unit of `from` (1 for the same currency), at the middle of the pair's current
   * bid and ask on `accountId`, or the inverse of the reversed pair. Null when neither is quoted: an
   * amount is then never shown under the other currency's label.
   */
  rate(accountId: string, from: string, to: string): Promise<number | null>;
}

/** What the reader asks of the bridge. */
export type CurrencyBridge = Pick<TradingBridge, 'getAccountInformation' | 'getSymbolPrice'>;

/**
 * Where a currency read once is kept (accounts/account-currency.repo.ts): an account's currency never
 * changes, so the stored one stands in when the terminal cannot be read.
 */
export interface CurrencyStore {
  read(accountId: string): Promise<string | null>;
  write(accountId: string, currency: string): Promise<void>;
}

export function currencyReader(bridge: CurrencyBridge, store?: CurrencyStore): CurrencyReader {
  const currencies = new Map<string, Promise<string | null>>();
  const mids = new Map<string, Promise<number | null>>();
  const mid = (accountId: string, symbol: string) => {
    const key = `${accountId}/${symbol}`;
    const known = mids.get(key) ?? midPrice(bridge, accountId, symbol);
    mids.set(key, known);
    return known;
  };
  return {
    currencyOf(accountId) {
      const known = currencies.get(accountId) ?? rememberedCurrency(bridge, accountId, store);
      currencies.set(accountId, known);
      return known;
    },
    async rate(accountId, from, to) {
      if (from.toUpperCase() === to.toUpperCase()) return 1;
      const direct = await mid(accountId, `${from}${to}`.toUpperCase());
      if (direct !== null) return direct;
      const inverse = await mid(accountId, `${to}${from}`.toUpperCase());
      return inverse === null ? null : 1 / inverse;
    },
  };
}

async function rememberedCurrency(
  bridge: CurrencyBridge,
  accountId: string,
  store: CurrencyStore | undefined,
): Promise<string | null> {
  const read = await accountCurrency(bridge, accountId);
  if (!store) return read;
  if (read === null) return store.read(accountId).catch(() => null);
  await store.write(accountId, read).catch(() => undefined); // the next read asks the terminal again
  return read;
}

async function accountCurrency(bridge: CurrencyBridge, accountId: string): Promise<string | null> {
  try {
    return (await bridge.getAccountInformation(accountId)).currency || null;
  } catch {
    return null;
  }
}

async function midPrice(bridge: CurrencyBridge, accountId: string, symbol: string): Promise<number | null> {
  try {
    const price = await bridge.getSymbolPrice(accountId, symbol);
    const value = (price.bid + price.ask) / 2;
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // the broker does not quote the pair, or the bridge is down
  }
}
