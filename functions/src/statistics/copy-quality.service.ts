// A strategy card's copy quality (docs/product.md §2): over the last 30 days, each of our subscribers
// that followed the strategy gets the rows its copy report would show for the strategy's trades, and
// copyQualityOf summarises them all. Our subscribers and their user logs are read once per job run,
// shared by every strategy.
import type { CopyTransaction, Subscriber, TradingBridge } from '../bridge/index.js';
import { copiesOf, followedTrades } from '../subscriptions/copy-history.rules.js';
import { subscriptionHistoryOf } from '../subscriptions/subscription-history.repo.js';
import {
  logEntries,
  lotsOf,
  subscribedStrategies,
  userLog,
} from '../subscriptions/follower-history.service.js';
import {
  buildCopyReportRows,
  copyQualityOf,
  COPY_QUALITY_DAYS,
  type CopyQuality,
  type CopyReportRow,
  type MasterTrade,
  type SubscriptionEvent,
} from '../product-rules/index.js';

const DAY = 86_400_000;
/** The log is read this far before the period, so the first sign of a subscription before it counts. */
const LOOKBACK_MS = 7 * DAY;

export interface FollowerReader {
  subscribers(): Promise<Map<string, Subscriber>>;
  log(subscriberId: string): Promise<ReturnType<typeof logEntries>>;
  /** The account's subscription history (subscriptions/subscription-history.repo.ts). */
  history(subscriberId: string): Promise<SubscriptionEvent[]>;
}

export function followerReader(bridge: TradingBridge, now: number): FollowerReader {
  let all: Promise<Map<string, Subscriber>> | undefined;
  const logs = new Map<string, Promise<ReturnType<typeof logEntries>>>();
  const histories = new Map<string, Promise<SubscriptionEvent[]>>();
  const from = new Date(now - COPY_QUALITY_DAYS * DAY - LOOKBACK_MS);
  return {
    subscribers() {
      all ??= bridge.listSubscribers().then((list) => new Map(list.map((s) => [s.id, s])));
      return all;
    },
    log(subscriberId) {
      const known =
        logs.get(subscriberId) ?? userLog(bridge, subscriberId, from, new Date(now)).then(logEntries);
      logs.set(subscriberId, known);
      return known;
    },
    history(subscriberId) {
      const known = histories.get(subscriberId) ?? subscriptionHistoryOf(subscriberId);
      histories.set(subscriberId, known);
      return known;
    },
  };
}

/**
 * `masters`: the strategy's trades; `ours`: its subscription transactions (all our subscribers). The
 * followers are the subscribers subscribed to it now or with a copy of it.
 */
export async function copyQualityOfStrategy(
  strategyId: string,
  masters: readonly MasterTrade[],
  ours: readonly CopyTransaction[],
  followers: FollowerReader,
  now: number,
): Promise<CopyQuality> {
  const since = now - COPY_QUALITY_DAYS * DAY;
  const subscribers = await followers.subscribers();
  const ids = new Set(ours.map((t) => t.subscriberId));
  for (const s of subscribers.values())
    if (s.subscriptions.some((x) => x.strategyId === strategyId && x.removed !== true)) ids.add(s.id);
  const rows: CopyReportRow[] = [];
  for (const id of ids) {
    const copies = copiesOf(
      ours.filter((t) => t.subscriberId === id),
      masters,
    );
    const [entries, history] = await Promise.all([followers.log(id), followers.history(id)]);
    const log = entries.filter((e) => e.strategyId === undefined || e.strategyId === strategyId);
    const subscribedNow = subscribedStrategies(subscribers.get(id));
    const followed = followedTrades(masters, copies, log, { history, subscribedNow });
    const lots = lotsOf(subscribers.get(id));
    const inPeriod = followed.filter((m) => m.openTime >= since);
    rows.push(...buildCopyReportRows({ masterTrades: inPeriod, copies, log, lots, history }));
  }
  return copyQualityOf(rows);
}
