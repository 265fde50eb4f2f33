// CopyFactory's risk settings on the simulated copier (COPYFACTORY-CONTRACTS §3.1-3.3):
// - riskLimits (subscription or subscriber level), as MetaApi's StrategyRiskLimit page, "applyTo
//   semantics", documents them (https://metaapi.cloud/docs/copyfactory/models/strategyRiskLimit/): the
//   drawdown is "a balance which was observed in the beginning of risk management period" minus the
//   current balance (balance-difference) or the current equity (balance-minus-equity, and
//   equity-difference "via risk management api"). The period "starts according to UTC time", except for
//   equity-difference: "according to broker time" (brokers.ts: GMT+2). It starts at max(its start, the
//   limit's startTime). Once the drawdown reaches maxAbsoluteRisk (account currency) or maxRelativeRisk
//   (fraction of the starting balance) the strategy is stopped out until the period ends or a reset;
//   closePositions also closes its copied positions. A subscriber's own limits are account-wide: they
//   count once for the account and stop every strategy, with a stop-out naming none (stopouts.ts).
//   A reset without a later startTime stops it out again at once ("Clearing stopout": move startTime
//   first, then reset). Stop-out reasons are `${type}-${applyTo}` (§2.3);
// - maxTradeVolume: a larger copied trade is copied at this volume;
// - closeOnly is enforced by the copier itself (copier.ts).
// Guesses, listed in docs/architecture.md §6: the starting balance is exact, from the deals; the
// risk management API needs no enabling here; `day`/`date`, `week`/`week-to-date` and the like are the
// same calendar periods.
import type { SimAccount } from './accounts.js';
import type { Copier, StoredSubscriber } from './copier.js';
import type { Book, Prices } from './book.js';
import { BROKER_UTC_OFFSET_HOURS } from './brokers.js';
import type { StopoutBook } from './stopouts.js';
import type { RiskLimit } from './risk-settings.js';
import type { UserLog } from './user-log.js';

type Raw = Record<string, unknown>;

function limitsOf(doc: Raw): RiskLimit[] {
  return Array.isArray(doc.riskLimits) ? (doc.riskLimits as RiskLimit[]) : [];
}

const DAY = 86_400_000;

const HOUR = 3_600_000;

/** Start and end of the period a limit type tracks, on a clock `offsetHours` ahead of UTC. */
export function periodOf(type: string, now: number, offsetHours = 0): { start: number; end: number } {
  const shift = offsetHours * HOUR;
  const local = calendarPeriodOf(type, now + shift);
  return { start: local.start - shift, end: local.end - shift };
}

function calendarPeriodOf(type: string, now: number): { start: number; end: number } {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const dayStart = Date.UTC(y, m, d.getUTCDate());
  if (type === 'day' || type === 'date') return { start: dayStart, end: dayStart + DAY };
  if (type.startsWith('week')) {
    const start = dayStart - ((d.getUTCDay() + 6) % 7) * DAY; // Monday
    return { start, end: start + 7 * DAY };
  }
  if (type.startsWith('month')) return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
  if (type.startsWith('quarter')) {
    const q = m - (m % 3);
    return { start: Date.UTC(y, q, 1), end: Date.UTC(y, q + 3, 1) };
  }
  if (type.startsWith('year')) return { start: Date.UTC(y, 0, 1), end: Date.UTC(y + 1, 0, 1) };
  return { start: 0, end: Date.UTC(9999, 0, 1) };
}

const DESCRIPTION: Record<string, string> = {
  'equity-difference': 'equity drawdown',
  'balance-difference': 'balance drawdown',
  'balance-minus-equity': 'equity drawdown',
};

const PERIOD_WORD: Record<string, string> = {
  day: 'daily',
  date: 'daily',
  week: 'weekly',
  month: 'monthly',
  quarter: 'quarterly',
  year: 'yearly',
  lifetime: 'total',
};

export interface RiskHost {
  copier: Pick<Copier, 'subscribers' | 'closeStrategy'>;
  stopouts: StopoutBook;
  userLog: UserLog;
  /** brokerUtcOffsetHours: the broker's clock, BROKER_UTC_OFFSET_HOURS when not given. */
  account(id: string): (Pick<SimAccount, 'book'> & { brokerUtcOffsetHours?: number }) | undefined;
  prices(): Prices;
  strategyName(id: string): string | undefined;
}

/** The balance after every deal up to `time` (deposits included). */
function balanceAt(book: Book, time: number): number {
  return book.deals.filter((d) => d.time <= time).reduce((sum, d) => sum + d.profit, 0);
}

/** Drawdown of a limit's metric: the balance at the start of its period minus the current value. */
export function drawdown(
  applyTo: string,
  start: { balance: number },
  now: { balance: number; equity: number },
): { loss: number; relative: number } {
  const reference = start.balance;
  const current = applyTo === 'balance-difference' ? now.balance : now.equity;
  const loss = reference - current;
  return { loss, relative: reference > 0 ? loss / reference : 0 };
}

