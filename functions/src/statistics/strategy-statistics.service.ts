// The strategy statistics (README "Copy report and strategy statistics", docs/product.md §10): for every
// strategy of the bridge, its own closed trades (the history deals of the account behind it,
// master-deals.ts) and our subscribers' closed copies (subscription transactions) become the cached
// record the strategy cards show, in the strategy's currency, with the copy quality of the last 30 days
// (docs/product.md §2). Incremental: the hourly schedule enqueues one task per strategy, and each task
// folds only the history after the strategy's stored cursor (statistics-run.ts). Operators rebuild a
// strategy from its origin (`copydesk rebuild-statistics`), which gives the same record as the increments.
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import type { CachedStrategyStatistics } from '../contract/index.js';
import type { Strategy, TradingBridge } from '../bridge/index.js';
import { readStatisticsState, replaceStatisticsState, saveStatisticsState } from './statistics-state.repo.js';
import { currencyReader } from '../accounts/account-currencies.service.js';
import { followerReader } from './copy-quality.service.js';
import {
  advanceState,
  followedStrategyIds,
  recordOfState,
  type StatisticsReaders,
} from './statistics-run.service.js';
import { readSliceAhead, type SliceAhead } from './statistics-slice.service.js';
import { enqueueStatisticsTasks, type StatisticsTask } from './statistics-task-queue.service.js';
import { freshState, type StatisticsState } from './statistics-state.rules.js';

export type { StatisticsReaders } from './statistics-run.service.js';

/** How far back a new strategy's history starts: a year covers every figure a card shows. */
export const STATISTICS_WINDOW_DAYS = 365;
const DAY = 86_400_000;
/** Time between two scheduled runs (platform/schedules.ts, strategyStatisticsSchedule). */
const STATISTICS_PERIOD_MS = 3_600_000;

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

/** What a strategy's update did: the record cached, or `superseded` when another run moved it on. */
export type StrategyUpdate =
  | { record: CachedStrategyStatistics }
  | { superseded: true }
  /** The bridge no longer has the strategy the task names. */
  | { gone: true };

const readersFor = (bridge: TradingBridge, now: number): StatisticsReaders => ({
  currencies: currencyReader(bridge),
  followers: followerReader(bridge, now),
});

async function currencyOf(strategy: Strategy, readers: StatisticsReaders): Promise<string> {
  const currency = strategy.accountId ? await readers.currencies.currencyOf(strategy.accountId) : null;
  // Amounts need a known currency (docs/product.md §2): the record is not cached without it.
  if (currency === null) throw new Error(`the currency of strategy ${strategy.id}'s account is not readable`);
  return currency;
}

/** Saves the state (and, the last time, its record); false once another run has moved it on. */
type VersionedSave = (state: StatisticsState, record?: CachedStrategyStatistics) => Promise<boolean>;

/** What a run may be given beside its strategy: shared readers, and what its task already knows. */
export interface RunOptions {
  readers?: StatisticsReaders;
  /** Whether one of our subscribers follows the strategy, when the schedule read it already. */
  followed?: boolean;
  /** The slice the run expects first, being read already. */
  readAhead?: SliceAhead;
}

/** Brings `start` up to `now`, saving progress through `save`, then saves it with its record. */
async function advanceAndCache(
  deps: Required<StatisticsJobDeps>,
  strategy: Strategy,
  start: { state: StatisticsState; save: VersionedSave },
  options: RunOptions,
): Promise<StrategyUpdate> {
  const readers = options.readers ?? readersFor(deps.bridge, deps.now);
  const currency = (start.state.currency ??= await currencyOf(strategy, readers));
  const saveProgress = (state: StatisticsState) => start.save(state);
  const { bridge, now } = deps;
  const input = { ...options, bridge, strategy, currency, readers, now, saveProgress };
  if (!(await advanceState(start.state, input))) return { superseded: true };
  const record = await recordOfState(start.state, input);
  return (await start.save(start.state, record)) ? { record } : { superseded: true };
}

/** Saves that hold only while the stored state is as this run last saw it. */
function versionedSave(
  db: Firestore,
  version: Awaited<ReturnType<typeof saveStatisticsState>>,
): VersionedSave {
  let current = version;
  return async (state, record) => {
    current = await saveStatisticsState(db, state, current, record);
    return current !== null;
  };
}

