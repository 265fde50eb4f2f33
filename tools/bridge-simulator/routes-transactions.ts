// CopyFactory history: GET /users/current/subscription-transactions and /provided-transactions with the
// SDK's query (from, till required; strategyId[] and subscriberId[] filters; offset, limit <= 1000).
// Sorted by time, oldest first [guess: the order is undocumented; docs/architecture.md §6], so offset
// paging is stable.
import { json, listParam, metaError, pageOf, route, type Ctx, type Reply, type Route } from './router.js';
import { strategyTransactions, subscriptionTransactions, type Transaction } from './transactions.js';

function history(source: (ctx: Ctx) => Transaction[]): (ctx: Ctx) => Reply {
  return (ctx) => {
    const from = Date.parse(ctx.query.get('from') ?? '');
    const till = Date.parse(ctx.query.get('till') ?? '');
    if (Number.isNaN(from) || Number.isNaN(till))
      return metaError(400, 'ValidationError', 'Validation failed', {
        details: [{ parameter: 'from/till', message: 'from and till are required ISO dates' }],
      });
    const strategies = listParam(ctx.query, 'strategyId');
    const subscribers = listParam(ctx.query, 'subscriberId');
    const items = source(ctx)
      .filter(
        (t) =>
          t.at >= from &&
          t.at <= till &&
          (!strategies || strategies.has(t.strategy.id)) &&
          (!subscribers || subscribers.has(t.subscriberId)),
      )
      .sort((a, b) => a.at - b.at || Number(a.id) - Number(b.id));
    return json(pageOf(items, ctx.query).map(({ at: _at, ...t }) => t));
  };
}

export const transactionRoutes: Route[] = [
  route(
    'GET',
    '/users/current/subscription-transactions',
    history(({ world, query }) =>
      subscriptionTransactions(world, listParam(query, 'subscriberId'), listParam(query, 'strategyId')),
    ),
  ),
  route(
    'GET',
    '/users/current/provided-transactions',
    history(({ world, query }) => [
      ...strategyTransactions(world, listParam(query, 'strategyId')),
      ...subscriptionTransactions(world, undefined, listParam(query, 'strategyId')),
    ]),
  ),
];
