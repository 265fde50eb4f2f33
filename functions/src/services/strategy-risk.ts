// A strategy's risk basis for the preview (docs/product.md §5). The per-lot worst drawdown and worst day
// come from the strategy statistics cache (the schedule computes them from the strategy's own closed
// trades); without a cache entry yet, from its provided transactions of the last year. The typical
// position (most traded symbol, latest price) comes from the last week of its deals. Null when the
// bridge does not know the strategy.
import type { Firestore } from 'firebase-admin/firestore';
import {
  riskBasisFromPerLot,
  riskBasisOf,
  typicalPositionOf,
  type StrategyRiskBasis,
} from '../contract/index.js';
import type { CopyTransaction } from '../bridge/index.js';
import { closedTradesOf } from '../domain/copy-history.js';
import { readStrategyStatistics } from '../repos/strategy-statistics-repo.js';
import { bridge } from './clients.js';

const DAY = 86_400_000;
const YEAR_MS = 365 * DAY;
const TYPICAL_WINDOW_MS = 7 * DAY;

async function currencyOf(accountId: string | undefined): Promise<string> {
  if (!accountId) return 'USD';
  try {
    return (await bridge().getAccountInformation(accountId)).currency || 'USD';
  } catch {
    return 'USD'; // CopyFactory transactions are in the provider's currency; USD when it cannot be read
  }
}

function typicalOf(deals: readonly CopyTransaction[], providerAccountId: string | undefined) {
  const own = deals.filter((d) => d.subscriberId === providerAccountId && d.slavePositionId === undefined);
  return typicalPositionOf(
    own.flatMap((d) =>
      d.symbol !== undefined && d.price !== undefined
        ? [{ symbol: d.symbol, price: d.price, time: Date.parse(d.time) }]
        : [],
    ),
  );
}

export async function strategyRiskBasis(
  db: Firestore,
  strategyId: string,
  now = Date.now(),
): Promise<StrategyRiskBasis | null> {
  const strategy = await bridge().getStrategy(strategyId);
  if (!strategy) return null;
  const cached = (await readStrategyStatistics(db, [strategyId])).get(strategyId);
  const window = cached ? TYPICAL_WINDOW_MS : YEAR_MS;
  const [deals, currency] = await Promise.all([
    bridge().getProvidedTransactions({
      from: new Date(now - window),
      till: new Date(now),
      strategyIds: [strategyId],
    }),
    currencyOf(strategy.accountId),
  ]);
  const typical = typicalOf(deals, strategy.accountId);
  return cached
    ? riskBasisFromPerLot(cached.trades, cached.perLot, currency, typical)
    : riskBasisOf(closedTradesOf(deals, strategy.accountId ?? ''), currency, typical);
}
