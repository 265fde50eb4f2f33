// MetaApi's own published example responses, as they travel on the wire (Dates as ISO strings), for the
// operations our adapter calls. Each names its source; `SDK` is node_modules/metaapi.cloud-sdk/lib and
// `CF` node_modules/metaapi.cloud-copyfactory-sdk/lib. Copied, not edited: a field the adapter cannot
// read here is a field it cannot read from MetaApi.

/** CF clients/copyfactory/history.client.spec.es6 (getProvidedTransactions, getSubscriptionTransactions). */
export const EURJPY_SELL_TRANSACTION = {
  id: '64664661:close',
  type: 'DEAL_TYPE_SELL',
  time: '2020-08-02T21:01:01.830Z',
  subscriberId: 'e8867baa-5ec2-45ae-9930-4d5cea18d0d6',
  symbol: 'EURJPY',
  subscriberUser: { id: 'subscriberId', name: 'Subscriber' },
  demo: false,
  providerUser: { id: 'providerId', name: 'Provider' },
  strategy: { id: 'ABCD' },
  improvement: 0,
  providerCommission: 0,
  platformCommission: 0,
  quantity: -0.04,
  lotPrice: 117566.08744776,
  tickPrice: 124.526,
  amount: -4702.643497910401,
  commission: -0.14,
  swap: -0.14,
  profit: 0.49,
};

/** https://metaapi.cloud/docs/copyfactory/models/transactionMetrics/ (example). */
export const TRANSACTION_METRICS = {
  tradeCopyingLatency: 261,
  tradeCopyingSlippageInBasisPoints: -0.24676531795690237,
  tradeCopyingSlippageInAccountCurrency: -5.969852681100103,
  mtAndBrokerSignalLatency: 72,
  tradeAlgorithmLatency: 35,
  mtAndBrokerTradeLatency: 176,
};

/** https://metaapi.cloud/docs/client/models/metatraderSymbolPrice/ (example; also SDK
 * metaApi/rpcMetaApiConnectionInstance.spec.es6 "should retrieve symbol price"). */
export const AUDNZD_PRICE = {
  symbol: 'AUDNZD',
  bid: 1.05297,
  ask: 1.05309,
  profitTickValue: 0.59731,
  lossTickValue: 0.59736,
  time: '2020-04-07T03:45:23.345Z',
  brokerTime: '2020-04-07 06:45:23.345',
};

/** SDK metaApi/rpcMetaApiConnectionInstance.spec.es6 "should retrieve account information". */
export const ACCOUNT_INFORMATION = {
  broker: 'True ECN Trading Ltd',
  currency: 'USD',
  server: 'ICMarketsSC-Demo',
  balance: 7319.9,
  equity: 7306.649913200001,
  margin: 184.1,
  freeMargin: 7120.22,
  leverage: 100,
  marginLevel: 3967.58283542,
};

/** SDK metaApi/rpcMetaApiConnectionInstance.spec.es6 "should retrieve positions". */
export const GBPUSD_POSITION = {
  id: '46214692',
  type: 'POSITION_TYPE_BUY',
  symbol: 'GBPUSD',
  magic: 1000,
  time: '2020-04-15T02:45:06.521Z',
  updateTime: '2020-04-15T02:45:06.521Z',
  openPrice: 1.26101,
  currentPrice: 1.24883,
  currentTickValue: 1,
  volume: 0.07,
  swap: 0,
  profit: -85.25999999999966,
  commission: -0.25,
  clientId: 'TE_GBPUSD_7hyINWqAlE',
  stopLoss: 1.17721,
  unrealizedProfit: -85.25999999999901,
  realizedProfit: -6.536993168992922e-13,
};

