// CopyFactory's risk settings on the simulated copier (COPYFACTORY-CONTRACTS §3.1-3.3):
// - riskLimits (subscription or subscriber level), as MetaApi's StrategyRiskLimit page documents them
//   (https://metaapi.cloud/docs/copyfactory/models/strategyRiskLimit/): the drawdown is the value
//   observed at the start of the risk period (UTC) minus the current one; balance-difference compares
//   balances, balance-minus-equity the starting balance with the current equity, equity-difference
//   equities. The period starts at max(its UTC start, the limit's startTime). Once the drawdown reaches
//   maxAbsoluteRisk (account currency) or maxRelativeRisk (fraction of the starting value) the strategy
//   is stopped out until the period ends or a reset; closePositions also closes its copied positions.
//   A reset without a later startTime stops it out again at once ("Clearing stopout": move startTime
//   first, then reset). Stop-out reasons are `${type}-${applyTo}` (§2.3);
// - maxTradeVolume: a larger copied trade is copied at this volume;
// - closeOnly is enforced by the copier itself (copier.ts).
// Guesses, listed in docs/architecture.md §6: the starting equity is the first the simulator observes in
// the period (it evaluates on every request; the balance is exact, from the deals); `day`/`date`,
// `week`/`week-to-date` and the like are the same calendar periods.
import type { SimAccount } from './accounts.js';
import type { Copier, StoredSubscriber } from './copier.js';
import type { Book, Prices } from './book.js';
import type { StopoutBook } from './stopouts.js';
import type { RiskLimit } from './risk-settings.js';
import type { UserLog } from './user-log.js';

type Raw = Record<string, unknown>;

function limitsOf(doc: Raw): RiskLimit[] {
  return Array.isArray(doc.riskLimits) ? (doc.riskLimits as RiskLimit[]) : [];
}

const DAY = 86_400_000;

/** Start and end of the period a limit type tracks (UTC). */
export function periodOf(type: string, now: number): { start: number; end: number } {
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
  'balance-minus-equity': 'open loss',
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
  account(id: string): Pick<SimAccount, 'book'> | undefined;
  prices(): Prices;
  strategyName(id: string): string | undefined;
}

/** The balance after every deal up to `time` (deposits included). */
function balanceAt(book: Book, time: number): number {
  return book.deals.filter((d) => d.time <= time).reduce((sum, d) => sum + d.profit, 0);
}

/** Drawdown of a limit's metric against what was observed at the start of its period. */
export function drawdown(
  applyTo: string,
  start: { balance: number; equity: number },
  now: { balance: number; equity: number },
): { loss: number; relative: number } {
  const reference = applyTo === 'equity-difference' ? start.equity : start.balance;
  const current = applyTo === 'balance-difference' ? now.balance : now.equity;
  const loss = reference - current;
  return { loss, relative: reference > 0 ? loss / reference : 0 };
}

export class RiskLimitWatch {
  /** Per subscriber, strategy and reason: the period start tracked and what was observed then. */
  private readonly trackers = new Map<
    string,
    { since: number; start: { balance: number; equity: number } }
  >();

  constructor(private readonly host: RiskHost) {}

  /** Checks every limit of every subscriber at `now`; stops out (once) what has reached its limit. */
  evaluate(now: number): void {
    for (const sub of this.host.copier.subscribers.values()) {
      const account = this.host.account(sub.id);
      if (!account) continue;
      const info = account.book.info(this.host.prices());
      for (const s of sub.subscriptions.filter((x) => !x.removing))
        for (const limit of [...limitsOf(s.raw), ...limitsOf(sub.raw)])
          this.check(sub, s.strategyId, limit, { book: account.book, info }, now);
    }
  }

  private check(
    sub: StoredSubscriber,
    strategyId: string,
    limit: RiskLimit,
    account: { book: Book; info: { balance: number; equity: number } },
    now: number,
  ): void {
    const reason = `${limit.type}-${limit.applyTo}`;
    const key = `${sub.id}/${strategyId}/${reason}`;
    const period = periodOf(limit.type, now);
    const since = Math.max(period.start, Date.parse(limit.startTime ?? '') || 0);
    let tracker = this.trackers.get(key);
    // A new period or a new startTime: what is observed now is the period's starting point.
    if (!tracker || tracker.since !== since) {
      tracker = { since, start: { balance: balanceAt(account.book, since), equity: account.info.equity } };
      this.trackers.set(key, tracker);
    }
    const stopped = this.host.stopouts
      .active(sub.id, now)
      .some((x) => x.strategy.id === strategyId && x.reason === reason);
    if (stopped) return;
    const { loss, relative } = drawdown(limit.applyTo, tracker.start, account.info);
    const hit =
      (limit.maxAbsoluteRisk !== undefined && loss >= limit.maxAbsoluteRisk) ||
      (limit.maxRelativeRisk !== undefined && relative >= limit.maxRelativeRisk);
    if (hit) this.stopOut(sub, strategyId, limit, reason, { loss, end: period.end, now });
  }

  private stopOut(
    sub: StoredSubscriber,
    strategyId: string,
    limit: RiskLimit,
    reason: string,
    at: { loss: number; end: number; now: number },
  ): void {
    const name = this.host.strategyName(strategyId) ?? strategyId;
    const period = PERIOD_WORD[limit.type.replace(/-to-date$/, '')] ?? limit.type;
    const description = `${period} ${DESCRIPTION[limit.applyTo] ?? limit.applyTo} exceeded limit`;
    this.host.stopouts.add({
      subscriberId: sub.id,
      strategy: { id: strategyId, name },
      partial: false,
      reason,
      reasonDescription: description,
      closePositions: limit.closePositions,
      stoppedAt: at.now,
      stoppedTill: at.end,
    });
    this.host.userLog.append(sub.id, {
      time: at.now,
      level: 'WARN',
      message: `Strategy ${name} stopped out: ${description} (drawdown ${at.loss.toFixed(2)})`,
      strategyId,
      strategyName: name,
    });
    if (limit.closePositions) this.host.copier.closeStrategy(sub, strategyId, at.now);
  }
}
