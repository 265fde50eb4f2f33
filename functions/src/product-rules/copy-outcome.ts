// What happened to one master trade on a follower's account (docs/product.md §10, copy report): the
// outcomes, their labels, and the bridge's log messages turned into plain words.

export const COPY_OUTCOMES = [
  'copied',
  'copied-late',
  'partially-copied',
  'skipped',
  'failed',
  'stopped-out',
  'not-followed',
] as const;
export type CopyOutcome = (typeof COPY_OUTCOMES)[number];

export const COPY_OUTCOME_LABELS: Record<CopyOutcome, string> = {
  copied: 'Copied',
  'copied-late': 'Copied late',
  'partially-copied': 'Partially copied',
  skipped: 'Skipped',
  failed: 'Failed',
  'stopped-out': 'Closed by a stop-out',
  'not-followed': 'Not followed',
};

/** Outcomes where a copy was opened on the follower's account (they count towards the copy rate). */
export function isCopiedOutcome(outcome: CopyOutcome): boolean {
  return (
    outcome === 'copied' ||
    outcome === 'copied-late' ||
    outcome === 'partially-copied' ||
    outcome === 'stopped-out'
  );
}

/** A copy opened this long after the master's trade is "late". */
export const LATE_COPY_MS = 5_000;

export const SKIP_REASONS = {
  margin: 'Not enough free margin on your account to open this trade',
  symbol: 'This symbol is not available at your broker',
  marketClosed: 'The market was closed at your broker',
  maxLeverage:
    'Not placed: the trade would have taken your account over the maximum leverage set on this subscription',
  noReason: 'The bridge did not copy this trade and logged no reason',
} as const;

/**
 * The bridge logs free text (CopyFactory has no message codes); MetaTrader's return codes and key words
 * tell the common skips apart. Skips are conditions of the follower's account; anything else failed.
 */
export function classifyLogMessage(message: string): { outcome: 'skipped' | 'failed'; reason: string } {
  if (/NO_MONEY|10019|not enough (money|margin)|insufficient margin/i.test(message))
    return { outcome: 'skipped', reason: SKIP_REASONS.margin };
  if (/symbol .*not (found|available)|unknown symbol|no such symbol/i.test(message))
    return { outcome: 'skipped', reason: SKIP_REASONS.symbol };
  if (/MARKET_CLOSED|10018|market (is )?closed/i.test(message))
    return { outcome: 'skipped', reason: SKIP_REASONS.marketClosed };
  if (isMaxLeverageMessage(message)) return { outcome: 'skipped', reason: SKIP_REASONS.maxLeverage };
  return { outcome: 'failed', reason: message };
}

export function isStopoutMessage(message: string): boolean {
  return /stop[- ]?out/i.test(message);
}

/** CopyFactory's maxLeverage reduced or refused the trade (docs/product.md §5; wording a guess). */
export function isMaxLeverageMessage(message: string): boolean {
  return /maxLeverage|maximum leverage/i.test(message);
}

/** Why a copy is smaller than our lot: maxLeverage when the log says so. */
export function partialCopyReason(log: readonly { message: string }[], copied: number, lot: number): string {
  return log.some((e) => isMaxLeverageMessage(e.message))
    ? `Reduced to ${copied} of ${lot} lots: the full trade would have taken your account over the maximum leverage set on this subscription`
    : `Copied ${copied} of ${lot} lots`;
}
