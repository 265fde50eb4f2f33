// Control routes for guardrail tests and demos (no auth, dev only): make the market move against a
// strategy on demand, so a risk limit fires at a known moment (risk-limits.ts).
//   POST /__control/prices {symbol, price}                    sets a price now; limits are checked at once
//   POST /__control/strategies/:id/open {symbol?, side?}       the strategy opens a position now (copied)
import { INSTRUMENTS, type Side } from './instruments.js';
import { json, metaError, notFound, route, type Ctx, type Reply, type Route } from './router.js';

type Body = Record<string, unknown>;
const bodyOf = (ctx: Ctx): Body =>
  typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Body) : {};
const bad = (message: string): Reply => metaError(400, 'ValidationError', message);

function setPrice(ctx: Ctx): Reply {
  const { symbol, price } = bodyOf(ctx);
  if (typeof symbol !== 'string' || !(symbol in INSTRUMENTS))
    return bad(`symbol must be one of ${Object.keys(INSTRUMENTS).join(', ')}`);
  if (typeof price !== 'number' || !(price > 0)) return bad('price must be a positive number');
  ctx.world.market.prices[symbol] = price;
  ctx.world.riskLimits.evaluate(ctx.world.now());
  return json({ prices: ctx.world.market.prices });
}

function openNow(ctx: Ctx): Reply {
  const strategy = ctx.world.market.strategies.find((s) => s.plan._id === ctx.params.id);
  if (!strategy) return notFound(`Strategy ${ctx.params.id} not found`);
  const b = bodyOf(ctx);
  const symbol = typeof b.symbol === 'string' ? b.symbol : (strategy.plan.symbols[0] ?? 'EURUSD');
  if (!(symbol in INSTRUMENTS)) return bad(`symbol must be one of ${Object.keys(INSTRUMENTS).join(', ')}`);
  if (b.side !== undefined && b.side !== 'buy' && b.side !== 'sell')
    return bad("side must be 'buy' or 'sell'");
  const side: Side = b.side === 'sell' ? 'sell' : 'buy';
  const now = ctx.world.now();
  const price = ctx.world.market.prices[symbol] ?? 1;
  const position = strategy.book.open(symbol, side, strategy.plan.volume, price, now);
  ctx.world.copier.onSignal({
    kind: 'open',
    strategyId: strategy.plan._id,
    providerPositionId: position.id,
    symbol,
    side,
    volume: position.volume,
    time: now,
  });
  return json(position);
}

export const riskControlRoutes: Route[] = [
  route('POST', '/__control/prices', setPrice),
  route('POST', '/__control/strategies/:id/open', openNow),
];
