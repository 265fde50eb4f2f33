// CopyFactoryTransaction documents (metaapi.cloud-copyfactory-sdk history.client): one per deal.
// - subscription transactions: the deals of copies on subscriber accounts, `positionId` the master's
//   position and `slavePositionId` the copy, `metrics` on the copy's opening deal;
// - provided transactions: the same copies seen from the strategies we provide, plus the strategy's own
//   deals (subscriberId = the strategy's provider account) [guess: MetaApi documents provided
//   transactions as our subscribers' copies only; docs/architecture.md §6].
// Value scales as MetaApi's published examples show them (docs/architecture.md §6): `tickPrice` is the
// deal's price, `lotPrice` the value of one lot in the account's currency (SDK fixture: EURJPY at
// 124.526 has lotPrice 117566.09 on a USD account), `quantity` is signed by side (its DEAL_TYPE_SELL has
// -0.04) and `amount = quantity x lotPrice` (-4702.64).
import type { SimDeal } from './book.js';
import type { CopyRecord } from './copy-records.js';
import { lotValueUsd, usdTo } from './instruments.js';
import { providerAccountId } from './market.js';
import type { World } from './world.js';

export interface Transaction {
  id: string;
  type: string;
  time: string;
  subscriberId: string;
  symbol?: string;
  subscriberUser: { id: string; name: string };
  demo: boolean;
  providerUser: { id: string; name: string };
  strategy: { id: string; name: string };
  positionId?: string;
  slavePositionId?: string;
  improvement: number;
  providerCommission: number;
  platformCommission: number;
  quantity?: number;
  lotPrice?: number;
  tickPrice?: number;
  amount?: number;
  commission: number;
  swap: number;
  profit: number;
  metrics?: CopyRecord['metrics'];
  /** Sort key, removed before sending. */
  at: number;
}

const USER = { id: 'copydesk', name: 'CopyDesk' };

/** quantity, lotPrice, tickPrice and amount of a trade deal in an account of this currency. */
function tradeFigures(deal: SimDeal, currency: string): Partial<Transaction> {
  if (deal.volume === undefined || deal.price === undefined || deal.symbol === undefined) return {};
  const quantity = deal.type === 'DEAL_TYPE_SELL' ? -deal.volume : deal.volume;
  const lotPrice = Number(usdTo(currency, lotValueUsd(deal.symbol, deal.price)).toFixed(8));
  return { quantity, lotPrice, tickPrice: deal.price, amount: quantity * lotPrice };
}

function base(
  deal: SimDeal,
  subscriberId: string,
  strategy: { id: string; name: string },
  currency: string,
): Transaction {
  return {
    id: deal.id,
    type: deal.type,
    time: new Date(deal.time).toISOString(),
    subscriberId,
    ...(deal.symbol ? { symbol: deal.symbol } : {}),
    subscriberUser: USER,
    demo: false,
    providerUser: USER,
    strategy,
    improvement: 0,
    providerCommission: 0,
    platformCommission: 0,
    ...tradeFigures(deal, currency),
    commission: 0,
    swap: 0,
    profit: deal.profit,
    at: deal.time,
  };
}

function strategyRef(world: World, id: string): { id: string; name: string } {
  const plan = world.market.strategies.find((s) => s.plan._id === id)?.plan;
  return { id, name: plan?.name ?? id };
}

/**
 * Deals of copies on subscriber accounts (one pass over each subscriber's deals); `only` and `strategies`
 * limit the pass to the subscribers and strategies a request names, so a paged read does not rebuild
 * every account's copies.
 */
export function subscriptionTransactions(
  world: World,
  only?: ReadonlySet<string>,
  strategies?: ReadonlySet<string>,
): Transaction[] {
  const bySubscriber = new Map<string, Map<string, CopyRecord>>();
  for (const r of world.copier.records.all()) {
    if (only && !only.has(r.subscriberId)) continue;
    if (strategies && !strategies.has(r.strategyId)) continue;
    const map = bySubscriber.get(r.subscriberId) ?? new Map<string, CopyRecord>();
    map.set(r.positionId, r);
    bySubscriber.set(r.subscriberId, map);
  }
  const out: Transaction[] = [];
  for (const [subscriberId, records] of bySubscriber) {
    const account = world.accounts.get(subscriberId);
    for (const deal of account?.book.deals ?? []) {
      const record = deal.positionId === undefined ? undefined : records.get(deal.positionId);
      if (!record) continue;
      out.push({
        ...base(deal, subscriberId, strategyRef(world, record.strategyId), account?.book.currency ?? 'USD'),
        positionId: record.masterPositionId,
        slavePositionId: record.positionId,
        ...(deal.entryType === 'DEAL_ENTRY_IN' ? { metrics: record.metrics } : {}),
      });
    }
  }
  return out;
}

type StrategyEntry = World['market']['strategies'][number];

/**
 * One strategy's own transactions, oldest first, kept while its deals only grow (the book appends; a
 * re-installed strategy is a new entry): a paged history read then costs a filter, not a rebuild of
 * every strategy's past (20 x 10,000 deals in the statistics bench).
 */
const builtFor = new WeakMap<StrategyEntry, { deals: number; transactions: Transaction[] }>();

function ownTransactions(s: StrategyEntry): Transaction[] {
  const built = builtFor.get(s);
  if (built?.deals === s.book.deals.length) return built.transactions;
  const ref = { id: s.plan._id, name: s.plan.name };
  const provider = providerAccountId(s.plan._id);
  const transactions = [...s.past, ...s.book.deals]
    .filter((d) => d.type !== 'DEAL_TYPE_BALANCE')
    .map((d) => ({
      ...base(d, provider, ref, s.book.currency),
      ...(d.positionId ? { positionId: d.positionId } : {}),
    }))
    .sort((a, b) => a.at - b.at);
  builtFor.set(s, { deals: s.book.deals.length, transactions });
  return transactions;
}

/** The strategies' own deals, under their provider accounts; `only` limits them to the named strategies. */
export function strategyTransactions(world: World, only?: ReadonlySet<string>): Transaction[] {
  return world.market.strategies.filter((s) => !only || only.has(s.plan._id)).flatMap(ownTransactions);
}
