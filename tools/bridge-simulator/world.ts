// All in-memory state of one simulator: clock, market, accounts, subscribers and what tests inspect.
import { accountStatus, isTrading, type SimAccount, type SimTimings } from './accounts.js';
import { type AccountProfile } from './brokers.js';
import { SimClock, type ClockMode } from './clock.js';
import { Copier } from './copier.js';
import { CopyFailures, mayCopyOpen } from './copy-failures.js';
import { CopyRealism } from './copy-realism.js';
import { Market } from './market.js';
import { logLeverageCap } from './max-leverage.js';
import { mulberry32, uuidFrom, type Random } from './prng.js';
import { RiskLimitWatch } from './risk-limits.js';
import { StopoutBook } from './stopouts.js';
import { generatedHistory, pastDeals } from './strategy-history.js';
import { UserLog } from './user-log.js';

export interface WorldConfig extends SimTimings {
  seed: number;
  clock: ClockMode;
  /** Simulated ms between market ticks. */
  tickMs: number;
  /**
   * How far in the past simulated time starts. Advancing the clock (POST /__control/advance) then
   * produces trades and closed deals that still lie inside a "last 30 days" history window.
   */
  startsAgoMs: number;
  /** Days of generated strategy history before the clock's start (strategy-history.ts); 0 = none. */
  historyDays: number;
  /** New accounts start deploying on creation, as MetaApi does. */
  autoDeploy: boolean;
  /** 202 answers (broker settings detection) before a new transaction-id creates its account. */
  detectionPolls: number;
  /** Retry-After of those 202s; a fraction omits the header and leaves only body metadata. */
  detectionRetryAfterSeconds: number;
}

export const DEFAULT_CONFIG: WorldConfig = {
  seed: 42,
  clock: 'real',
  tickMs: 10_000,
  startsAgoMs: 0,
  historyDays: 0,
  autoDeploy: true,
  detectionPolls: 0,
  detectionRetryAfterSeconds: 1,
  deployDelayMs: 2_000,
  connectDelayMs: 1_500,
  undeployDelayMs: 1_500,
};

export interface RequestRecord {
  /** Counts every request since start, so a test can take the requests after a point even once old
   * records have been dropped from the kept window. */
  seq: number;
  method: string;
  path: string;
  status: number | 'hang';
  transactionId?: string;
}

export class World {
  readonly clock: SimClock;
  readonly market: Market;
  readonly copier: Copier;
  readonly accounts = new Map<string, SimAccount>();
  readonly transactions = new Map<string, { polls: number; accountId?: string }>();
  readonly profiles = new Map<string, Partial<AccountProfile>>();
  readonly requests: RequestRecord[] = [];
  private requestCount = 0;
  /** CopyFactory's per-subscriber user log; anything that copies or refuses a trade appends to it. */
  readonly userLog = new UserLog();
  readonly stopouts = new StopoutBook();
  readonly copyFailures = new CopyFailures();
  /** Delays, slippage and skips of copied opens, from their own seeded PRNG stream. */
  readonly copyRealism: CopyRealism;
  readonly idRandom: Random;
  /** riskLimits of the subscribers, checked on every sync (risk-limits.ts). */
  readonly riskLimits: RiskLimitWatch;
  private counter = 100_000;

  constructor(readonly config: WorldConfig) {
    this.clock = new SimClock(config.clock, Date.now() - config.startsAgoMs);
    this.idRandom = mulberry32(config.seed ^ 0x5eed);
    this.copyRealism = new CopyRealism(
      mulberry32(config.seed ^ 0xc0b1),
      () => this.market.prices,
      (id, entry) => this.userLog.append(id, entry),
    );
    this.copier = new Copier({
      account: (id) => this.accounts.get(id),
      isTrading: (a, at) => isTrading(a, at, this.config),
      price: (symbol) => this.market.prices[symbol] ?? 1,
      mayOpen: (open) =>
        mayCopyOpen(
          { stopouts: this.stopouts, failures: this.copyFailures, userLog: this.userLog },
          { ...open, strategyName: this.strategyName(open.strategyId) },
        ),
      execute: (open) =>
        this.copyRealism.execute({ ...open, strategyName: this.strategyName(open.strategyId) }),
      leverageCapped: (open, copied, max) =>
        logLeverageCap(
          this.userLog,
          { ...open, strategyName: this.strategyName(open.strategyId) },
          copied,
          max,
        ),
    });
    this.market = new Market(mulberry32(config.seed), this.clock.now(), config.tickMs, this.nextId, (s) =>
      this.copier.onSignal(s),
    );
    this.riskLimits = new RiskLimitWatch({
      copier: this.copier,
      stopouts: this.stopouts,
      userLog: this.userLog,
      account: (id) => this.accounts.get(id),
      prices: () => this.market.prices,
      strategyName: (id) => this.strategyName(id),
    });
    if (config.historyDays > 0) this.generateHistory(config.historyDays);
  }

  private generateHistory(days: number): void {
    const random = mulberry32(this.config.seed ^ 0x4157);
    for (const s of this.market.strategies) {
      const plan = { ...s.plan, trades: s.plan.pastTrades };
      s.past = pastDeals(generatedHistory(plan, random, this.clock.now(), days), this.nextId);
    }
  }

  strategyName(strategyId: string): string | undefined {
    return this.market.strategies.find((s) => s.plan._id === strategyId)?.plan.name;
  }

  /** MetaTrader-style numeric ids for positions and deals. */
  readonly nextId = (): string => String(++this.counter);

  newAccountId(): string {
    return uuidFrom(this.idRandom);
  }

  now(): number {
    return this.clock.now();
  }

  /** Brings the market and the account lifecycle up to the current simulated time. */
  sync(): void {
    this.market.advanceTo(this.now());
    this.riskLimits.evaluate(this.now());
    for (const a of [...this.accounts.values()]) {
      // The CopyFactory subscriber outlives its account: MetaApi documents no cascade
      // (/work/shared/COPYFACTORY-CONTRACTS.md), so a client must delete the subscriber itself.
      if (accountStatus(a, this.now(), this.config).gone) this.accounts.delete(a.id);
    }
  }

  record(entry: Omit<RequestRecord, 'seq'>): void {
    this.requestCount += 1;
    this.requests.push({ seq: this.requestCount, ...entry });
    if (this.requests.length > 2000) this.requests.splice(0, this.requests.length - 2000);
  }

  snapshot(): Record<string, unknown> {
    this.sync();
    const now = this.now();
    return {
      now: new Date(now).toISOString(),
      config: this.config,
      prices: this.market.prices,
      accounts: [...this.accounts.values()].map((a) => ({
        id: a.id,
        login: a.login,
        server: a.server,
        ...accountStatus(a, now, this.config),
        currency: a.book.currency,
        ...a.book.info(this.market.prices),
        positions: [...a.book.positions.values()],
        deals: a.book.deals.length,
      })),
      strategies: this.market.strategies.map((s) => ({
        id: s.plan._id,
        positions: [...s.book.positions.values()],
        closedTrades: s.closedTrades,
      })),
      subscribers: [...this.copier.subscribers.values()].map((s) => ({
        ...this.copier.dto(s),
        links: s.links,
      })),
      requests: this.requests,
    };
  }
}
