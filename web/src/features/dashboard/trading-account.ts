// A trading account as the dashboard shows it (users/{uid}/tradingAccounts/{accountNumber}, docs/product.md §3).
import { accountHealthSchema, type AccountHealth } from '@copydesk/functions/contract';
import { describeGuardrails, type Guardrails } from '@copydesk/functions/product-rules';
import { describeAccountLimits } from '@/lib/account-limits';
import { toDate } from '@/lib/format';
import { readTradingAccountDoc, type TradingAccountDoc } from '@/lib/trading-account-doc';

export interface StrategySummary {
  name: string;
  lotSize: number;
  /**
   * One line per guardrail the bridge enforces, then the account loss limit when set and the
   * subscription's maximum leverage (docs/product.md §5); empty without any.
   */
  guardrails: string[];
}

export interface TradingAccount extends TradingAccountDoc {
  id: string;
  createdAt: Date | null;
  /** From the functions API (getSubscriptions); null means "No Strategy Subscribed". */
  strategy: StrategySummary | null;
  /** Copy health as the monitor stored it; null until the first check (or when unreadable). */
  health: AccountHealth | null;
}

export function toTradingAccount(id: string, data: Record<string, unknown>): TradingAccount {
  return {
    id,
    ...readTradingAccountDoc(id, data),
    createdAt: toDate(data.createdAt),
    strategy: null,
    health: readHealth(data.health),
  };
}

/** The stored health field, or null when absent or not in the contract's shape. */
export function readHealth(value: unknown): AccountHealth | null {
  const parsed = accountHealthSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Oldest first (the order accounts were added); undated ones last. */
export function sortAccounts(accounts: readonly TradingAccount[]): TradingAccount[] {
  return [...accounts].sort(
    (a, b) =>
      (a.createdAt?.getTime() ?? Number.POSITIVE_INFINITY) -
      (b.createdAt?.getTime() ?? Number.POSITIVE_INFINITY),
  );
}

/** docs/product.md §8: a strategy without a readable name shows the product-branded default name. */
export function defaultStrategyName(brandName: string): string {
  return `${brandName} Strategy`;
}

interface SubscriptionLike {
  name?: string | null;
  tradeSizeScaling?: { tradeVolume?: number | null } | null;
  guardrails?: Guardrails;
  maxLeverage?: number;
}

/**
 * The dashboard's strategy status from an account's subscriptions: the first one, or null; with the
 * account loss limit getSubscriptions answered (absent: none).
 */
export function strategySummary(
  subscriptions: readonly SubscriptionLike[],
  brandName: string,
  accountLossLimit?: number,
): StrategySummary | null {
  const first = subscriptions[0];
  if (!first) return null;
  const name = first.name?.trim() ? first.name.trim() : defaultStrategyName(brandName);
  const volume = first.tradeSizeScaling?.tradeVolume;
  return {
    name,
    lotSize: typeof volume === 'number' && Number.isFinite(volume) ? volume : 0.01,
    guardrails: [
      ...(first.guardrails ? describeGuardrails(first.guardrails) : []),
      ...describeAccountLimits({ accountLossLimit, maxLeverage: first.maxLeverage }),
    ],
  };
}
