// MetaApi's published example responses (published-examples.ts) replayed through our adapter, served as
// MetaApi would send them from a loopback HTTP server, asserting what each field we use means
// (docs/architecture.md §6). The meanings come from the examples themselves: the EURJPY deal at 124.526
// has lotPrice 117566.09 (a lot's value, not a price) and, being a sell, quantity -0.04.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetaApiBridge } from '../../functions/src/bridge/index.js';
import { copiesOf } from '../../functions/src/subscriptions/copy-history.rules.js';
import { strategyRiskLimitSchema } from '../../functions/src/bridge/metaapi-schemas.js';
import { accountLossLimitOf, guardrailsOf } from '../../functions/src/product-rules/guardrails.js';
import {
  buildCopyReportRows,
  summarizeCopyReport,
  type MasterTrade,
} from '../../functions/src/product-rules/index.js';
import * as X from './published-examples.js';

type Answer = { status: number; body?: unknown };
const routes: [string, RegExp, Answer][] = [];
const seen: string[] = [];
/** Serves `body` (200) or a bare status for METHOD and a path matching `path`; the latest route wins. */
function serve(method: string, path: RegExp, answer: Answer): void {
  routes.unshift([method, path, answer]);
}

let server: Server;
let bridge: MetaApiBridge;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://loopback');
      seen.push(`${req.method} ${url.pathname}${url.search}`);
      const hit = routes.find(([m, p]) => m === req.method && p.test(url.pathname));
      const answer = hit?.[2] ?? { status: 404, body: { id: 1, error: 'NotFoundError', message: 'none' } };
      res.writeHead(answer.status, answer.body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bridge = new MetaApiBridge({
    provisioningUrl: url,
    clientUrl: url,
    copyFactoryUrl: url,
    token: 'header.payload.sign',
    retries: 0,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const WINDOW = { from: new Date('2020-08-01T00:00:00Z'), till: new Date('2020-08-03T00:00:00Z') };
const SUBSCRIBER_ID = X.SUBSCRIBER._id;

describe('CopyFactory transactions (history.client.spec.es6 and the metrics docs example)', () => {
  it.each([
    ['provided', '/users/current/provided-transactions', () => bridge.getProvidedTransactions(WINDOW)],
    [
      'subscription',
      '/users/current/subscription-transactions',
      () => bridge.getSubscriptionTransactions(WINDOW),
    ],
  ])(
    'reads a %s EURJPY sell at its tickPrice, as 0.04 lots, its result net of swap and commission',
    async (_k, path, read) => {
      serve('GET', new RegExp(`^${path}$`), { status: 200, body: [X.EURJPY_SELL_TRANSACTION] });
      // 0.49 profit - 0.14 swap - 0.14 commission = 0.21; the example's strategy has no name, so its id.
      const [deal, ...others] = await read();
      expect(others).toEqual([]);
      const { result, ...rest } = deal!;
      expect(rest).toEqual({
        id: '64664661:close',
        type: 'DEAL_TYPE_SELL',
        time: '2020-08-02T21:01:01.830Z',
        subscriberId: 'e8867baa-5ec2-45ae-9930-4d5cea18d0d6',
        strategyId: 'ABCD',
        strategyName: 'ABCD',
        symbol: 'EURJPY',
        volume: 0.04,
        price: 124.526,
      });
      expect(result).toBeCloseTo(0.21, 10);
    },
  );

  it("carries CopyFactory's own latency and slippage from metrics, not figures of ours", async () => {
    const copy = {
      ...X.EURJPY_SELL_TRANSACTION,
      slavePositionId: '64664662',
      metrics: X.TRANSACTION_METRICS,
    };
    serve('GET', /^\/users\/current\/subscription-transactions$/, { status: 200, body: [copy] });
    const [read] = await bridge.getSubscriptionTransactions(WINDOW);
    expect(read).toMatchObject({
      latencyMs: 261,
      slippageBasisPoints: -0.24676531795690237,
      slippageMoney: -5.969852681100103,
    });
  });

  it('closes a copy whose opening buy of 0.04 is followed by the published sell of quantity -0.04', async () => {
    const close = { ...X.EURJPY_SELL_TRANSACTION, positionId: 'M1', slavePositionId: 'C1' };
    const open = {
      ...close,
      id: '64664661:open',
      type: 'DEAL_TYPE_BUY',
      time: '2020-08-02T20:00:00.000Z',
      quantity: 0.04,
      tickPrice: 124.4,
      amount: 0.04 * 117447.04,
      lotPrice: 117447.04,
      commission: 0,
      swap: 0,
      profit: 0,
    };
    serve('GET', /^\/users\/current\/subscription-transactions$/, { status: 200, body: [open, close] });
    const copies = copiesOf(await bridge.getSubscriptionTransactions(WINDOW));
    // Closed: the sell's 0.04 lots cover the buy's 0.04; its result 0.21 (0 from the open).
    expect(copies).toEqual([
      {
        masterPositionId: 'M1',
        openTime: Date.parse(open.time),
        openPrice: 124.4,
        volume: 0.04,
        profit: 0.21,
      },
    ]);
  });
});

// CopyDesk reads three of the six transactionMetrics fields, and only for the copy report; the card
// figures (gains, trades, subscribers) come from our own replay of the master's deals, since CopyFactory
// publishes no strategy or subscriber metrics (docs/architecture.md §6 "The copy report's guesses").
describe('the transactionMetrics example in the copy report (docs copyfactory/models/transactionMetrics)', () => {
  const master = (positionId: string, openTime: string): MasterTrade => ({
    strategyId: 'ABCD',
    strategyName: 'ABCD',
    positionId,
    symbol: 'EURJPY',
    side: 'sell',
    openTime: Date.parse(openTime),
    openPrice: 124.5,
    volume: 0.04,
  });
  // The master opened 261 ms before the example's copy and 900 ms before a copy with no metrics.
  const MASTERS = [master('M1', '2020-08-02T21:01:01.569Z'), master('M2', '2020-08-02T22:00:00.000Z')];

  async function reportOf() {
    const measured = {
      ...X.EURJPY_SELL_TRANSACTION,
      positionId: 'M1',
      slavePositionId: 'C1',
      metrics: X.TRANSACTION_METRICS,
    };
    const unmeasured = {
      ...X.EURJPY_SELL_TRANSACTION,
      id: '64664663:open',
      time: '2020-08-02T22:00:00.900Z',
      positionId: 'M2',
      slavePositionId: 'C2',
    };
    serve('GET', /^\/users\/current\/subscription-transactions$/, {
      status: 200,
      body: [measured, unmeasured],
    });
    const copies = copiesOf(await bridge.getSubscriptionTransactions(WINDOW), MASTERS);
    const rows = buildCopyReportRows({ masterTrades: MASTERS, copies, log: [], lots: { ABCD: 0.04 } });
    return { rows, summary: summarizeCopyReport(rows) };
  }

  it("shows the example's 261 ms as CopyFactory's delay and its slippage rounded, negative as published", async () => {
    const { rows } = await reportOf();
    const row = rows.find((r) => r.positionId === 'M1');
    expect(row).toMatchObject({
      outcome: 'copied',
      delayMs: 261,
      delayEstimated: false,
      slippageBasisPoints: -0.25,
      slippageMoney: -5.97,
    });
  });

  it('marks the delay of a copy without metrics as estimated and keeps it out of the percentiles', async () => {
    const { rows, summary } = await reportOf();
    expect(rows.find((r) => r.positionId === 'M2')).toMatchObject({
      delayMs: 900,
      delayEstimated: true,
      slippageBasisPoints: null,
      slippageMoney: null,
    });
    expect(summary).toMatchObject({ medianDelayMs: 261, p95DelayMs: 261, averageSlippageBasisPoints: -0.25 });
  });

  it("reads none of the example's part latencies, which do not add up to its tradeCopyingLatency", async () => {
    const { mtAndBrokerSignalLatency, tradeAlgorithmLatency, mtAndBrokerTradeLatency } =
      X.TRANSACTION_METRICS;
    // 72 + 35 + 176 = 283 ms, not the 261 ms measured end to end: the parts are not a breakdown we show.
    expect(mtAndBrokerSignalLatency + tradeAlgorithmLatency + mtAndBrokerTradeLatency).toBe(283);
    const [copy] = await bridge.getSubscriptionTransactions(WINDOW).then((deals) => copiesOf(deals, MASTERS));
    expect(Object.keys(copy ?? {}).filter((k) => /latency/i.test(k))).toEqual(['latencyMs']);
  });
});

describe('MetaTrader client API (rpcMetaApiConnectionInstance.spec.es6, metatraderSymbolPrice docs)', () => {
  const ACCOUNT_PATH = `/users/current/accounts/${X.ACCOUNT._id}`;
  beforeAll(() => serve('GET', new RegExp(`^${ACCOUNT_PATH}$`), { status: 200, body: X.ACCOUNT }));

  it("reads a symbol's current bid and ask, and its tick values", async () => {
    serve('GET', /\/symbols\/AUDNZD\/current-price$/, { status: 200, body: X.AUDNZD_PRICE });
    expect(await bridge.getSymbolPrice(X.ACCOUNT._id, 'AUDNZD')).toEqual({
      symbol: 'AUDNZD',
      bid: 1.05297,
      ask: 1.05309,
      time: '2020-04-07T03:45:23.345Z',
      profitTickValue: 0.59731,
      lossTickValue: 0.59736,
    });
  });

  it("reads account information: balance, equity, margin and leverage in the account's currency", async () => {
    serve('GET', /\/account-information$/, { status: 200, body: X.ACCOUNT_INFORMATION });
    expect(await bridge.getAccountInformation(X.ACCOUNT._id)).toMatchObject({
      currency: 'USD',
      balance: 7319.9,
      equity: 7306.649913200001,
      margin: 184.1,
      freeMargin: 7120.22,
      leverage: 100,
      marginLevel: 3967.58283542,
      broker: 'True ECN Trading Ltd',
    });
  });

  it('reads a position: its id as text, lots, open and current price', async () => {
    serve('GET', /\/positions$/, { status: 200, body: [X.GBPUSD_POSITION] });
    expect(await bridge.getPositions(X.ACCOUNT._id)).toEqual([
      expect.objectContaining({
        id: '46214692',
        type: 'POSITION_TYPE_BUY',
        symbol: 'GBPUSD',
        volume: 0.07,
        openPrice: 1.26101,
        currentPrice: 1.24883,
        profit: -85.25999999999966,
      }),
    ]);
  });

  it('reads a history deal: its price is a price and its volume lots', async () => {
    serve('GET', /\/history-deals\/time\//, { status: 200, body: [X.GBPUSD_DEAL] });
    expect(await bridge.getHistoryDeals(X.ACCOUNT._id, WINDOW.from, WINDOW.till)).toEqual([
      expect.objectContaining({
        id: '33230099',
        type: 'DEAL_TYPE_BUY',
        entryType: 'DEAL_ENTRY_IN',
        symbol: 'GBPUSD',
        volume: 0.07,
        price: 1.26101,
        positionId: '46214692',
      }),
    ]);
  });
});

describe('provisioning (metatraderAccount.client.spec.es6)', () => {
  it('reads an account, alone and in a list, and a created account id', async () => {
    serve('GET', /^\/users\/current\/accounts$/, { status: 200, body: [X.ACCOUNT] });
    serve('GET', new RegExp(`^/users/current/accounts/${X.ACCOUNT._id}$`), { status: 200, body: X.ACCOUNT });
    serve('POST', /^\/users\/current\/accounts$/, { status: 201, body: X.CREATED_ACCOUNT });
    const expected = {
      id: '1eda642a-a9a3-457c-99af-3bc5e8d5c4c9',
      login: '50194988',
      server: 'ICMarketsSC-Demo',
      state: 'DEPLOYED',
      connectionStatus: 'DISCONNECTED',
    };
    expect((await bridge.listAccounts()).items).toEqual([expect.objectContaining(expected)]);
    expect(await bridge.getAccount(X.ACCOUNT._id)).toMatchObject(expected);
    const created = await bridge.provisionAccount({
      name: 'mt5a',
      login: '50194988',
      password: 'Test1234',
      server: 'ICMarketsSC-Demo',
      transactionId: 'transactionIdtransactionIdtransa',
    });
    expect(created.id).toBe('id');
  });

  it.each([
    ['deploy', 'POST', /\/deploy$/, () => bridge.deployAccount('id')],
    ['undeploy', 'POST', /\/undeploy$/, () => bridge.undeployAccount('id')],
    ['delete', 'DELETE', /^\/users\/current\/accounts\/id$/, () => bridge.deleteAccount('id')],
  ])('accepts the empty 204 of %s', async (_name, method, path, call) => {
    serve(method, path, { status: 204 });
    await expect(call()).resolves.toBeUndefined();
  });
});

describe('CopyFactory configuration and trading (configuration.client.spec.ts, trading.client.spec.es6)', () => {
  it('reads strategies: their id and the provider account behind them', async () => {
    serve('GET', /^\/users\/current\/configuration\/strategies$/, {
      status: 200,
      body: [X.STRATEGY_IN_LIST],
    });
    serve('GET', /^\/users\/current\/configuration\/strategies\/ABCD$/, { status: 200, body: X.STRATEGY });
    expect(await bridge.listStrategies()).toEqual([
      expect.objectContaining({ id: 'ABCD', name: 'Test strategy', accountId: X.STRATEGY_IN_LIST.accountId }),
    ]);
    expect(await bridge.getStrategy('ABCD')).toMatchObject({ id: 'ABCD', accountId: 'providerId' });
  });

  // configuration.client.spec.ts "...WithClassicPagination": the {count, items} our api-version 2 asks for.
  it('reads the classic-pagination lists of strategies and subscribers', async () => {
    serve('GET', /^\/users\/current\/configuration\/strategies$/, {
      status: 200,
      body: { count: 1, items: [X.STRATEGY_IN_LIST] },
    });
    serve('GET', /^\/users\/current\/configuration\/subscribers$/, {
      status: 200,
      body: { count: 1, items: [X.SUBSCRIBER] },
    });
    expect((await bridge.listStrategies()).map((s) => [s.id, s.accountId])).toEqual([
      ['ABCD', X.STRATEGY_IN_LIST.accountId],
    ]);
    expect((await bridge.listSubscribers()).map((s) => s.id)).toEqual([SUBSCRIBER_ID]);
  });

  it('reads a subscriber, alone and in a list, and writes it back whole', async () => {
    const path = new RegExp(`^/users/current/configuration/subscribers/${SUBSCRIBER_ID}$`);
    serve('GET', /^\/users\/current\/configuration\/subscribers$/, { status: 200, body: [X.SUBSCRIBER] });
    serve('GET', path, { status: 200, body: X.SUBSCRIBER });
    serve('PUT', path, { status: 204 });
    const subscriber = {
      id: SUBSCRIBER_ID,
      name: 'Demo account',
      subscriptions: [{ strategyId: 'ABCD', multiplier: 1 }],
    };
    expect(await bridge.listSubscribers()).toEqual([expect.objectContaining(subscriber)]);
    const read = await bridge.getSubscriber(SUBSCRIBER_ID);
    expect(read).toMatchObject({ ...subscriber, reservedMarginFraction: 0.25 });
    await bridge.saveSubscriber(read!);
    expect(seen).toContain(`PUT /users/current/configuration/subscribers/${SUBSCRIBER_ID}`);
  });

  it('reads the StrategyRiskLimit docs example on a subscription and on the subscriber, field for field', async () => {
    expect(strategyRiskLimitSchema.parse(X.STRATEGY_RISK_LIMIT)).toEqual(X.STRATEGY_RISK_LIMIT);
    serve('GET', /\/configuration\/subscribers\/[^/]+$/, {
      status: 200,
      body: {
        ...X.SUBSCRIBER,
        riskLimits: [X.STRATEGY_RISK_LIMIT],
        subscriptions: [{ strategyId: 'ABCD', multiplier: 1, riskLimits: [X.STRATEGY_RISK_LIMIT] }],
      },
    });
    const read = await bridge.getSubscriber(SUBSCRIBER_ID);
    expect(read?.riskLimits).toEqual([X.STRATEGY_RISK_LIMIT]);
    expect(read?.subscriptions[0]?.riskLimits).toEqual([X.STRATEGY_RISK_LIMIT]);
    // A day limit on balance-difference is not one of ours (docs/product.md §5): no guardrail, no account limit.
    expect(guardrailsOf(read!.subscriptions[0]!)).toEqual({
      equityStop: null,
      dailyLossLimit: null,
      onHit: 'close-only',
    });
    expect(accountLossLimitOf(read!)).toBeNull();
  });

  it('reads a stop-out: its reason and strategy, for the subscriber asked about', async () => {
    serve('GET', /\/stopouts$/, { status: 200, body: [X.STOPOUT] });
    expect(await bridge.getStopouts(SUBSCRIBER_ID)).toEqual([
      expect.objectContaining({
        subscriberId: SUBSCRIBER_ID,
        reason: 'monthly-balance',
        strategy: { id: 'ABCD', name: 'Strategy' },
        stoppedAt: '2020-08-08T07:57:30.328Z',
      }),
    ]);
  });

  it('reads a user log message and accepts the empty 204s of stop-out resets and subscription removal', async () => {
    serve('GET', /\/user-log$/, { status: 200, body: [X.USER_LOG_MESSAGE] });
    serve('POST', /\/reset$/, { status: 204 });
    serve('DELETE', /\/subscriptions\/ABCD$/, { status: 204 });
    expect(await bridge.getUserLog(SUBSCRIBER_ID)).toEqual([
      expect.objectContaining({ time: '2020-08-08T07:57:30.328Z', level: 'INFO', message: 'message' }),
    ]);
    await expect(bridge.resetStopouts(SUBSCRIBER_ID, 'monthly-balance')).resolves.toBeUndefined();
    await expect(
      bridge.resetSubscriptionStopouts(SUBSCRIBER_ID, 'ABCD', 'day-balance-difference'),
    ).resolves.toBeUndefined();
    await expect(bridge.removeSubscription(SUBSCRIBER_ID, 'ABCD')).resolves.toBeUndefined();
  });
});
