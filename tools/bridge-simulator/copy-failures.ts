// Copy failures on demand: a control route arms "the next copy to this subscriber fails with <reason>";
// the copier asks the guard before every open, and a refused open is written to the user log in the
// words MetaTrader and CopyFactory use (a trade return code in the message). Stop-outs refuse silently.
import type { StopoutBook } from './stopouts.js';
import type { UserLog, UserLogLevel } from './user-log.js';

export const COPY_FAILURE_REASONS = [
  'not-enough-money',
  'symbol-not-found',
  'market-closed',
  'invalid-volume',
] as const;
export type CopyFailureReason = (typeof COPY_FAILURE_REASONS)[number];

export interface RefusedOpen {
  subscriberId: string;
  strategyId: string;
  strategyName?: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  time: number;
}

const WORDING: Record<CopyFailureReason, { level: UserLogLevel; text: (o: RefusedOpen) => string }> = {
  'not-enough-money': {
    level: 'ERROR',
    text: (o) =>
      `Failed to copy ${o.side} ${o.volume} ${o.symbol}: not enough money (TRADE_RETCODE_NO_MONEY)`,
  },
  'symbol-not-found': {
    level: 'ERROR',
    text: (o) =>
      `Failed to copy ${o.side} ${o.volume} ${o.symbol}: symbol not found (ERR_MARKET_UNKNOWN_SYMBOL)`,
  },
  'market-closed': {
    level: 'WARN',
    text: (o) =>
      `Failed to copy ${o.side} ${o.volume} ${o.symbol}: market closed (TRADE_RETCODE_MARKET_CLOSED)`,
  },
  'invalid-volume': {
    level: 'ERROR',
    text: (o) =>
      `Failed to copy ${o.side} ${o.volume} ${o.symbol}: invalid volume, below the broker minimum (TRADE_RETCODE_INVALID_VOLUME)`,
  },
};

export function isCopyFailureReason(value: unknown): value is CopyFailureReason {
  return (COPY_FAILURE_REASONS as readonly unknown[]).includes(value);
}

export class CopyFailures {
  private readonly armed = new Map<string, CopyFailureReason[]>();

  arm(subscriberId: string, reason: CopyFailureReason): void {
    this.armed.set(subscriberId, [...(this.armed.get(subscriberId) ?? []), reason]);
  }

  take(subscriberId: string): CopyFailureReason | undefined {
    const queue = this.armed.get(subscriberId);
    const reason = queue?.shift();
    if (queue && queue.length === 0) this.armed.delete(subscriberId);
    return reason;
  }
}

/** Writes one failed copy to the subscriber's user log. */
export function logCopyFailure(log: UserLog, reason: CopyFailureReason, open: RefusedOpen): void {
  const wording = WORDING[reason];
  log.append(open.subscriberId, {
    time: open.time,
    level: wording.level,
    message: wording.text(open),
    symbol: open.symbol,
    strategyId: open.strategyId,
    ...(open.strategyName ? { strategyName: open.strategyName } : {}),
    side: open.side,
    type: 'market',
  });
}

/** The copier's guard: false refuses the open (stopped out, or an armed failure, which is logged). */
export function mayCopyOpen(
  stores: { stopouts: StopoutBook; failures: CopyFailures; userLog: UserLog },
  open: RefusedOpen,
): boolean {
  if (stores.stopouts.isStopped(open.subscriberId, open.strategyId, open.time)) return false;
  const reason = stores.failures.take(open.subscriberId);
  if (!reason) return true;
  logCopyFailure(stores.userLog, reason, open);
  return false;
}
