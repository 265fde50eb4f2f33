// A strategy's risk basis for the preview (docs/product.md §5). The per-lot worst drawdown and worst day
// are the strategy statistics' own (the statistics job replays the closed trades at 1.00 lot once and
// caches them as `perLot`); the preview never replays a history itself. A strategy the schedule has not
// reached yet gets its record computed by the job's own per-strategy step and cached, so the card and
// every later preview read it. The typical position (most traded symbol, latest price) comes from the
// last week of its own deals (master-deals.ts: the history deals of the account behind it). Null when
// the bridge does not know the strategy. An account in another currency converts at the pair's current
// price on that account (conversionRate).
import type { Firestore } from 'firebase-admin/firestore';
import {
  conversionPairOf,
  riskBasisOf,
  typicalPositionOf,
  type StrategyRiskBasis,
} from '../contract/index.js';
import type { Strategy } from '../bridge/index.js';
import { readStrategyStatistics, saveStrategyStatistics } from '../repos/strategy-statistics-repo.js';
import { bridge } from './clients.js';
import { strategyStatisticsOf } from './strategy-statistics.js';
import { readMasterDeals } from './master-deals.js';

const DAY = 86_400_000;
const TYPICAL_WINDOW_MS = 7 * DAY;

async function currencyOf(accountId: string | undefined): Promise<string> {
  if (!accountId) return 'USD';
  try {
    return (await bridge().getAccountInformation(accountId)).currency || 'USD';
  } catch {
    return 'USD'; // CopyFactory transactions are in the provider's currency; USD when it cannot be read
  }
}

function typicalOf(own: Awaited<ReturnType<typeof readMasterDeals>>) {
  return typicalPositionOf(
    own.flatMap((d) =>
      d.symbol !== undefined && d.price !== undefined
        ? [{ symbol: d.symbol, price: d.price, time: Date.parse(d.time) }]
        : [],
    ),
  );
}

/** The cached statistics of the strategy, computed and cached now when the schedule has not yet. */
async function statisticsOf(db: Firestore, strategy: Strategy, now: number) {
  const cached = (await readStrategyStatistics(db, [strategy.id])).get(strategy.id);
  if (cached) return cached;
  const fresh = await strategyStatisticsOf(bridge(), strategy, now);
  await saveStrategyStatistics(db, [fresh]);
  return fresh;
}

export async function strategyRiskBasis(
  db: Firestore,
  strategyId: string,
  now = Date.now(),
): Promise<StrategyRiskBasis | null> {
  const strategy = await bridge().getStrategy(strategyId);
  if (!strategy) return null;
  const [statistics, deals, currency] = await Promise.all([
    statisticsOf(db, strategy, now),
    readMasterDeals(bridge(), strategy, { from: new Date(now - TYPICAL_WINDOW_MS), till: new Date(now) }),
    currencyOf(strategy.accountId),
  ]);
  return riskBasisOf(statistics, currency, typicalOf(deals));
}

/** The middle of the pair's current bid and ask on the account; null when it cannot be read. */
async function midPrice(accountId: string, symbol: string): Promise<number | null> {
  try {
    const price = await bridge().getSymbolPrice(accountId, symbol);
    const mid = (price.bid + price.ask) / 2;
    return Number.isFinite(mid) && mid > 0 ? mid : null;
  } catch {
    return null; // the broker does not quote the pair, or the bridge is down: the risk is unknown
  }
}

/**
 * Units of the account's currency per unit of the strategy's (docs/product.md §5): 1 for the same
 * currency, else the current price of e.g. USDZAR, or the inverse of ZARUSD. Null when neither pair
 * can be read: the preview then calls the risk unknown, never a rate of 0 or 1.
 */
export async function conversionRate(accountId: string, from: string, to: string): Promise<number | null> {
  if (from.toUpperCase() === to.toUpperCase()) return 1;
  const direct = await midPrice(accountId, conversionPairOf(from, to));
  if (direct !== null) return direct;
  const inverse = await midPrice(accountId, conversionPairOf(to, from));
  return inverse === null ? null : 1 / inverse;
}
