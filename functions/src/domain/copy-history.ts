// CopyFactory history turned into the copy report's and the strategy statistics' inputs
// (docs/product.md §10). A transaction is one deal; a position's deals are grouped by its id: the
// earliest opens it, and it is closed once the later deals' volume covers the opening volume.
import type { ClosedTrade, CopiedTrade, CopyDeal, CopyLogEntry, MasterTrade } from '../contract/index.js';

interface Position {
  open: CopyDeal;
  openTime: number;
  closeTime: number;
  closedVolume: number;
  result: number;
}

function positions(deals: readonly CopyDeal[], key: (d: CopyDeal) => string | undefined): Position[] {
  const byId = new Map<string, Position>();
  const sorted = [...deals].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const deal of sorted) {
    const id = key(deal);
    if (id === undefined || (deal.type !== 'DEAL_TYPE_BUY' && deal.type !== 'DEAL_TYPE_SELL')) continue;
    const time = Date.parse(deal.time);
    const p = byId.get(id);
    if (!p) {
      byId.set(id, { open: deal, openTime: time, closeTime: time, closedVolume: 0, result: deal.result });
      continue;
    }
    p.closeTime = time;
    p.closedVolume += deal.volume ?? 0;
    p.result += deal.result;
  }
  return [...byId.values()];
}

function isClosed(p: Position): boolean {
  return p.closedVolume + 1e-9 >= (p.open.volume ?? 0) && p.closedVolume > 0;
}

/** The strategy's own trades: the deals of its provider account (services/master-deals.ts). */
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
  }));
}

/** Closed trades of a strategy, for its statistics. */
export function closedTradesOf(deals: readonly CopyDeal[], providerAccountId: string): ClosedTrade[] {
  const own = deals.filter((d) => d.subscriberId === providerAccountId && d.slavePositionId === undefined);
  return positions(own, (d) => d.positionId)
    .filter(isClosed)
    .map((p) => ({
      openTime: p.openTime,
      closeTime: p.closeTime,
      volume: p.open.volume ?? 0,
      profit: p.result,
    }));
}

/** Our copies: subscription transactions grouped by our position (slavePositionId). */
export function copiesOf(deals: readonly CopyDeal[]): CopiedTrade[] {
  return positions(deals, (d) => d.slavePositionId).map((p) => ({
    masterPositionId: p.open.positionId ?? '',
    openTime: p.openTime,
    openPrice: p.open.price ?? 0,
    volume: p.open.volume ?? 0,
    ...(p.open.latencyMs === undefined ? {} : { latencyMs: p.open.latencyMs }),
    ...(p.open.slippageBasisPoints === undefined ? {} : { slippageBasisPoints: p.open.slippageBasisPoints }),
    ...(p.open.slippageMoney === undefined ? {} : { slippageMoney: p.open.slippageMoney }),
    ...(isClosed(p) ? { profit: cents(p.result) } : {}),
  }));
}

/**
 * Master trades the account was following when they opened: from the first sign of the subscription on
 * (a copy or a log line; one about a master position counts from that position's open). Earlier trades
 * of the strategy are not the account's.
 */
export function followedTrades(
  masters: readonly MasterTrade[],
  copies: readonly CopiedTrade[],
  log: readonly (CopyLogEntry & { strategyId?: string })[],
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
  return masters.filter((m) => m.openTime >= (since.get(m.strategyId) ?? Infinity));
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
