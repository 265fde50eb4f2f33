// The positions the risk preview's exposure is worked from (docs/product.md §5 "Risk acknowledgement"):
// every symbol a strategy traded in the recent window at its latest price, read from the strategy's own
// deals (master-deals.ts), and the account's other live subscriptions at their lots with theirs. Any
// read that fails makes the whole figure unknown (null): the gate then asks "risk unknown", never less.
import type { Subscriber } from '../bridge/index.js';
import { readStrategyStatistics } from './strategy-statistics.repo.js';
import { bridge, firestore as db } from '../platform/clients.js';
import { conversionRate, recentPositionsOf } from './strategy-risk.service.js';
import { type HeldSubscription } from '../product-rules/index.js';

/** The live subscriptions of the subscriber other than `strategyId`, with their fixed lots. */
function otherSubscriptions(subscriber: Subscriber | null, strategyId: string) {
  return (subscriber?.subscriptions ?? []).flatMap((s) => {
    if (s.removed === true || s.strategyId === strategyId) return [];
    const lot = s.tradeSizeScaling?.tradeVolume;
    return [{ strategyId: s.strategyId, lot: typeof lot === 'number' ? lot : Number.NaN }];
  });
}

async function heldOne(
  accountId: string,
  accountCurrency: string,
  held: { strategyId: string; lot: number },
  currency: string | undefined,
  now: number,
): Promise<HeldSubscription | null> {
  const strategy = await bridge().getStrategy(held.strategyId);
  if (!strategy || currency === undefined || !(held.lot > 0)) return null;
  const [rate, recentPositions] = await Promise.all([
    conversionRate(accountId, currency, accountCurrency),
    recentPositionsOf(strategy, now),
  ]);
  return { ...held, rate, strategyCurrency: currency, recentPositions };
}

/**
 * The account's other subscriptions as the exposure adds them; null when one cannot be read (its
 * strategy, its currency from the statistics record, its lot), so the combined figure is unknown.
 */
export async function heldSubscriptionsOf(
  accountId: string,
  accountCurrency: string,
  strategyId: string,
  now = Date.now(),
): Promise<HeldSubscription[] | null> {
  try {
    const others = otherSubscriptions(await bridge().getSubscriber(accountId), strategyId);
    const records = await readStrategyStatistics(
      db,
      others.map((o) => o.strategyId),
    );
    const held = await Promise.all(
      others.map((o) => heldOne(accountId, accountCurrency, o, records.get(o.strategyId)?.currency, now)),
    );
    return held.every((h) => h !== null) ? held : null;
  } catch {
    return null; // the bridge is down or answers nonsense: the exposure is unknown
  }
}
