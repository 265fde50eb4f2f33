// A strategy's risk basis for the preview (docs/product.md §5): its own closed trades over the last
// year (CopyFactory provided transactions of its provider account) reduced to per-lot figures by the
// shared rule. Null when the bridge does not know the strategy.
import { riskBasisOf, typicalPositionOf, type StrategyRiskBasis } from '../contract/index.js';
import { closedTradesOf } from '../domain/copy-history.js';
import { bridge } from './clients.js';

const YEAR_MS = 365 * 86_400_000;

async function currencyOf(accountId: string | undefined): Promise<string> {
  if (!accountId) return 'USD';
  try {
    return (await bridge().getAccountInformation(accountId)).currency || 'USD';
  } catch {
    return 'USD'; // CopyFactory transactions are in the provider's currency; USD when it cannot be read
  }
}

export async function strategyRiskBasis(
  strategyId: string,
  now = Date.now(),
): Promise<StrategyRiskBasis | null> {
  const strategy = await bridge().getStrategy(strategyId);
  if (!strategy) return null;
  const [deals, currency] = await Promise.all([
    bridge().getProvidedTransactions({
      from: new Date(now - YEAR_MS),
      till: new Date(now),
      strategyIds: [strategyId],
    }),
    currencyOf(strategy.accountId),
  ]);
  const own = deals.filter((d) => d.subscriberId === strategy.accountId && d.slavePositionId === undefined);
  const priced = own.flatMap((d) =>
    d.symbol !== undefined && d.price !== undefined
      ? [{ symbol: d.symbol, price: d.price, time: Date.parse(d.time) }]
      : [],
  );
  return riskBasisOf(closedTradesOf(deals, strategy.accountId ?? ''), currency, typicalPositionOf(priced));
}
