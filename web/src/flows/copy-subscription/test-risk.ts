// Test doubles' answers for the copy-subscription flow's risk preview (docs/product.md §12): the account
// the preview is for and a strategy's figures per lot, shared by the flow's own tests and those of the
// screens that run it (the trade-size modal, the admins' Add Strategy).
import type { RiskData } from './copy-subscription-types';

/** A USD 10,000 account at 1:500. */
export const USD_10K = { equity: 10_000, currency: 'USD', leverage: 500 };

/** A strategy's figures in USD per lot over `trades` trades, acknowledged above 50% of the equity. */
export function riskPerLot(drawdown: number, worstDay: number, trades: number): RiskData {
  return {
    basis: {
      trades,
      currency: 'USD',
      drawdownPerLot: { known: true, value: drawdown },
      worstDayPerLot: { known: true, value: worstDay },
      typicalPosition: null,
      // 1 lot of EURUSD at 1.085 needs 108,500 / 500 = 217 USD of margin, 2.17% of USD 10,000 a lot.
      recentPositions: [{ symbol: 'EURUSD', price: 1.085 }],
    },
    acknowledgeAbovePercent: 50,
    rate: null,
    held: [],
  };
}

/** 1,000 USD of drawdown per lot: on USD 10,000, 5 lots is 50% (no acknowledgement), 6 lots 60%. */
export const STEEP_RISK = riskPerLot(1000, 400, 40);
