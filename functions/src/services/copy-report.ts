// The copy report of one account (docs/product.md §6.2): CopyFactory's subscription transactions, the
// provided transactions of the followed strategies and the subscriber's user log, joined per master
// trade by the shared rules.
import {
  buildCopyReportRows,
  summarizeCopyReport,
  tradeVolumeOrDefault,
  type CopyLogEntry,
  type GetCopyReportOutput,
} from '../contract/index.js';
import { isBridgeError, type Strategy, type Subscriber, type UserLogEntry } from '../bridge/index.js';
import { copiesOf, followedTrades, masterTradesOf } from '../domain/copy-history.js';
import { bridge } from './clients.js';

const DAY = 86_400_000;
/** Deals are fetched this far before the period, so trades opened before it are read whole. */
const LOOKBACK_MS = 7 * DAY;

function lotsOf(subscriber: Subscriber | null): Record<string, number> {
  const lots: Record<string, number> = {};
  for (const s of subscriber?.subscriptions ?? [])
    lots[s.strategyId] = tradeVolumeOrDefault(s.tradeSizeScaling?.tradeVolume);
  return lots;
}

function logEntries(log: UserLogEntry[]): (CopyLogEntry & { strategyId?: string })[] {
  return log.map((e) => ({
    time: Date.parse(e.time),
    level: e.level,
    message: e.message,
    ...(e.positionId === undefined ? {} : { positionId: e.positionId }),
    ...(e.strategyId === undefined ? {} : { strategyId: e.strategyId }),
    ...(e.symbol === undefined ? {} : { symbol: e.symbol }),
    ...(e.side === undefined ? {} : { side: e.side }),
  }));
}

/** An account that never subscribed has no subscriber, and so no log (404): an empty log. */
async function userLog(accountId: string, from: Date, till: Date): Promise<UserLogEntry[]> {
  try {
    return await bridge().getSubscriberUserLog(accountId, { startTime: from, endTime: till });
  } catch (error) {
    if (isBridgeError(error) && error.code === 'not-found') return [];
    throw error;
  }
}

async function currencyOf(accountId: string): Promise<string> {
  try {
    return (await bridge().getAccountInformation(accountId)).currency || 'USD';
  } catch {
    return 'USD'; // an undeployed terminal still has a report; its money columns are in USD then
  }
}

export async function copyReport(
  accountId: string,
  days: number,
  now = Date.now(),
): Promise<GetCopyReportOutput> {
  const from = new Date(now - days * DAY);
  const till = new Date(now);
  const wide = { from: new Date(from.getTime() - LOOKBACK_MS), till };
  const [subscriber, strategies, ours, log, currency] = await Promise.all([
    bridge().getSubscriber(accountId),
    bridge().listStrategies(),
    bridge().getSubscriptionTransactions({ ...wide, subscriberIds: [accountId] }),
    userLog(accountId, wide.from, till),
    currencyOf(accountId),
  ]);
  const followed = followedStrategies(
    strategies,
    subscriber,
    ours.map((t) => t.strategyId),
  );
  const provided =
    followed.length === 0
      ? []
      : await bridge().getProvidedTransactions({ ...wide, strategyIds: followed.map((s) => s.id) });
  const masters = followed.flatMap((s) =>
    masterTradesOf(
      provided.filter((t) => t.strategyId === s.id),
      s.accountId ?? '',
    ),
  );
  const copies = copiesOf(ours);
  const entries = logEntries(log);
  const inPeriod = followedTrades(masters, copies, entries).filter((m) => m.openTime >= from.getTime());
  const rows = buildCopyReportRows({
    masterTrades: inPeriod,
    copies,
    log: entries,
    lots: lotsOf(subscriber),
  });
  return {
    success: true,
    days,
    startTime: from.toISOString(),
    endTime: till.toISOString(),
    currency,
    strategies: followed.map((s) => ({ id: s.id, name: s.name })),
    summary: summarizeCopyReport(rows),
    rows,
  };
}

/** Strategies the account follows now or copied from in the period. */
function followedStrategies(all: Strategy[], subscriber: Subscriber | null, copied: string[]): Strategy[] {
  const ids = new Set([...(subscriber?.subscriptions ?? []).map((s) => s.strategyId), ...copied]);
  return all.filter((s) => ids.has(s.id));
}
