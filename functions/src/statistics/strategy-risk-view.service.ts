// What the trade-size modal previews from (docs/product.md §5, §12): the strategy's per-lot figures
// (strategy-risk.ts), the admins' acknowledgement threshold, and with an account, the rate converting
// the figures into the account's currency (null when unreadable: the risk then counts as unknown) and
// its other subscriptions, whose positions the exposure adds (strategy-risk-positions.ts).
import { readGuardrailSettings } from '../subscriptions/guardrail-settings.repo.js';
import { bridge, firestore as db } from '../platform/clients.js';
import { conversionRate, strategyRiskBasis } from './strategy-risk.service.js';
import { heldSubscriptionsOf } from './strategy-risk-positions.service.js';
import { type HeldSubscription, type StrategyRiskBasis } from '../product-rules/index.js';

export interface StrategyRiskView {
  basis: StrategyRiskBasis;
  acknowledgeAbovePercent: number;
  /** Only when an account was named: the rate, or null when it cannot be read. */
  accountRate?: number | null;
  /** Only when an account was named: its other subscriptions, or null when they cannot be read. */
  held?: HeldSubscription[] | null;
}

/** The account's currency; null when the bridge cannot tell. */
export async function accountCurrencyOf(accountId: string): Promise<string | null> {
  try {
    return (await bridge().getAccountInformation(accountId)).currency;
  } catch {
    return null;
  }
}

/**
 * Null when the bridge does not know the strategy. `account` comes in as a promise of its currency so
 * the caller can read it (after authorizing it) beside the strategy's figures: one round trip.
 */
export async function strategyRiskView(
  strategyId: string,
  account?: { id: string; currency: Promise<string | null> },
): Promise<StrategyRiskView | null> {
  const [basis, settings, currency] = await Promise.all([
    strategyRiskBasis(db, strategyId),
    readGuardrailSettings(),
    account?.currency,
  ]);
  if (!basis) return null;
  const view = { basis, acknowledgeAbovePercent: settings.acknowledgeAbovePercent };
  if (!account) return view;
  if (!currency) return { ...view, accountRate: null, held: null };
  const [accountRate, held] = await Promise.all([
    conversionRate(account.id, basis.currency, currency),
    heldSubscriptionsOf(account.id, currency, strategyId),
  ]);
  return { ...view, accountRate, held };
}
