// What a follower's copy report is built from besides the master's trades (docs/product.md §2): its
// fixed lot per strategy and its CopyFactory user log as the shared rules read them. Shared by the copy
// report and the strategy cards' copy quality, so both classify a master trade the same way.
import { isBridgeError, type Subscriber, type TradingBridge, type UserLogEntry } from '../bridge/index.js';
import { tradeVolumeOrDefault, type CopyLogEntry } from '../product-rules/index.js';

/** Our fixed lot per strategy id (each subscription's trade volume). */
export function lotsOf(subscriber: Subscriber | null | undefined): Record<string, number> {
  const lots: Record<string, number> = {};
  for (const s of subscriber?.subscriptions ?? [])
    lots[s.strategyId] = tradeVolumeOrDefault(s.tradeSizeScaling?.tradeVolume);
  return lots;
}

/** The strategies the account is subscribed to now (a removed subscription does not count). */
export function subscribedStrategies(subscriber: Subscriber | null | undefined): Set<string> {
  return new Set(
    (subscriber?.subscriptions ?? []).filter((s) => s.removed !== true).map((s) => s.strategyId),
  );
}

export function logEntries(log: UserLogEntry[]): (CopyLogEntry & { strategyId?: string })[] {
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
export async function userLog(
  bridge: TradingBridge,
  accountId: string,
  from: Date,
  till: Date,
): Promise<UserLogEntry[]> {
  try {
    return await bridge.getSubscriberUserLog(accountId, { startTime: from, endTime: till });
  } catch (error) {
    if (isBridgeError(error) && error.code === 'not-found') return [];
    throw error;
  }
}
