// One strategy's statistics brought up to date (docs/product.md §10): the history after the state's
// cursor is read in slices of at most SLICE_DAYS, each slice's deals folded into the running aggregate
// (statistics/statistics-state.rules.ts) and the progress saved, so a run's work is proportional to the trades since the
// last run, memory holds at most one slice, and a run cut short by its timeout resumes at its last slice.
// The record is then read off the aggregate, with the copy quality of the last 30 days where our
// subscribers follow the strategy.
import { type CachedStrategyStatistics } from '../contract/index.js';
import type { Strategy, Subscriber, TradingBridge } from '../bridge/index.js';
import { masterTradesOf } from '../subscriptions/copy-history.rules.js';
import { sliceOf, type SliceAhead } from './statistics-slice.service.js';
import type { CurrencyReader } from '../accounts/account-currencies.service.js';
import { copyQualityOfStrategy, type FollowerReader } from './copy-quality.service.js';
import { readMasterDeals, TYPICAL_WINDOW_MS } from './master-deals.service.js';
import { typicalPositionOfRecent } from './statistics-recent-deals.rules.js';
import {
  applyDeal,
  foldMasterDeals,
  inTimeOrder,
  isTradeDeal,
  keepRecentDeals,
  type StatisticsState,
} from './statistics-state.rules.js';
import {
  copyQualityOf,
  COPY_QUALITY_DAYS,
  foldCopy,
  recordOf,
  type CopyDeal,
} from '../product-rules/index.js';

/** The longest stretch of history read at once: memory holds one strategy's deals of this many days. */
export const SLICE_DAYS = 30;
const DAY = 86_400_000;
/** The copy-quality window and the user-log lookback before it (copy-quality.ts). */
const COPY_QUALITY_READ_MS = (COPY_QUALITY_DAYS + 7) * DAY;

export interface StatisticsReaders {
  currencies: CurrencyReader;
  followers: FollowerReader;
}

export interface AdvanceInput {
  bridge: TradingBridge;
  strategy: Strategy;
  /** The strategy account's currency: every amount is converted into it. */
  currency: string;
  readers: StatisticsReaders;
  now: number;
  /**
   * Stores the state after each slice but the last (the caller saves that one with its record); false
   * when another run moved it on (this run then stops).
   */
  saveProgress: (state: StatisticsState) => Promise<boolean>;
  /** Whether one of our subscribers follows the strategy, when the schedule read it already. */
  followed?: boolean;
  /** A slice read while the state was being read (the hour a task expects after the last run). */
  readAhead?: SliceAhead;
}

/** The strategies one of these subscribers follows (a removed subscription does not count). */
export function followedStrategyIds(subscribers: Iterable<Subscriber>): Set<string> {
  const followed = new Set<string>();
  for (const subscriber of subscribers)
    for (const subscription of subscriber.subscriptions)
      if (subscription.removed !== true) followed.add(subscription.strategyId);
  return followed;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Folds our copies of one slice: a closed copy's result converts into the strategy's currency at the
 * pair's current price on the copying account; one whose currency or rate cannot be read is left out,
 * as results in different currencies are never added up (docs/product.md §2).
 */
export async function foldCopiesInCurrency(
  state: StatisticsState,
  ours: readonly CopyDeal[],
  currency: string,
  currencies: CurrencyReader,
): Promise<void> {
  for (const deal of inTimeOrder(ours)) {
    if (deal.slavePositionId === undefined || !isTradeDeal(deal)) continue;
    state.lastCopyAt = Date.parse(deal.time);
    const subscriberId = deal.subscriberId;
    const closed = applyDeal(state.openCopies, deal.slavePositionId, deal, (p) => ({ ...p, subscriberId }));
    if (!closed) continue;
    const accountCurrency = await currencies.currencyOf(subscriberId);
    const rate = accountCurrency ? await currencies.rate(subscriberId, accountCurrency, currency) : null;
    if (rate !== null)
      state.aggregate = foldCopy(state.aggregate, {
        volume: closed.volume,
        profit: cents(closed.result) * rate,
      });
  }
}

/**
 * Reads and folds the history from the state's cursor up to `now`, saving after each slice but the
 * last. Returns false when another run saved the state meanwhile (its figures are then the newer ones).
 */
export async function advanceState(state: StatisticsState, input: AdvanceInput): Promise<boolean> {
  const { now } = input;
  while (state.cursor < now) {
    const end = Math.min(state.cursor + SLICE_DAYS * DAY, now);
    const { deals, ours } = await sliceOf(input, state.cursor, end);
    foldMasterDeals(state, deals);
    await foldCopiesInCurrency(state, ours, input.currency, input.readers.currencies);
    keepRecentDeals(state, now - TYPICAL_WINDOW_MS);
    state.cursor = end;
    if (end < now && !(await input.saveProgress(state))) return false;
  }
  return true;
}

/** Copy quality over the last 30 days, read only when one of our subscribers follows the strategy. */
async function copyQualityNow(state: StatisticsState, input: AdvanceInput) {
  const { bridge, strategy, readers, now } = input;
  const since = now - COPY_QUALITY_READ_MS;
  const subscribed =
    input.followed ?? followedStrategyIds((await readers.followers.subscribers()).values()).has(strategy.id);
  if (!subscribed && (state.lastCopyAt ?? -Infinity) < since) return copyQualityOf([]);
  const window = { from: new Date(since), till: new Date(now) };
  const [deals, ours] = await Promise.all([
    readMasterDeals(bridge, strategy, window),
    bridge.getSubscriptionTransactions({ ...window, strategyIds: [strategy.id] }),
  ]);
  const masters = masterTradesOf(deals, strategy.accountId ?? '');
  return copyQualityOfStrategy(strategy.id, masters, ours, readers.followers, now);
}

/** The cached record of a state brought up to `now`. */
export async function recordOfState(
  state: StatisticsState,
  input: AdvanceInput,
): Promise<CachedStrategyStatistics> {
  return {
    strategyId: state.strategyId,
    computedAt: new Date(input.now).toISOString(),
    ...recordOf(state.aggregate, input.now),
    currency: input.currency,
    copyQuality: await copyQualityNow(state, input),
    typicalPosition: typicalPositionOfRecent(state.recentDeals),
  };
}
