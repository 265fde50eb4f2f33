// A strategy's risk basis for the preview (docs/product.md §5). The per-lot worst drawdown and worst day
// are the strategy statistics' own (the statistics job replays the closed trades at 1.00 lot once and
// caches them as `perLot`); the preview never replays a history itself. A strategy the schedule has not
// reached yet gets its record computed by the job's own per-strategy step and cached, so the card and
// every later preview read it. The typical position (most traded symbol, latest price) is the one the
// job took from the week of its own deals before its run (master-deals.ts), kept in the same record, so
// a preview costs the strategy, one document and one read of the recent deals: every symbol the
// strategy traded in the last quarter at its latest price, which the exposure is worked from
// (risk-exposure.ts). Null when the bridge does not know the strategy. An account in another currency converts at the pair's current price on that account
// (conversionRate).
import type { Firestore } from 'firebase-admin/firestore';
import { type CachedStrategyStatistics } from '../contract/index.js';
import type { Strategy } from '../bridge/index.js';
import { readStrategyStatistics, saveStrategyStatistics } from './strategy-statistics.repo.js';
import { bridge } from '../platform/clients.js';
import { strategyStatisticsOf } from './strategy-statistics.service.js';
import { readMasterDeals, TYPICAL_WINDOW_MS, typicalPositionSince } from './master-deals.service.js';
import {
  conversionPairOf,
  riskBasisOf,
  type RecentPosition,
  type StrategyRiskBasis,
} from '../product-rules/index.js';

/** The strategy's statistics, computed and cached now when the schedule has not reached it yet. */
async function statisticsOf(
  db: Firestore,
  strategy: Strategy,
  cached: CachedStrategyStatistics | undefined,
  now: number,
): Promise<CachedStrategyStatistics> {
  if (cached) return cached;
  const fresh = await strategyStatisticsOf(bridge(), strategy, now);
  await saveStrategyStatistics(db, [fresh]);
  return fresh;
}

/** The record's typical position; a record written before it kept one reads the last week of deals. */
async function typicalOf(strategy: Strategy, statistics: CachedStrategyStatistics, now: number) {
  if (statistics.typicalPosition !== undefined) return statistics.typicalPosition;
  const window = { from: new Date(now - TYPICAL_WINDOW_MS), till: new Date(now) };
  return typicalPositionSince(await readMasterDeals(bridge(), strategy, window), window.from.getTime());
}

/** How far back "recent" reaches: a quarter covers a strategy that trades a few times a month. */
export const RECENT_POSITIONS_WINDOW_MS = 90 * 86_400_000;

/** One entry per symbol the strategy traded in the window, at the price of its latest deal. */
export async function recentPositionsOf(strategy: Strategy, now: number): Promise<RecentPosition[]> {
  const window = { from: new Date(now - RECENT_POSITIONS_WINDOW_MS), till: new Date(now) };
  const latest = new Map<string, { time: number; price: number }>();
  for (const deal of await readMasterDeals(bridge(), strategy, window)) {
    if (deal.symbol === undefined || deal.price === undefined) continue;
    const time = Date.parse(deal.time);
    const seen = latest.get(deal.symbol);
    if (!seen || time >= seen.time) latest.set(deal.symbol, { time, price: deal.price });
  }
  return [...latest].map(([symbol, { price }]) => ({ symbol, price }));
}

export async function strategyRiskBasis(
  db: Firestore,
  strategyId: string,
  now = Date.now(),
): Promise<StrategyRiskBasis | null> {
  // The strategy and its cached record are read side by side: one round trip before the answer.
  const [strategy, cached] = await Promise.all([
    bridge().getStrategy(strategyId),
    readStrategyStatistics(db, [strategyId]),
  ]);
  if (!strategy) return null;
  const [statistics, recent] = await Promise.all([
    statisticsOf(db, strategy, cached.get(strategyId), now),
    recentPositionsOf(strategy, now),
  ]);
  // The record's currency is the strategy account's, read by the job (docs/product.md §2).
  const typical = await typicalOf(strategy, statistics, now);
  return riskBasisOf(statistics, statistics.currency, typical, recent);
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