/** The clock a limit's period runs on (the page's "applyTo semantics"). */
function offsetFor(applyTo: string, brokerUtcOffsetHours: number): number {
  return applyTo === 'equity-difference' ? brokerUtcOffsetHours : 0;
}

interface Watched {
  book: Book;
  info: { balance: number; equity: number };
  brokerUtcOffsetHours: number;
}

export class RiskLimitWatch {
  /** Per subscriber, strategy ('*' account-wide) and reason: the period start tracked, its balance. */
  private readonly trackers = new Map<string, { since: number; start: { balance: number } }>();

  constructor(private readonly host: RiskHost) {}

  /** Checks every limit of every subscriber at `now`; stops out (once) what has reached its limit. */
  evaluate(now: number): void {
    for (const sub of this.host.copier.subscribers.values()) {
      const account = this.host.account(sub.id);
      if (!account) continue;
      const watched: Watched = {
        book: account.book,
        info: account.book.info(this.host.prices()),
        brokerUtcOffsetHours: account.brokerUtcOffsetHours ?? BROKER_UTC_OFFSET_HOURS,
      };
      for (const s of sub.subscriptions.filter((x) => !x.removing))
        for (const limit of limitsOf(s.raw)) this.check(sub, s.strategyId, limit, watched, now);
      for (const limit of limitsOf(sub.raw)) this.check(sub, undefined, limit, watched, now);
    }
  }

  /** strategyId undefined: a subscriber-level limit, counted once for the whole account. */
  private check(
    sub: StoredSubscriber,
    strategyId: string | undefined,
    limit: RiskLimit,
    account: Watched,
    now: number,
  ): void {
    const reason = `${limit.type}-${limit.applyTo}`;
    const key = `${sub.id}/${strategyId ?? '*'}/${reason}`;
    const period = periodOf(limit.type, now, offsetFor(limit.applyTo, account.brokerUtcOffsetHours));
    const since = Math.max(period.start, Date.parse(limit.startTime ?? '') || 0);
    let tracker = this.trackers.get(key);
    // A new period or a new startTime: the balance then is the period's starting point.
    if (!tracker || tracker.since !== since) {
      tracker = { since, start: { balance: balanceAt(account.book, since) } };
      this.trackers.set(key, tracker);
    }
    const stopped = this.host.stopouts
      .active(sub.id, now)
      .some((x) => x.strategy?.id === strategyId && x.reason === reason);
    if (stopped) return;
    const { loss, relative } = drawdown(limit.applyTo, tracker.start, account.info);
    const hit =
      (limit.maxAbsoluteRisk !== undefined && loss >= limit.maxAbsoluteRisk) ||
      (limit.maxRelativeRisk !== undefined && relative >= limit.maxRelativeRisk);
    if (hit) this.stopOut(sub, strategyId, limit, reason, { loss, end: period.end, now });
  }

  /**
   * One stop-out in CopyFactory's shape: a strategy's limit names its strategy and stops that
   * strategy; a subscriber-level limit (no strategy) stops the whole account.
   */
  private stopOut(
    sub: StoredSubscriber,
    strategyId: string | undefined,
    limit: RiskLimit,
    reason: string,
    at: { loss: number; end: number; now: number },
  ): void {
    const name = strategyId === undefined ? undefined : (this.host.strategyName(strategyId) ?? strategyId);
    const description = strategyId === undefined ? `account ${describe(limit)}` : describe(limit);
    this.host.stopouts.add({
      subscriberId: sub.id,
      ...(strategyId === undefined ? {} : { strategy: { id: strategyId, name: name ?? strategyId } }),
      partial: false,
      reason,
      reasonDescription: description,
      closePositions: limit.closePositions,
      stoppedAt: at.now,
      stoppedTill: at.end,
    });
    const who = strategyId === undefined ? 'Account' : `Strategy ${name}`;
    this.host.userLog.append(sub.id, {
      time: at.now,
      level: 'WARN',
      message: `${who} stopped out: ${description} (drawdown ${at.loss.toFixed(2)})`,
      ...(strategyId === undefined ? {} : { strategyId, strategyName: name }),
    });
    if (!limit.closePositions) return;
    const closing = strategyId === undefined ? sub.subscriptions.map((s) => s.strategyId) : [strategyId];
    for (const id of closing) this.host.copier.closeStrategy(sub, id, at.now);
  }
}

function describe(limit: RiskLimit): string {
  const period = PERIOD_WORD[limit.type.replace(/-to-date$/, '')] ?? limit.type;
  return `${period} ${DESCRIPTION[limit.applyTo] ?? limit.applyTo} exceeded limit`;
}
