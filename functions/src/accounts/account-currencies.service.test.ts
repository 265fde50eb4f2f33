// Each amount in its own currency (docs/product.md §2), worked by hand: a ZAR account following a
// USD strategy. The bridge is a stand-in answering only what the conversion asks (history deals, the
// accounts' currencies, a pair's current price); USDZAR is 18.2 as on the simulator.
import { describe, expect, it } from 'vitest';
import type { AccountInformation, CopyTransaction, Deal, Strategy } from '../bridge/index.js';
import { currencyReader } from './account-currencies.service.js';
import { masterTradesIn } from '../subscriptions/copy-report.service.js';
import { freshState } from '../statistics/statistics-state.rules.js';
import { foldCopiesInCurrency } from '../statistics/statistics-run.service.js';
import { buildCopyReportRows } from '../product-rules/index.js';

const STRATEGY: Strategy = {
  id: 'S1',
  name: 'Dollar Trend',
  description: '',
  accountId: 'provider-s1',
};
const WINDOW = { from: new Date('2026-03-01T00:00:00Z'), till: new Date('2026-03-08T00:00:00Z') };

// The master's trade on its own (USD) account: 1.00 lot EURUSD bought at 1.1 and sold; profit 52,
// commission -2, swap 0: USD 50 at 1.00 lot.
const MASTER_DEALS: Deal[] = [
  {
    id: 'd1',
    type: 'DEAL_TYPE_BUY',
    symbol: 'EURUSD',
    volume: 1,
    price: 1.1,
    profit: 0,
    positionId: 'p1',
    time: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 'd2',
    type: 'DEAL_TYPE_SELL',
    symbol: 'EURUSD',
    volume: 1,
    price: 1.105,
    profit: 52,
    commission: -2,
    positionId: 'p1',
    time: '2026-03-02T12:00:00.000Z',
  },
];

function info(currency: string): AccountInformation {
  const base = {
    balance: 0,
    equity: 0,
    margin: 0,
    freeMargin: 0,
    leverage: 500,
    server: 's',
    platform: 'mt5',
  };
  return { ...base, currency, name: 'n', login: '1' };
}

/** A bridge whose broker quotes `quotes` (symbol -> price, bid = ask); the provider's account is in USD. */
function bridgeQuoting(quotes: Record<string, number>) {
  return {
    getHistoryDeals: () => Promise.resolve(MASTER_DEALS),
    getAccountInformation: (id: string) => Promise.resolve(info(id.startsWith('provider') ? 'USD' : 'ZAR')),
    getSymbolPrice: (_id: string, symbol: string) => {
      const price = quotes[symbol];
      if (price === undefined) return Promise.reject(new Error(`Symbol ${symbol} is not defined`));
      return Promise.resolve({ symbol, bid: price, ask: price, time: '2026-03-08T00:00:00.000Z' });
    },
  };
}

async function masterProfitAtOurLot(quotes: Record<string, number>): Promise<number | null> {
  const bridge = bridgeQuoting(quotes);
  const readers = { deals: bridge, currencies: currencyReader(bridge) };
  const masters = await masterTradesIn({ id: 'zar-1', currency: 'ZAR' }, STRATEGY, WINDOW, readers);
  const [row] = buildCopyReportRows({ masterTrades: masters, copies: [], log: [], lots: { S1: 0.1 } });
  return row?.masterProfitScaled ?? null;
}

describe("a ZAR account's figures from a USD strategy", () => {
  it.each([
    // USD 50 at 1.00 lot is USD 5 at our 0.10 lot; x 18.2 = ZAR 91.00.
    ['USDZAR quoted at 18.2', { USDZAR: 18.2 }, 91],
    // Only ZARUSD quoted, at 0.05: 1 / 0.05 = 20 ZAR per USD; USD 5 x 20 = ZAR 100.00.
    ['only ZARUSD quoted, at 0.05', { ZARUSD: 0.05 }, 100],
    // No pair readable: no figure, rather than USD 5 under the ZAR label.
    ['no pair quoted', {}, null],
  ])("the copy report's master P/L at our lot, with %s", async (_case, quotes, expected) => {
    expect(await masterProfitAtOurLot(quotes)).toBe(expected);
  });

  it("converts our ZAR subscriber's closed copy into the USD strategy's currency for the card", async () => {
    // Our copy at 0.10 lot closed with ZAR 182: 182 / 18.2 = USD 10.
    const copy = { subscriberId: 'zar-1', strategyId: 'S1', strategyName: 'Dollar Trend', symbol: 'EURUSD' };
    const ours: CopyTransaction[] = [
      {
        ...copy,
        id: 't1',
        type: 'DEAL_TYPE_BUY',
        time: '2026-03-02T10:00:01.000Z',
        positionId: 'p1',
        slavePositionId: 'c1',
        volume: 0.1,
        price: 1.1,
        result: 0,
      },
      {
        ...copy,
        id: 't2',
        type: 'DEAL_TYPE_SELL',
        time: '2026-03-02T12:00:01.000Z',
        positionId: 'p1',
        slavePositionId: 'c1',
        volume: 0.1,
        price: 1.105,
        result: 182,
      },
    ];
    // One copy of USD 10 at 0.10 lot is USD 100 at 1.00 lot.
    const converted = freshState('S1', 0);
    await foldCopiesInCurrency(converted, ours, 'USD', currencyReader(bridgeQuoting({ USDZAR: 18.2 })));
    expect(converted.aggregate.copies).toEqual({ count: 1, sized: 1, perLotSum: 100 });
    const unquoted = freshState('S1', 0);
    await foldCopiesInCurrency(unquoted, ours, 'USD', currencyReader(bridgeQuoting({})));
    expect(unquoted.aggregate.copies).toEqual({ count: 0, sized: 0, perLotSum: 0 });
  });
});
