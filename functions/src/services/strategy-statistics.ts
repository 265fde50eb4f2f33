// The strategy statistics job (README "Copy report and strategy statistics"): for every strategy of the
// bridge, its own closed trades (provided transactions under its provider account) and our subscribers'
// closed copies (subscription transactions) become the cached record the strategy cards show. The
// schedule calls it; tests and the demo seed call it directly (schedules never fire in the emulator).
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { strategyRecord, type CachedStrategyStatistics } from '../contract/index.js';
import type { Strategy, TradingBridge } from '../bridge/index.js';
import { closedTradesOf, copiesOf } from '../domain/copy-history.js';
import { saveStrategyStatistics } from '../repos/strategy-statistics-repo.js';

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

/** One strategy's cached record: the job runs this per strategy, the risk preview when none is cached. */
export async function strategyStatisticsOf(
  bridge: TradingBridge,
  strategy: Strategy,
  now: number,
): Promise<CachedStrategyStatistics> {
  const window = { from: new Date(now - STATISTICS_WINDOW_DAYS * DAY), till: new Date(now) };
  const [provided, ours] = await Promise.all([
    bridge.getProvidedTransactions({ ...window, strategyIds: [strategy.id] }),
    bridge.getSubscriptionTransactions({ ...window, strategyIds: [strategy.id] }),
  ]);
  const trades = closedTradesOf(provided, strategy.accountId ?? '');
  const copies = copiesOf(ours).flatMap((c) =>
    c.profit === undefined ? [] : [{ volume: c.volume, profit: c.profit }],
  );
  return {
    strategyId: strategy.id,
    computedAt: new Date(now).toISOString(),
    ...strategyRecord(trades, copies),
  };
}

export async function refreshStrategyStatistics(deps: StatisticsJobDeps): Promise<StatisticsRun> {
  const now = deps.now ?? Date.now();
  const strategies = await deps.bridge.listStrategies();
  const docs: CachedStrategyStatistics[] = [];
  const failed: string[] = [];
  // One strategy at a time: two paged history reads each, gentle on the bridge's rate limits.
  for (const strategy of strategies) {
    try {
      docs.push(await strategyStatisticsOf(deps.bridge, strategy, now));
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
