// The copy report of one account (docs/product.md §2): CopyFactory's subscription transactions (our
// copies), the history deals of the accounts behind the followed strategies (the master's trades, read
// by master-deals.ts) and the subscriber's user log, joined per master trade by the shared rules. The
// master's P/L at our lot is converted into the account's currency at the pair's current price.
import { type GetCopyReportOutput } from '../contract/index.js';
import type { Strategy, Subscriber, TradingBridge } from '../bridge/index.js';
import { copiesOf, followedTrades, masterTradesOf } from './copy-history.rules.js';
import { storedCurrencies } from '../accounts/account-currency.repo.js';
import { readSubscriptionHistory, type HistoryAccount } from './subscription-history.repo.js';
import { currencyReader, type CurrencyReader } from '../accounts/account-currencies.service.js';
import { logEntries, lotsOf, subscribedStrategies, userLog } from './follower-history.service.js';
import { guardrailStopEvent } from './subscription-mirror.service.js';
import { readMasterDeals, type DealWindow } from '../statistics/master-deals.service.js';
import { bridge } from '../platform/clients.js';
import { buildCopyReportRows, summarizeCopyReport, type MasterTrade } from '../product-rules/index.js';

const DAY = 86_400_000;
/** Deals are fetched this far before the period, so trades opened before it are read whole. */
const LOOKBACK_MS = 7 * DAY;

/**
 * The strategy's trades with their results in the account's currency (docs/product.md §2): each result
 * times the rate of the strategy's currency into the account's. Without a readable rate (or currency)
 * the results are left out, so no amount is shown under another currency's label.
 */
export async function masterTradesIn(
  account: { id: string; currency: string | null },
  strategy: Strategy,
  window: DealWindow,
  readers: { deals: Pick<TradingBridge, 'getHistoryDeals'>; currencies: CurrencyReader },
): Promise<MasterTrade[]> {
  const { currencies } = readers;
  const [deals, strategyCurrency] = await Promise.all([
    readMasterDeals(readers.deals, strategy, window),
    strategy.accountId ? currencies.currencyOf(strategy.accountId) : Promise.resolve(null),
  ]);
  const trades = masterTradesOf(deals, strategy.accountId ?? '');
  const rate =
    account.currency && strategyCurrency
      ? await currencies.rate(account.id, strategyCurrency, account.currency)
      : null;
  return trades.map(({ profit, ...trade }) =>
    profit === undefined || rate === null ? trade : { ...trade, profit: profit * rate },
  );
}

/**
 * One history read per followed strategy, whoever asks first: the current subscriptions' reads start
 * as soon as they are known and run beside the (paged) transactions and user log.
 */
function masterReader(
  accountId: string,
  currency: Promise<string | null>,
  window: DealWindow,
  currencies: CurrencyReader,
): (strategies: Strategy[]) => Promise<MasterTrade[]>[] {
  const reads = new Map<string, Promise<MasterTrade[]>>();
  return (strategies) =>
    strategies.map((s) => {
      const read =
        reads.get(s.id) ??
        currency.then((c) =>
          masterTradesIn({ id: accountId, currency: c }, s, window, { deals: bridge(), currencies }),
        );
      reads.set(s.id, read);
      return read;
    });
}

export async function copyReport(
  account: HistoryAccount & { metaApiAccountId: string },
  days: number,
  now = Date.now(),
): Promise<GetCopyReportOutput> {
  const accountId = account.metaApiAccountId;
  const from = new Date(now - days * DAY);
  const till = new Date(now);
  const wide = { from: new Date(from.getTime() - LOOKBACK_MS), till };
  const currencies = currencyReader(bridge(), storedCurrencies);
  const history = readSubscriptionHistory(account);
  const currency = currencies.currencyOf(accountId);
  const mastersOf = masterReader(accountId, currency, wide, currencies);
  const listed = Promise.all([bridge().getSubscriber(accountId), bridge().listStrategies()]);
  const early = listed.then(([subscriber, strategies]) =>
    Promise.all(mastersOf(followedStrategies(strategies, subscriber, []))),
  );
  const [[subscriber, strategies], ours, log, , stopouts] = await Promise.all([
    listed,
    bridge().getSubscriptionTransactions({ ...wide, subscriberIds: [accountId] }),
    userLog(bridge(), accountId, wide.from, till),
    early,
    bridge().getStopouts(accountId),
  ]);
  // A stop still in force is not in the history yet (resuming records it): read it from the bridge.
  const current = stopouts.flatMap((s) => guardrailStopEvent(s, now) ?? []);
  const events = [...(await history), ...current];
  const followed = followedStrategies(strategies, subscriber, [
    ...ours.map((t) => t.strategyId),
    ...events.flatMap((e) => e.strategyId ?? []),
  ]);
  const masters = (await Promise.all(mastersOf(followed))).flat();
  const copies = copiesOf(ours, masters);
  const entries = logEntries(log);
  const known = { history: events, subscribedNow: subscribedStrategies(subscriber) };
  const inPeriod = followedTrades(masters, copies, entries, known).filter(
    (m) => m.openTime >= from.getTime(),
  );
  const rows = buildCopyReportRows({
    masterTrades: inPeriod,
    copies,
    log: entries,
    lots: lotsOf(subscriber),
    history: known.history,
  });
  return {
    success: true,
    days,
    startTime: from.toISOString(),
    endTime: till.toISOString(),
    // An undeployed terminal still has a report, in the currency stored when it was first read; with
    // none known its amounts say "currency unknown", never another currency's symbol.
    currency: await currency,
    strategies: followed.map((s) => ({ id: s.id, name: s.name })),
    summary: summarizeCopyReport(rows),
    rows,
  };
}

/** Strategies the account follows now, copied from in the period or has in its history. */
function followedStrategies(all: Strategy[], subscriber: Subscriber | null, copied: string[]): Strategy[] {
  const ids = new Set([...(subscriber?.subscriptions ?? []).map((s) => s.strategyId), ...copied]);
  return all.filter((s) => ids.has(s.id));
}
