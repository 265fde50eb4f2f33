// The provider side: prices on a seeded random walk and 4 strategies that open and close positions.
// Time moves in fixed ticks from the clock's start, so the same seed and the same (simulated) times
// always give the same trades, however often the state is read.
import { Book, type SimDeal } from './book.js';
import { INSTRUMENTS, roundPrice, type Side } from './instruments.js';
import { gaussian, type Random } from './prng.js';

export interface Signal {
  kind: 'open' | 'close';
  strategyId: string;
  providerPositionId: string;
  symbol: string;
  side: Side;
  volume: number;
  time: number;
}

export interface StrategyPlan {
  _id: string;
  name: string;
  description: string;
  symbols: string[];
  volume: number;
  maxOpen: number;
  pastTrades: number;
  /** The drift of the generated past results (strategy-history.ts); the strategy document never shows it. */
  drift: number;
}

const PLANS: StrategyPlan[] = [
  {
    _id: 'AbCd',
    name: 'Steady Majors',
    description: 'Low-risk EURUSD and GBPUSD swing trades, few positions at a time.',
    symbols: ['EURUSD', 'GBPUSD'],
    volume: 0.5,
    maxOpen: 2,
    pastTrades: 412,
    drift: 2.4,
  },
  {
    _id: 'XmTr',
    name: 'XM Trend Rider',
    description: 'Follows intraday trends on the major pairs.',
    symbols: ['EURUSD', 'GBPUSD', 'USDJPY'],
    volume: 1,
    maxOpen: 3,
    pastTrades: 958,
    drift: 4.1,
  },
  {
    _id: 'GoLd',
    name: 'Gold Momentum',
    description: 'Momentum trading on XAUUSD. Higher risk, higher volatility.',
    symbols: ['XAUUSD'],
    volume: 0.2,
    maxOpen: 2,
    pastTrades: 604,
    drift: 6.3,
  },
  {
    _id: 'YnCa',
    name: 'Yen Carry',
    description: 'Slow USDJPY carry positions held for hours.',
    symbols: ['USDJPY'],
    volume: 0.8,
    maxOpen: 1,
    pastTrades: 131,
    drift: 1.2,
  },
];

/** The MetaApi account behind a strategy (its `accountId`), whose terminal the client API serves. */
export function providerAccountId(strategyId: string): string {
  return `provider-${strategyId.toLowerCase()}`;
}

const OPEN_CHANCE = 0.08; // per strategy per tick, while below maxOpen
const CLOSE_CHANCE = 0.06; // per open provider position per tick

export class Market {
  readonly prices: Record<string, number> = {};
  /** `past`: closed deals from before the clock started (strategy-history.ts). */
  readonly strategies: { plan: StrategyPlan; book: Book; closedTrades: number; past: SimDeal[] }[];
  private nextTick: number;

  constructor(
    private readonly random: Random,
    start: number,
    readonly tickMs: number,
    nextId: () => string,
    private readonly onSignal: (signal: Signal) => void,
  ) {
    for (const [symbol, i] of Object.entries(INSTRUMENTS)) this.prices[symbol] = i.start;
    this.strategies = PLANS.map((plan) => ({
      plan,
      book: new Book('USD', 500, 25_000, start, nextId),
      closedTrades: 0,
      past: [],
    }));
    this.nextTick = start + tickMs;
  }

  /** Runs every tick up to `now`. */
  advanceTo(now: number): void {
    while (this.nextTick <= now) {
      this.tick(this.nextTick);
      this.nextTick += this.tickMs;
    }
  }

  private tick(time: number): void {
    for (const [symbol, i] of Object.entries(INSTRUMENTS)) {
      const price = this.prices[symbol] ?? i.start;
      this.prices[symbol] = roundPrice(symbol, price * Math.exp(i.sigma * gaussian(this.random)));
    }
    for (const s of this.strategies) {
      for (const p of [...s.book.positions.values()]) {
        if (this.random() >= CLOSE_CHANCE) continue;
        s.book.close(p.id, this.prices[p.symbol] ?? p.openPrice, time);
        s.closedTrades++;
        this.onSignal({
          kind: 'close',
          strategyId: s.plan._id,
          providerPositionId: p.id,
          symbol: p.symbol,
          side: p.side,
          volume: p.volume,
          time,
        });
      }
      if (s.book.positions.size < s.plan.maxOpen && this.random() < OPEN_CHANCE) {
        const symbol = s.plan.symbols[Math.floor(this.random() * s.plan.symbols.length)] ?? 'EURUSD';
        const side: Side = this.random() < 0.5 ? 'buy' : 'sell';
        const p = s.book.open(symbol, side, s.plan.volume, this.prices[symbol] ?? 1, time);
        this.onSignal({
          kind: 'open',
          strategyId: s.plan._id,
          providerPositionId: p.id,
          symbol,
          side,
          volume: p.volume,
          time,
        });
      }
    }
  }

  /**
   * Adds (or replaces) a strategy that only has a past: it never trades live (no symbols, no open
   * slots), so its figures stay exactly those of `past`.
   */
  installStrategy(plan: StrategyPlan, past: SimDeal[], start: number, nextId: () => string): void {
    const entry = { plan, book: new Book('USD', 500, 25_000, start, nextId), closedTrades: 0, past };
    const at = this.strategies.findIndex((s) => s.plan._id === plan._id);
    if (at >= 0) this.strategies[at] = entry;
    else this.strategies.push(entry);
  }

  /** The strategy as CopyFactory's configuration API gives it: no gains, counts or "active" (it has none). */
  strategyDto(id: string): Record<string, unknown> | undefined {
    const s = this.strategies.find((x) => x.plan._id === id);
    if (!s) return undefined;
    const { plan } = s;
    return {
      _id: plan._id,
      name: plan.name,
      description: plan.description,
      accountId: providerAccountId(plan._id),
      platformCommissionRate: 0,
    };
  }
}
