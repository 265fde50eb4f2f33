// How a strategy card words its cached statistics (README "Copy report and strategy statistics"): a
// figure the history cannot support yet reads "Not enough history yet" instead of a number. Amounts are
// in the strategy's own currency; copy quality is our subscribers' last 30 days (docs/product.md §2).
import { type CachedStrategyStatistics, type Strategy } from '@copydesk/functions/contract';
import { GAINS_METHOD, PROMPT_COPY_MS } from '@copydesk/functions/product-rules';
import { formatCurrency, formatDate } from '@/lib/format';

export const TOO_YOUNG_TEXT = 'Not enough history yet';
export const NO_COPIES_TEXT = 'No copies in the last 30 days';

type Figure<T> = { known: true; value: T } | { known: false; reason: 'not-enough-history' };

function shown<T>(figure: Figure<T>, format: (value: T) => string): string {
  return figure.known ? format(figure.value) : TOO_YOUNG_TEXT;
}

const share = (value: number) => `${(value * 100).toFixed(2)}%`;
const seconds = (ms: number | null) => (ms === null ? 'N/A' : `${(ms / 1000).toFixed(1)} s`);

/** 1.75 h -> "1 h 45 min", 50 h -> "2 d 2 h", 25 min -> "25 min". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

export interface CardFigure {
  label: string;
  text: string;
}

export function strategyFigures(s: CachedStrategyStatistics): CardFigure[] {
  const money = (value: number) => formatCurrency(value, s.currency);
  const drawdown = (d: { money: number; relative: number | null }) =>
    d.relative === null ? money(d.money) : `${money(d.money)} (${share(d.relative)})`;
  return [
    { label: 'Net result', text: s.trades > 0 ? money(s.netResult) : TOO_YOUNG_TEXT },
    { label: 'Max drawdown', text: shown(s.maxDrawdown, drawdown) },
    { label: 'Win rate', text: shown(s.winRate, share) },
    {
      label: 'Profit factor',
      text: shown(s.profitFactor, (v) => (v === null ? 'No losing trade' : v.toFixed(2))),
    },
    { label: 'Average trade', text: shown(s.averageDurationMs, formatDuration) },
    { label: 'Live since', text: s.liveSince ? formatDate(s.liveSince) : TOO_YOUNG_TEXT },
    { label: 'Master per trade at 1.00 lot', text: shown(s.masterResultPerLot, money) },
    { label: 'Our subscribers per trade at 1.00 lot', text: shown(s.subscribers.resultPerLot, money) },
    ...copyQualityFigures(s.copyQuality),
  ];
}

/** CopyFactory's measured latency and slippage over our subscribers' copies of the last 30 days. */
export function copyQualityFigures(q: CachedStrategyStatistics['copyQuality']): CardFigure[] {
  if (q.followedTrades === 0) return [{ label: 'Copy quality (30 days)', text: NO_COPIES_TEXT }];
  const slippage = q.averageSlippageBasisPoints;
  return [
    { label: 'Copy latency p50 / p95', text: `${seconds(q.medianLatencyMs)} / ${seconds(q.p95LatencyMs)}` },
    { label: 'Average slippage', text: slippage === null ? 'N/A' : `${slippage} bp` },
    {
      label: `Copied within ${PROMPT_COPY_MS / 1000} s or skipped with a reason`,
      text: q.handledShare === null ? 'N/A' : `${share(q.handledShare)} of ${q.followedTrades} trades`,
    },
  ];
}

export const NOT_COMPUTED_TEXT = 'Being computed';

/**
 * The card's headline figures (docs/product.md §2): monthly and yearly gain and trades from the cached
 * record of the master's history, subscribers from our own count of subscribed accounts.
 */
export function headlineFigures(strategy: Strategy): CardFigure[] {
  const s = strategy.statistics;
  const gain = (pick: 'monthly' | 'yearly') =>
    s?.gains ? formatCurrency(s.gains[pick], s.currency) : NOT_COMPUTED_TEXT;
  return [
    { label: 'Monthly gain', text: gain('monthly') },
    { label: 'Yearly gain', text: gain('yearly') },
    { label: 'Trades', text: s ? String(s.trades) : NOT_COMPUTED_TEXT },
    { label: 'Subscribers', text: String(strategy.subscribers) },
  ];
}

/** How the figures were computed, and which of the strategy's own filters the record applies. */
export function methodNotes(strategy: Strategy): string[] {
  const { applied, notApplied } = strategy.recordScope;
  const currency = strategy.statistics?.currency;
  return [
    `${GAINS_METHOD}${currency ? ` Amounts are in ${currency}.` : ''} Trades counts the closed trades the strategy copies over the last year; subscribers counts CopyDesk accounts subscribed to it.`,
    applied.length > 0
      ? `The record counts only the trades the strategy copies: ${applied.join(', ')} applied.`
      : "The record is the strategy account's whole trading: the strategy sets no symbol, magic or side filter.",
    ...(notApplied.length > 0 ? [`Not reflected in the record: ${notApplied.join(', ')}.`] : []),
  ];
}

/** Why Subscribe is disabled on an inactive strategy, and what happens to those already subscribed. */
export const INACTIVE_STRATEGY_TEXT =
  'Inactive: an admin closed this strategy to new subscriptions. Accounts already subscribed keep copying it until they unsubscribe or an admin removes their subscription.';
