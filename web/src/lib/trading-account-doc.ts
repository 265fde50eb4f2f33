// A stored trading account (users/{uid}/tradingAccounts/{accountNumber}, docs/product.md §3) read the one
// way the dashboard and the account details both show it, with the same fallbacks for missing fields.

/** The fields every screen shows of a trading account. */
export interface TradingAccountDoc {
  accountNumber: string;
  accountName: string;
  serverName: string;
  platform: string;
  /** The bridge account id (also the copy-trading subscriber id); '' when not stored. */
  metaApiAccountId: string;
  isConnected: boolean;
}

/** A stored string or number as text; anything else as ''. */
export function storedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The document's fields, or their fallbacks; `id` is the document id (the account number). */
export function readTradingAccountDoc(id: string, data: Record<string, unknown>): TradingAccountDoc {
  const accountNumber = storedText(data.accountNumber) || id;
  return {
    accountNumber,
    accountName: storedText(data.accountName) || `Account ${accountNumber}`,
    serverName: storedText(data.serverName),
    platform: storedText(data.platform) || 'mt5',
    metaApiAccountId: storedText(data.metaApiAccountId),
    isConnected: data.isConnected === true,
  };
}
