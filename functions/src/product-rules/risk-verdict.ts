// The words of the risk preview (docs/product.md §5 "Risk acknowledgement"): its verdict, and what
// Subscribe or Save needs before it goes ahead. The figure compared is the worst of three shares of
// equity: the drawdown on closed trades at the lot, the margin of the strategy's largest recent position
// at the lot, and that with the account's other subscriptions at their lots (which includes it, so only
// the drawdown and the account's figure can be the worst). Any of them unknown: the risk is unknown.
import type { Exposure } from './risk-exposure.js';
import type { ExposurePreview, LossAtLot, RiskAcknowledgementNeed } from './risk-preview.js';
import { STATISTICS_MINIMUM } from './strategy-statistics.js';

/** "$1,240" or "ZAR 1,240": whole units, the preview's figures are estimates. */
export function formatAbout(money: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(money);
  } catch {
    return `${Math.round(money).toLocaleString('en-US')} ${currency}`;
  }
}

export const NOT_ENOUGH_HISTORY = `This strategy does not have enough history yet to show what a lot size could cost (it needs at least ${STATISTICS_MINIMUM.trades} closed trades over ${STATISTICS_MINIMUM.days} days).`;
export const EQUITY_UNKNOWN =
  "The account's equity could not be read, so the share of it this lot could lose is unknown.";
export const EXPOSURE_UNKNOWN =
  "The margin of the strategy's recent positions (or of the account's other subscriptions) could not be worked out in the account's currency, so the exposure at this lot is unknown.";

export function verdictOf(lot: number, drawdown: LossAtLot | null, currency: string): string {
  if (!drawdown) return NOT_ENOUGH_HISTORY;
  const lots = `At ${lot.toFixed(2)} lots the worst drawdown on closed trades so far would have cost about ${formatAbout(drawdown.money, currency)}`;
  return drawdown.percentOfEquity === null
    ? `${lots}.`
    : `${lots}, ${Math.round(drawdown.percentOfEquity)}% of your equity.`;
}

/** "At 90.00 lots the strategy's largest recent position (EURUSD) would need about $9,720 of margin, …" */
export function exposureSentence(
  lot: number,
  figure: Exposure & { others: number; currency: string },
  whose: 'your' | "the account's",
): string {
  const what =
    figure.others === 0
      ? `the strategy's largest recent position (${figure.symbol})`
      : `with ${whose === 'your' ? 'your' : "the account's"} ${figure.others} other subscription${figure.others === 1 ? '' : 's'}, their largest recent positions together`;
  return `At ${lot.toFixed(2)} lots ${what} would need about ${formatAbout(figure.margin, figure.currency)} of margin, ${Math.round(figure.percentOfEquity)}% of ${whose} equity, an effective leverage of ${figure.leverage}:1`;
}

export interface NeedInputs {
  drawdown: LossAtLot | null;
  exposure: ExposurePreview;
  currency: string;
  /** Why the figures could not be converted into the account's currency; null when they were. */
  unknownReason: string | null;
}

export function acknowledgementOf(inputs: NeedInputs, threshold: number): RiskAcknowledgementNeed {
  const { drawdown, currency } = inputs;
  const account = inputs.exposure.account;
  if (!drawdown) return { kind: 'unknown', reason: NOT_ENOUGH_HISTORY };
  if (inputs.unknownReason !== null || drawdown.percentOfEquity === null)
    return { kind: 'unknown', reason: inputs.unknownReason ?? EQUITY_UNKNOWN };
  if (!account) return { kind: 'unknown', reason: EXPOSURE_UNKNOWN };
  if (account.percentOfEquity >= drawdown.percentOfEquity && account.percentOfEquity > threshold)
    return { kind: 'exposure', ...account, currency, threshold, others: inputs.exposure.others };
  return drawdown.percentOfEquity > threshold
    ? { kind: 'loss', money: drawdown.money, currency, percentOfEquity: drawdown.percentOfEquity, threshold }
    : { kind: 'none' };
}
