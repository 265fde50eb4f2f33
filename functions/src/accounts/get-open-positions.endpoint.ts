// GET getOpenPositions?accountId=: the account's open positions (docs/product.md §3 Position).
import { endpoint } from '../platform/http/endpoint.js';
import { bridge } from '../platform/clients.js';

export const getOpenPositions = endpoint({
  name: 'getOpenPositions',
  async handle(_context, input) {
    const positions = await bridge().getPositions(input.accountId);
    return {
      success: true,
      positions: positions.map((p) => ({
        id: String(p.id),
        symbol: p.symbol,
        type: p.type,
        volume: p.volume,
        openPrice: p.openPrice,
        currentPrice: p.currentPrice,
        profit: p.profit,
        time: p.time,
      })),
    };
  },
});