/** One strategy's hourly step: the history after its cursor (all of it the first time). */
export async function updateStrategyStatistics(
  deps: Required<StatisticsJobDeps>,
  strategy: Strategy,
  options: RunOptions = {},
): Promise<StrategyUpdate> {
  const stored = await readStatisticsState(deps.db, strategy.id);
  const state = stored?.state ?? freshState(strategy.id, deps.now - STATISTICS_WINDOW_DAYS * DAY);
  const save = versionedSave(deps.db, stored?.version ?? null);
  return advanceAndCache(deps, strategy, { state, save }, options);
}

/**
 * Starts the strategy over from its origin (a year back for one never computed) and folds its whole
 * history again; null when the bridge does not know the strategy.
 */
export async function rebuildStrategyStatistics(
  deps: Required<StatisticsJobDeps>,
  strategyId: string,
): Promise<StrategyUpdate | null> {
  const strategy = await deps.bridge.getStrategy(strategyId);
  if (!strategy) return null;
  const stored = await readStatisticsState(deps.db, strategyId);
  const state = freshState(strategyId, stored?.state?.origin ?? deps.now - STATISTICS_WINDOW_DAYS * DAY);
  const version = await replaceStatisticsState(deps.db, state);
  return advanceAndCache(deps, strategy, { state, save: versionedSave(deps.db, version) }, {});
}

/** A record computed in memory from a year of history (the risk preview, before the task has run). */
export async function strategyStatisticsOf(
  bridge: TradingBridge,
  strategy: Strategy,
  now: number,
  readers: StatisticsReaders = readersFor(bridge, now),
): Promise<CachedStrategyStatistics> {
  const state = freshState(strategy.id, now - STATISTICS_WINDOW_DAYS * DAY);
  const currency = (state.currency = await currencyOf(strategy, readers));
  const input = { bridge, strategy, currency, readers, now, saveProgress: () => Promise.resolve(true) };
  await advanceState(state, input);
  return recordOfState(state, input);
}

/** Every strategy's hourly step in this process, one after another (tests and the demo seed). */
export async function refreshStrategyStatistics(deps: StatisticsJobDeps): Promise<StatisticsRun> {
  const now = deps.now ?? Date.now();
  const strategies = await deps.bridge.listStrategies();
  const readers = readersFor(deps.bridge, now);
  const run: StatisticsRun = { strategies: 0, trades: 0, failed: [] };
  for (const strategy of strategies) {
    try {
      const update = await updateStrategyStatistics({ ...deps, now }, strategy, { readers });
      if ('record' in update) {
        run.strategies += 1;
        run.trades += update.record.trades;
      }
    } catch (error) {
      run.failed.push(strategy.id);
      logger.warn('Strategy statistics: history not readable', {
        strategyId: strategy.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return run;
}

/**
 * The hour's tasks, one per strategy of the bridge, each folding up to `runAt`. A task carries the strategy's
 * id and whether our subscribers follow it, so it reads neither list again (two list calls an hour for
 * all strategies, and one strategy read per task).
 */
export async function statisticsTasksAt(bridge: TradingBridge, runAt: number): Promise<StatisticsTask[]> {
  const [strategies, subscribers] = await Promise.all([bridge.listStrategies(), bridge.listSubscribers()]);
  const followed = followedStrategyIds(subscribers);
  return strategies.map((s) => ({ strategyId: s.id, runAt, followed: followed.has(s.id) }));
}

/** The schedule's step: enqueues the hour's tasks. */
export async function planStatisticsRun(bridge: TradingBridge, runAt: number): Promise<number> {
  return enqueueStatisticsTasks(await statisticsTasksAt(bridge, runAt));
}

/**
 * One strategy's task: its hourly step at the schedule's time. The hour since the previous schedule is
 * where the last run left the cursor, so the task reads that hour while it reads the stored state (a
 * strategy's first run, or one after a failed hour, reads that hour again in its turn).
 */
export async function processStatisticsTask(
  deps: Pick<StatisticsJobDeps, 'bridge' | 'db'>,
  task: StatisticsTask,
): Promise<StrategyUpdate> {
  // Read again, not taken from the task: the strategy says whose account history the record folds.
  const strategy = await deps.bridge.getStrategy(task.strategyId);
  if (!strategy) return { gone: true };
  const now = task.runAt;
  const readAhead = readSliceAhead(deps.bridge, strategy, now - STATISTICS_PERIOD_MS, now);
  return updateStrategyStatistics({ ...deps, now }, strategy, { followed: task.followed, readAhead });
}
