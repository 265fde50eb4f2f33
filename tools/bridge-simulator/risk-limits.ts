// CopyFactory's risk settings on the simulated copier (COPYFACTORY-CONTRACTS §3.1-3.3):
// - riskLimits (subscription or subscriber level): once the drawdown of the metric within the period
//   reaches maxAbsoluteRisk (money) or maxRelativeRisk (fraction of the peak), the strategy is stopped
//   out until the period ends or a reset; closePositions also closes its copied positions;
// - maxTradeVolume: a larger copied trade is copied at this volume;
// - closeOnly is enforced by the copier itself (copier.ts).
// Reading [inferred, the SDK documents no per-value semantics]: the metric is tracked from its peak since
// max(period start, the limit's startTime); equity-difference reads equity, balance-difference the
// balance, balance-minus-equity the floating loss against the balance. Stop-out reasons are
// `${type}-${applyTo}` (§2.3). A reset restarts the tracking from the current value.
import type { SimAccount } from './accounts.js';
import type { Copier, StoredSubscriber } from './copier.js';
import type { Prices } from './book.js';
import type { StopoutBook } from './stopouts.js';
import type { UserLog } from './user-log.js';

type Raw = Record<string, unknown>;

export const RISK_LIMIT_TYPES = [
  'day',
  'date',
  'week',
  'week-to-date',
  'month',
  'month-to-date',
  'quarter',
  'quarter-to-date',
  'year',
  'year-to-date',
  'lifetime',
] as const;
export const RISK_LIMIT_APPLY_TO = [
  'balance-difference',
  'balance-minus-equity',
  'equity-difference',
] as const;

interface Limit {
  type: string;
  applyTo: string;
  maxAbsoluteRisk?: number;
  maxRelativeRisk?: number;
  closePositions: boolean;
  startTime?: string;
}

/** MetaApi-style validation of one document's risk settings; the message names the parameter. */
export function riskSettingsProblem(doc: Raw, path: string): { parameter: string; message: string } | null {
  const max = doc.maxTradeVolume;
  if (max !== undefined && !(typeof max === 'number' && max > 0))
    return { parameter: `${path}maxTradeVolume`, message: 'maxTradeVolume must be a positive number' };
  if (doc.riskLimits === undefined) return null;
  if (!Array.isArray(doc.riskLimits))
    return { parameter: `${path}riskLimits`, message: 'riskLimits must be an array' };
  for (const [i, raw] of (doc.riskLimits as unknown[]).entries()) {
    const l = (typeof raw === 'object' && raw !== null ? raw : {}) as Raw;
    const at = `${path}riskLimits[${i}]`;
    if (!(RISK_LIMIT_TYPES as readonly unknown[]).includes(l.type))
      return { parameter: `${at}.type`, message: `type must be one of ${RISK_LIMIT_TYPES.join(', ')}` };
    if (!(RISK_LIMIT_APPLY_TO as readonly unknown[]).includes(l.applyTo))
      return {
        parameter: `${at}.applyTo`,
        message: `applyTo must be one of ${RISK_LIMIT_APPLY_TO.join(', ')}`,
      };
    if (typeof l.closePositions !== 'boolean')
      return { parameter: `${at}.closePositions`, message: 'closePositions is required' };
    for (const key of ['maxAbsoluteRisk', 'maxRelativeRisk'] as const)
      if (l[key] !== undefined && !(typeof l[key] === 'number' && l[key] > 0))
        return { parameter: `${at}.${key}`, message: `${key} must be a positive number` };
  }
  return null;
}

/** The copied volume after maxTradeVolume (subscription first, then subscriber). */
export function capVolume(docs: readonly Raw[], volume: number): number {
  const caps = docs.map((d) => d.maxTradeVolume).filter((v): v is number => typeof v === 'number' && v > 0);
  return caps.length === 0 ? volume : Math.min(volume, ...caps);
}

function limitsOf(doc: Raw): Limit[] {
  return Array.isArray(doc.riskLimits) ? (doc.riskLimits as Limit[]) : [];
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
  copier: Copier;
  stopouts: StopoutBook;
  userLog: UserLog;
  account(id: string): SimAccount | undefined;
  prices(): Prices;
  strategyName(id: string): string | undefined;
}

export class RiskLimitWatch {
  private readonly trackers = new Map<string, { since: number; peak: number }>();
  private readonly fired = new Set<string>();

  constructor(private readonly host: RiskHost) {}

  /** Checks every limit of every subscriber at `now`; stops out (once) what has reached its limit. */
  evaluate(now: number): void {
    for (const sub of this.host.copier.subscribers.values()) {
      const account = this.host.account(sub.id);
      if (!account) continue;
      const info = account.book.info(this.host.prices());
      for (const s of sub.subscriptions.filter((x) => !x.removing))
        for (const limit of [...limitsOf(s.raw), ...limitsOf(sub.raw)])
          this.check(sub, s.strategyId, limit, info, now);
    }
  }

  private check(
    sub: StoredSubscriber,
    strategyId: string,
    limit: Limit,
    info: { balance: number; equity: number },
    now: number,
  ): void {
    const reason = `${limit.type}-${limit.applyTo}`;
    const key = `${sub.id}/${strategyId}/${reason}`;
    const stopped = this.host.stopouts
      .active(sub.id, now)
      .some((x) => x.strategy.id === strategyId && x.reason === reason);
    const value = limit.applyTo === 'balance-difference' ? info.balance : info.equity;
    const reference = limit.applyTo === 'balance-minus-equity' ? info.balance : null;
    const period = periodOf(limit.type, now);
    const since = Math.max(period.start, Date.parse(limit.startTime ?? '') || 0);
    let tracker = this.trackers.get(key);
    // A new period, a new startTime or a reset stop-out: tracking starts again from the current value.
    if (!tracker || tracker.since !== since || (this.fired.has(key) && !stopped)) {
      tracker = { since, peak: reference ?? value };
      this.fired.delete(key);
    }
    tracker.peak = Math.max(tracker.peak, reference ?? value);
    this.trackers.set(key, tracker);
    if (stopped) return;
    const loss = tracker.peak - value;
    const relative = tracker.peak > 0 ? loss / tracker.peak : 0;
    const hit =
      (limit.maxAbsoluteRisk !== undefined && loss >= limit.maxAbsoluteRisk) ||
      (limit.maxRelativeRisk !== undefined && relative >= limit.maxRelativeRisk);
    if (hit) this.stopOut(sub, strategyId, limit, reason, { loss, end: period.end, now });
    if (hit) this.fired.add(key);
  }

  private stopOut(
    sub: StoredSubscriber,
    strategyId: string,
    limit: Limit,
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
