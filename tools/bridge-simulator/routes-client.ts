// MetaTrader client API subset: account information, positions, history deals by time range,
// a symbol's current price. Besides our accounts, the accounts behind the strategies (`provider-<id>`,
// each strategy's `accountId`) have a terminal too: their deals are the strategy's own trades, its
// generated past included.
import { accountStatus } from './accounts.js';
import { dealDto, type Book, type SimDeal } from './book.js';
import { providerAccountId } from './market.js';
import { symbolQuote } from './quotes.js';
import type { World } from './world.js';
import { json, metaError, notFound, pageOf, route, type Ctx, type Reply, type Route } from './router.js';

const ACCOUNT = '/users/current/accounts/:id';

interface Terminal {
  book: Book;
  name: string;
  server: string;
  login: string;
  deals: SimDeal[];
}

/** A strategy's provider account: always deployed and connected. */
function providerTerminal(world: World, id: string): Terminal | undefined {
  const s = world.market.strategies.find((x) => providerAccountId(x.plan._id) === id);
  if (!s) return undefined;
  const deals = [...s.past, ...s.book.deals];
  return { book: s.book, name: s.plan.name, server: 'XMGlobal-MT5 2', login: '0', deals };
}

/** The terminal must be deployed and connected; MetaApi answers 404 while it is not provisioned. */
function terminal(handler: (ctx: Ctx, a: Terminal) => Reply): (ctx: Ctx) => Reply {
  return (ctx) => {
    const id = ctx.params.id ?? '';
    const provider = providerTerminal(ctx.world, id);
    if (provider) return handler(ctx, provider);
    const a = ctx.world.accounts.get(id);
    if (!a) return notFound(`Account id "${ctx.params.id}" is not found.`);
    const status = accountStatus(a, ctx.world.now(), ctx.world.config);
    if (status.state !== 'DEPLOYED') return notFound('MetaTrader account not found or not provisioned yet');
    if (status.connectionStatus !== 'CONNECTED') {
      return metaError(
        504,
        'TimeoutError',
        'The account is not connected to the broker yet. Please retry shortly.',
      );
    }
    return handler(ctx, { ...a, deals: a.book.deals });
  };
}

export const clientRoutes: Route[] = [
  route(
    'GET',
    `${ACCOUNT}/account-information`,
    terminal(({ world }, a) =>
      json({
        platform: 'mt5',
        broker: 'XM Global Limited (simulated)',
        currency: a.book.currency,
        server: a.server,
        name: a.name,
        login: Number(a.login),
        type: 'ACCOUNT_TRADE_MODE_REAL',
        leverage: a.book.leverage,
        credit: 0,
        tradeAllowed: true,
        marginMode: 'ACCOUNT_MARGIN_MODE_RETAIL_HEDGING',
        ...a.book.info(world.market.prices),
      }),
    ),
  ),
  route(
    'GET',
    `${ACCOUNT}/positions`,
    terminal(({ world }, a) =>
      json([...a.book.positions.values()].map((p) => a.book.positionDto(p, world.market.prices))),
    ),
  ),
  route(
    'GET',
    `${ACCOUNT}/symbols/:symbol/current-price`,
    terminal(({ world, params }, a) => {
      const symbol = params.symbol ?? '';
      const quote = symbolQuote(symbol, a.book.currency, world.market.prices, world.now());
      return quote ? json(quote) : notFound(`Symbol ${symbol} is not defined for this broker`);
    }),
  ),
  route(
    'GET',
    `${ACCOUNT}/history-deals/time/:start/:end`,
    terminal((ctx, a) => {
      const from = Date.parse(ctx.params.start ?? '');
      const till = Date.parse(ctx.params.end ?? '');
      if (Number.isNaN(from) || Number.isNaN(till))
        return metaError(400, 'ValidationError', 'startTime and endTime must be ISO dates');
      const deals = a.deals.filter((d) => d.time >= from && d.time < till).sort((x, y) => x.time - y.time);
      return json(pageOf(deals, ctx.query).map(dealDto));
    }),
  ),
];
