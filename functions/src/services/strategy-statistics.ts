// The strategy statistics job (README "Copy report and strategy statistics"): for every strategy of the
// bridge, its own closed trades (the history deals of the account behind it, master-deals.ts) and our
// subscribers' closed copies (subscription transactions) become the cached record the strategy cards
// show, in the strategy's currency, with the copy quality of the last 30 days (docs/product.md §2).
// The schedule calls it; tests and the demo seed call it directly (schedules never fire in the emulator).
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { strategyRecord, type CachedStrategyStatistics } from '../contract/index.js';
import type { CopyTransaction, Strategy, TradingBridge } from '../bridge/index.js';
import { closedTradesOf, copiesOf, masterTradesOf } from '../domain/copy-history.js';
import { saveStrategyStatistics } from '../repos/strategy-statistics-repo.js';
import { currencyReader, type CurrencyReader } from './account-currencies.js';
import { copyQualityOfStrategy, followerReader, type FollowerReader } from './copy-quality.js';
import { readMasterDeals, TYPICAL_WINDOW_MS, typicalPositionSince } from './master-deals.js';

/** How far back a strategy's history is read: a year covers every figure a card shows. */
export const STATISTICS_WINDOW_DAYS = 365;
const DAY = 86_400_000;

export interface StatisticsJobDeps {
  bridge: TradingBridge;
  db: Firestore;
  /** The run's time (epoch ms). */
  now?: number;
}

export interface StatisticsRun {
  strategies: number;
  trades: number;
  /** Strategies the bridge could not answer for; their previous cache stays. */
  failed: string[];
}

/** What one run reads once and shares across strategies. */
export interface StatisticsReaders {
  currencies: CurrencyReader;
  followers: FollowerReader;
}

/**
 * Our closed copies with their results converted into the strategy's currency at the pair's current
 * price on the copying account. A copy whose account currency or rate cannot be read is left out:
 * results in different currencies are never averaged.
 */
export async function copiesInCurrency(
  currency: string,
  ours: readonly CopyTransaction[],
  currencies: CurrencyReader,
): Promise<{ volume: number; profit: number }[]> {
  const closed: { volume: number; profit: number }[] = [];
  for (const subscriberId of new Set(ours.map((t) => t.subscriberId))) {
    const accountCurrency = await currencies.currencyOf(subscriberId);
    const rate = accountCurrency ? await currencies.rate(subscriberId, accountCurrency, currency) : null;
    if (rate === null) continue;
    for (const c of copiesOf(ours.filter((t) => t.subscriberId === subscriberId)))
      if (c.profit !== undefined) closed.push({ volume: c.volume, profit: c.profit * rate });
  }
  return closed;
}

/** One strategy's cached record: the job runs this per strategy, the risk preview when none is cached. */
export async function strategyStatisticsOf(
  bridge: TradingBridge,
  strategy: Strategy,
  now: number,
  readers: StatisticsReaders = { currencies: currencyReader(bridge), followers: followerReader(bridge, now) },
): Promise<CachedStrategyStatistics> {
  const window = { from: new Date(now - STATISTICS_WINDOW_DAYS * DAY), till: new Date(now) };
  const [deals, ours, currency] = await Promise.all([
    readMasterDeals(bridge, strategy, window),
    bridge.getSubscriptionTransactions({ ...window, strategyIds: [strategy.id] }),
    strategy.accountId ? readers.currencies.currencyOf(strategy.accountId) : Promise.resolve(null),
  ]);
  // Amounts need a known currency (docs/product.md §2): the record is not cached without it.
  if (currency === null) throw new Error(`the currency of strategy ${strategy.id}'s account is not readable`);
  const providerId = strategy.accountId ?? '';
  const [copies, copyQuality] = await Promise.all([
    copiesInCurrency(currency, ours, readers.currencies),
    copyQualityOfStrategy(strategy.id, masterTradesOf(deals, providerId), ours, readers.followers, now),
  ]);
  return {
    strategyId: strategy.id,
    computedAt: new Date(now).toISOString(),
    ...strategyRecord(closedTradesOf(deals, providerId), copies),
    currency,
    copyQuality,
    typicalPosition: typicalPositionSince(deals, now - TYPICAL_WINDOW_MS),
  };
}

export async function refreshStrategyStatistics(deps: StatisticsJobDeps): Promise<StatisticsRun> {
  const now = deps.now ?? Date.now();
  const strategies = await deps.bridge.listStrategies();
  const readers = { currencies: currencyReader(deps.bridge), followers: followerReader(deps.bridge, now) };
  const docs: CachedStrategyStatistics[] = [];
  const failed: string[] = [];
  // One strategy at a time: two paged history reads each, gentle on the bridge's rate limits.
  for (const strategy of strategies) {
    try {
      docs.push(await strategyStatisticsOf(deps.bridge, strategy, now, readers));
    } catch (error) {
      failed.push(strategy.id);
      logger.warn('Strategy statistics: history not readable', {
        strategyId: strategy.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  await saveStrategyStatistics(deps.db, docs);
  return { strategies: docs.length, trades: docs.reduce((s, d) => s + d.trades, 0), failed };
}
