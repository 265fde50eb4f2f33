// How a copy really goes (docs: tools/bridge-simulator/README.md "Copy outcomes"): each copied open is
// delayed and slipped, or skipped because the follower's account cannot take it (free margin too low,
// symbol missing at the broker, market closed), all drawn from the world's seeded random source so a
// seed always gives the same outcomes. Skips are written to the subscriber's user log with the master
// position id; tests and demos can arm the next copy's delay and slippage (routes-control-copy.ts).
import type { SimAccount } from './accounts.js';
import type { CopyMetrics } from './copy-records.js';
import { marginUsd, profitUsd, roundPrice, usdTo, type Side } from './instruments.js';
import { gaussian, type Random } from './prng.js';

export interface CopyOpen {
  subscriberId: string;
  strategyId: string;
  strategyName?: string;
  masterPositionId: string;
  symbol: string;
  side: Side;
  volume: number;
  time: number;
  masterPrice: number;
  account: SimAccount;
}

export interface CopyExecution {
  time: number;
  price: number;
  metrics: CopyMetrics;
}

export interface SkipLogEntry {
  time: number;
  level: 'WARN' | 'ERROR';
  message: string;
  symbol: string;
  strategyId: string;
  strategyName?: string;
  positionId: string;
  side: Side;
  type: 'market';
}

/** Chances per copied open (the margin check is real, not drawn). */
export const COPY_ODDS = { symbolMissing: 0.02, marketClosed: 0.03, late: 0.1 } as const;

export interface ArmedCopy {
  latencyMs: number;
  /**
   * The slippage the copy's metrics report, in basis points (0.01% of the master's price), signed as
   * MetaApi's one published example is (docs/architecture.md §6): negative is worse than the master's price.
   */
  slippageBasisPoints: number;
}

export class CopyRealism {
  private readonly armed = new Map<string, ArmedCopy[]>();

  constructor(
    private readonly random: Random,
    private readonly prices: () => Readonly<Record<string, number>>,
    private readonly log: (subscriberId: string, entry: SkipLogEntry) => void,
  ) {}

  /** The next copy to this subscriber goes through with exactly this delay and slippage. */
  arm(subscriberId: string, copy: ArmedCopy): void {
    this.armed.set(subscriberId, [...(this.armed.get(subscriberId) ?? []), copy]);
  }

  /** Null when the copy is skipped (and logged). */
  execute(open: CopyOpen): CopyExecution | null {
    const armed = this.armed.get(open.subscriberId)?.shift();
    if (armed) return executed(open, armed.latencyMs, armed.slippageBasisPoints);
    const skip = this.skipReason(open);
    if (skip) {
      this.log(open.subscriberId, skipEntry(open, skip));
      return null;
    }
    const late = this.random() < COPY_ODDS.late;
    const latencyMs = Math.round(late ? 5_500 + this.random() * 20_000 : 250 + this.random() * 1_250);
    const bps = Math.round(gaussian(this.random) * 30 * Math.sqrt(latencyMs / 1000)) / 100;
    return executed(open, latencyMs, bps);
  }

  private skipReason(open: CopyOpen): SkipReason | null {
    const book = open.account.book;
    const required = usdTo(
      book.currency,
      marginUsd(open.symbol, open.volume, open.masterPrice, book.leverage),
    );
    if (required > book.info(this.prices()).freeMargin) return 'margin';
    const draw = this.random();
    if (draw < COPY_ODDS.symbolMissing) return 'symbol';
    if (draw < COPY_ODDS.symbolMissing + COPY_ODDS.marketClosed) return 'closed';
    return null;
  }
}

type SkipReason = 'margin' | 'symbol' | 'closed';

const WORDING: Record<SkipReason, { level: 'WARN' | 'ERROR'; text: string }> = {
  margin: { level: 'ERROR', text: 'not enough money (TRADE_RETCODE_NO_MONEY)' },
  symbol: { level: 'ERROR', text: 'symbol not found (ERR_MARKET_UNKNOWN_SYMBOL)' },
  closed: { level: 'WARN', text: 'market closed (TRADE_RETCODE_MARKET_CLOSED)' },
};

function skipEntry(open: CopyOpen, reason: SkipReason): SkipLogEntry {
  const w = WORDING[reason];
  return {
    time: open.time,
    level: w.level,
    message: `Failed to copy ${open.side} ${open.volume} ${open.symbol}: ${w.text}`,
    symbol: open.symbol,
    strategyId: open.strategyId,
    ...(open.strategyName ? { strategyName: open.strategyName } : {}),
    positionId: open.masterPositionId,
    side: open.side,
    type: 'market',
  };
}

/**
 * Negative basis points are against the follower (a buy fills higher, a sell lower), as in MetaApi's one
 * published example, −0.2468 bp and −5.97 in the account's currency [guess, listed in docs/architecture.md
 * §6]. The metric reports the drawn slippage; the fill is that price rounded to the instrument's digits,
 * and the money figure is what the rounded fill gained (negative: cost) against the master's price.
 */
function executed(open: CopyOpen, latencyMs: number, slippageBps: number): CopyExecution {
  const move = open.masterPrice * (-slippageBps / 10_000) * (open.side === 'buy' ? 1 : -1);
  const price = roundPrice(open.symbol, open.masterPrice + move);
  const gain = profitUsd(open.symbol, open.side, open.volume, price, open.masterPrice);
  return {
    time: open.time + latencyMs,
    price,
    metrics: {
      tradeCopyingLatency: latencyMs,
      tradeCopyingSlippageInBasisPoints: slippageBps,
      tradeCopyingSlippageInAccountCurrency:
        Math.round(usdTo(open.account.book.currency, gain) * 100) / 100 || 0,
    },
  };
}
