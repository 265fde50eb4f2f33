// A trading account as the dashboard shows it (users/{uid}/tradingAccounts/{accountNumber}, SPEC §3).
import { toDate } from '@/lib/format';

export interface StrategySummary {
  name: string;
  lotSize: number;
}

export interface TradingAccount {
  id: string;
  accountNumber: string;
  accountName: string;
  serverName: string;
  platform: string;
  isConnected: boolean;
  createdAt: Date | null;
  /** Filled from the functions API in phase 2; null means "No Strategy Subscribed". */
  strategy: StrategySummary | null;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function toTradingAccount(id: string, data: Record<string, unknown>): TradingAccount {
  const accountNumber = text(data.accountNumber) || id;
  return {
    id,
    accountNumber,
    accountName: text(data.accountName) || `Account ${accountNumber}`,
    serverName: text(data.serverName),
    platform: text(data.platform) || 'mt5',
    isConnected: data.isConnected === true,
    createdAt: toDate(data.createdAt),
    strategy: null,
  };
}

/** Oldest first (the order accounts were added); undated ones last. */
export function sortAccounts(accounts: readonly TradingAccount[]): TradingAccount[] {
  return [...accounts].sort(
    (a, b) =>
      (a.createdAt?.getTime() ?? Number.POSITIVE_INFINITY) -
      (b.createdAt?.getTime() ?? Number.POSITIVE_INFINITY),
  );
}
