// Control: POST /__control/strategies installs (or replaces) a strategy whose whole history is the
// literal list of closed trades in the body, so a test can check its statistics against figures worked
// out by hand. It never trades live. Body: {_id, name, description?, trades: [{symbol, side, volume,
// openTime, closeTime (ISO), profit, openPrice?, closePrice?}]}.
import { INSTRUMENTS } from './instruments.js';
import { json, metaError, route, type Route } from './router.js';
import { pastDeals, type PastTrade } from './strategy-history.js';

interface TradeBody {
  symbol?: unknown;
  side?: unknown;
  volume?: unknown;
  openTime?: unknown;
  closeTime?: unknown;
  profit?: unknown;
  openPrice?: unknown;
  closePrice?: unknown;
}

function tradeOf(t: TradeBody): PastTrade | string {
  const symbol = typeof t.symbol === 'string' ? t.symbol : '';
  const instrument = INSTRUMENTS[symbol];
  const openTime = Date.parse(String(t.openTime));
  const closeTime = Date.parse(String(t.closeTime));
  if (!instrument) return `unknown symbol ${String(t.symbol)}`;
  if (t.side !== 'buy' && t.side !== 'sell') return 'side must be buy or sell';
  if (typeof t.volume !== 'number' || t.volume <= 0) return 'volume must be a positive number';
  if (typeof t.profit !== 'number') return 'profit must be a number';
  if (Number.isNaN(openTime) || Number.isNaN(closeTime) || closeTime < openTime)
    return 'openTime and closeTime must be ISO dates, closeTime not before openTime';
  const price = (value: unknown) => (typeof value === 'number' ? value : instrument.start);
  return {
    symbol,
    side: t.side,
    volume: t.volume,
    openTime,
    closeTime,
    profit: t.profit,
    openPrice: price(t.openPrice),
    closePrice: price(t.closePrice),
  };
}

export const strategyControlRoutes: Route[] = [
  route('POST', '/__control/strategies', ({ world, body }) => {
    const b = (body ?? {}) as { _id?: unknown; name?: unknown; description?: unknown; trades?: unknown };
    if (typeof b._id !== 'string' || !/^[A-Za-z0-9]{4}$/.test(b._id) || typeof b.name !== 'string')
      return metaError(
        400,
        'ValidationError',
        'body {_id (4 letters or digits), name, trades[]} is required',
      );
    if (!Array.isArray(b.trades)) return metaError(400, 'ValidationError', 'trades must be an array');
    const trades = (b.trades as TradeBody[]).map(tradeOf);
    const bad = trades.find((t) => typeof t === 'string');
    if (bad !== undefined) return metaError(400, 'ValidationError', bad);
    const past = pastDeals(trades as PastTrade[], world.nextId);
    const plan = {
      _id: b._id,
      name: b.name,
      description: typeof b.description === 'string' ? b.description : '',
      symbols: [],
      volume: 0,
      maxOpen: 0,
      pastTrades: trades.length,
      drift: 0,
    };
    world.market.installStrategy(plan, past, world.now(), world.nextId);
    return json({ strategy: world.market.strategyDto(b._id) });
  }),
];