/** SDK metaApi/rpcMetaApiConnectionInstance.spec.es6 "should retrieve history deals by time range". */
export const GBPUSD_DEAL = {
  clientId: 'TE_GBPUSD_7hyINWqAlE',
  commission: -0.25,
  entryType: 'DEAL_ENTRY_IN',
  id: '33230099',
  magic: 1000,
  platform: 'mt5',
  orderId: '46214692',
  positionId: '46214692',
  price: 1.26101,
  profit: 0,
  swap: 0,
  symbol: 'GBPUSD',
  time: '2020-04-15T02:45:06.521Z',
  type: 'DEAL_TYPE_BUY',
  volume: 0.07,
};

/** SDK clients/metaApi/metatraderAccount.client.spec.es6 "should retrieve MetaTrader account(s) from API". */
export const ACCOUNT = {
  _id: '1eda642a-a9a3-457c-99af-3bc5e8d5c4c9',
  login: '50194988',
  name: 'mt5a',
  server: 'ICMarketsSC-Demo',
  provisioningProfileId: 'f9ce1f12-e720-4b9a-9477-c2d4cb25f076',
  magic: 123456,
  application: 'MetaApi',
  connectionStatus: 'DISCONNECTED',
  state: 'DEPLOYED',
  type: 'cloud',
  tags: ['tag1', 'tag2'],
};

/** SDK clients/metaApi/metatraderAccount.client.spec.es6 "should create MetaTrader account via API". */
export const CREATED_ACCOUNT = { id: 'id' };

/** CF clients/copyfactory/configuration.client.spec.ts "should retrieve strategies from API" (api-version 1). */
export const STRATEGY_IN_LIST = {
  _id: 'ABCD',
  platformCommissionRate: 0.01,
  name: 'Test strategy',
  accountId: 'e8867baa-5ec2-45ae-9930-4d5cea18d0d6',
  maxTradeRisk: 0.1,
  riskLimits: [
    {
      type: 'monthly',
      applyTo: 'balance',
      maxRelativeRisk: 0.5,
      closePositions: false,
      startTime: '2020-08-24T00:00:01.000Z',
    },
  ],
  timeSettings: { lifetimeInHours: 192, openingIntervalInMinutes: 5 },
};

/** CF clients/copyfactory/configuration.client.spec.ts "should retrieve strategy from API". */
export const STRATEGY = {
  _id: 'ABCD',
  accountId: 'providerId',
  platformCommissionRate: 0.01,
  name: 'Test strategy',
  connectionId: 'e8867baa-5ec2-45ae-9930-4d5cea18d0d6',
  maxTradeRisk: 0.1,
  timeSettings: { lifetimeInHours: 192, openingIntervalInMinutes: 5 },
};

/** CF clients/copyfactory/configuration.client.spec.ts "should retrieve CopyFactory subscriber(s) from API". */
export const SUBSCRIBER = {
  _id: 'e8867baa-5ec2-45ae-9930-4d5cea18d0d6',
  name: 'Demo account',
  reservedMarginFraction: 0.25,
  subscriptions: [{ strategyId: 'ABCD', multiplier: 1 }],
};

/** https://metaapi.cloud/docs/copyfactory/models/strategyRiskLimit/ (example). */
export const STRATEGY_RISK_LIMIT = {
  type: 'day',
  applyTo: 'balance-difference',
  maxAbsoluteRisk: 0.05,
  maxRelativeRisk: 0.01,
  closePositions: true,
  startTime: '2020-08-24T00:00:00.000Z',
};

/** CF clients/copyfactory/trading.client.spec.es6 "should retrieve stopouts". */
export const STOPOUT = {
  strategyId: 'accountId',
  reason: 'monthly-balance',
  stoppedAt: '2020-08-08T07:57:30.328Z',
  strategy: { id: 'ABCD', name: 'Strategy' },
  reasonDescription: 'total strategy equity drawdown exceeded limit',
  sequenceNumber: 2,
};

/** CF clients/copyfactory/trading.client.spec.es6 "should retrieve copy trading user log". */
export const USER_LOG_MESSAGE = { time: '2020-08-08T07:57:30.328Z', level: 'INFO', message: 'message' };
