import {
  followStateAt,
  type ClosedTrade,
  type CopiedTrade,
  type CopyDeal,
  type CopyLogEntry,
  type MasterTrade,
  type SubscriptionEvent,
} from '../product-rules/index.js';
// CopyFactory history turned into the copy report's and the strategy statistics' inputs
// (docs/product.md §10). A transaction is one deal; a position's deals are grouped by its id, in time
// order: the earliest opens it, and it is closed once the later deals' volume covers the opening volume.
// A position whose first deal seen is an exit (entryType DEAL_ENTRY_OUT / OUT_BY) opened before the deals
// read: its side is the reverse of that deal's and it is marked openedBefore, never shown as a new open
// (docs/architecture.md §6).

interface Position {
  open: CopyDeal;
  openedBefore: boolean;
  openTime: number;
  closeTime: number;
  closedVolume: number;
  result: number;
}

function positions(
  deals: readonly CopyDeal[],
  key: (d: CopyDeal) => string | undefined,
  isExit: (d: CopyDeal) => boolean = isExitEntry,
): Position[] {
  const byId = new Map<string, Position>();
  const sorted = [...deals].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const deal of sorted) {
    const id = key(deal);
    if (id === undefined || (deal.type !== 'DEAL_TYPE_BUY' && deal.type !== 'DEAL_TYPE_SELL')) continue;
    const time = Date.parse(deal.time);
    const p = byId.get(id);
    if (!p) {
      const exit = isExit(deal);
      byId.set(id, {
        open: exit ? { ...deal, type: reversed(deal.type) } : deal,
        openedBefore: exit,
        openTime: time,
        closeTime: time,
        closedVolume: exit ? (deal.volume ?? 0) : 0,
        result: deal.result,
      });
      continue;
    }
    p.closeTime = time;
    p.closedVolume += deal.volume ?? 0;
    p.result += deal.result;
  }
  return [...byId.values()];
}

const EXIT_ENTRIES = new Set(['DEAL_ENTRY_OUT', 'DEAL_ENTRY_OUT_BY']);
const isExitEntry = (deal: CopyDeal) => deal.entryType !== undefined && EXIT_ENTRIES.has(deal.entryType);
const reversed = (type: string) => (type === 'DEAL_TYPE_BUY' ? 'DEAL_TYPE_SELL' : 'DEAL_TYPE_BUY');

function isClosed(p: Position): boolean {
  return p.closedVolume + 1e-9 >= (p.open.volume ?? 0) && p.closedVolume > 0;
}

/** The strategy's own trades: the deals of its provider account (statistics/master-deals.service.ts). */
export function masterTradesOf(deals: readonly CopyDeal[], providerAccountId: string): MasterTrade[] {
  const own = deals.filter((d) => d.subscriberId === providerAccountId && d.slavePositionId === undefined);
  return positions(own, (d) => d.positionId).map((p) => ({
    strategyId: p.open.strategyId,
    strategyName: p.open.strategyName,
    positionId: p.open.positionId ?? '',
    symbol: p.open.symbol ?? '',
    side: p.open.type === 'DEAL_TYPE_BUY' ? 'buy' : 'sell',
    openTime: p.openTime,
    openPrice: p.open.price ?? 0,
    volume: p.open.volume ?? 0,
    ...(isClosed(p) ? { profit: cents(p.result) } : {}),
    ...(p.openedBefore ? { openedBefore: true as const } : {}),
  }));
}

/** Closed trades of a strategy, for its statistics. */
export function closedTradesOf(deals: readonly CopyDeal[], providerAccountId: string): ClosedTrade[] {
  const own = deals.filter((d) => d.subscriberId === providerAccountId && d.slavePositionId === undefined);
  return positions(own, (d) => d.positionId)
    .filter((p) => isClosed(p) && !p.openedBefore)
    .map((p) => ({
      openTime: p.openTime,
      closeTime: p.closeTime,
      volume: p.open.volume ?? 0,
      profit: p.result,
    }));
}

/**
 * Our copies: subscription transactions grouped by our position (slavePositionId). CopyFactory's
 * transactions carry no entryType: a copy's first deal seen against its master trade's side is an exit.
 */
export function copiesOf(deals: readonly CopyDeal[], masters: readonly MasterTrade[] = []): CopiedTrade[] {
  const sides = new Map(masters.map((m) => [m.positionId, m.side]));
  const againstMaster = (d: CopyDeal) => {
    const side = sides.get(d.positionId ?? '');
    return side !== undefined && d.type !== (side === 'buy' ? 'DEAL_TYPE_BUY' : 'DEAL_TYPE_SELL');
  };
  const isExit = (d: CopyDeal) => isExitEntry(d) || againstMaster(d);
  return positions(deals, (d) => d.slavePositionId, isExit).map((p) => ({
    masterPositionId: p.open.positionId ?? '',
    openTime: p.openTime,
    openPrice: p.open.price ?? 0,
    volume: p.open.volume ?? 0,
    ...(p.open.latencyMs === undefined ? {} : { latencyMs: p.open.latencyMs }),
    ...(p.open.slippageBasisPoints === undefined ? {} : { slippageBasisPoints: p.open.slippageBasisPoints }),
    ...(p.open.slippageMoney === undefined ? {} : { slippageMoney: p.open.slippageMoney }),
    ...(isClosed(p) ? { profit: cents(p.result) } : {}),
    ...(p.openedBefore ? { openedBefore: true as const } : {}),
  }));
}

/**
 * Master trades the account was following when they opened. Where our subscription history names the
 * strategy it decides (followStateAt; a trade outside its windows stays, to be shown "not followed").
 * Elsewhere (subscribed before the history was recorded) the window is guessed: from the first sign of
 * the subscription on (a copy or a log line; one about a master position counts from that position's
 * open), or the whole period for a strategy subscribed now that shows no sign at all, whose copying
 * never started (docs/architecture.md §6).
 */
export function followedTrades(
  masters: readonly MasterTrade[],
  copies: readonly CopiedTrade[],
  log: readonly (CopyLogEntry & { strategyId?: string })[],
  known: { history?: readonly SubscriptionEvent[]; subscribedNow?: ReadonlySet<string> } = {},
): MasterTrade[] {
  const byPosition = new Map(masters.map((m) => [m.positionId, m]));
  const since = new Map<string, number>();
  const note = (strategyId: string | undefined, time: number) => {
    if (strategyId !== undefined) since.set(strategyId, Math.min(since.get(strategyId) ?? Infinity, time));
  };
  for (const c of copies) {
    const m = byPosition.get(c.masterPositionId);
    note(m?.strategyId, m?.openTime ?? c.openTime);
  }
  for (const e of log) {
    const m = byPosition.get(e.positionId ?? '');
    note(e.strategyId ?? m?.strategyId, m?.openTime ?? e.time);
  }
  for (const id of known.subscribedNow ?? []) if (!since.has(id)) since.set(id, -Infinity);
  return masters.filter((m) =>
    followStateAt(known.history ?? [], m.strategyId, m.openTime) !== null
      ? true
      : m.openTime >= (since.get(m.strategyId) ?? Infinity),
  );
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
