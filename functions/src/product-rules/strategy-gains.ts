// The strategy card's monthly and yearly gain (docs/product.md §2, strategy cards): the realised result
// (profit + swap + commission, the strategy's currency) of the master trades the strategy copies that
// closed in the last 30 / 365 UTC days, today included. The aggregate keeps one total per UTC day for the
// last GAIN_DAYS days, so the hourly task extends it and a rebuild folds the same figures. Pure.

/** One UTC day's realised result (day: epoch days). */
export interface DayResult {
  day: number;
  result: number;
}

export const GAIN_WINDOWS = { monthly: 30, yearly: 365 } as const;
/** Days of totals kept: the yearly window, plus one so the window still covers a day after a quiet one. */
const GAIN_DAYS = GAIN_WINDOWS.yearly + 1;
const DAY = 86_400_000;

export interface StrategyGains {
  /** Realised result of the trades closed in the last 30 UTC days, today included. */
  monthly: number;
  /** Same over the last 365 UTC days. */
  yearly: number;
}

/** How the card words the gains' method (one sentence, the currency appended by the card). */
export const GAINS_METHOD =
  'Gains are the realised result (profit, swap and commission) of the trades the strategy copies that closed in the last 30 or 365 UTC days, today included.';

/** Adds a trade's result to its close day, dropping the days older than the kept window. */
export function foldDayResult(days: readonly DayResult[], result: number, closeTime: number): DayResult[] {
  const day = Math.floor(closeTime / DAY);
  const last = days.at(-1);
  const kept = days.filter((d) => d.day > day - GAIN_DAYS);
  if (last?.day === day) return kept.map((d) => (d.day === day ? { day, result: d.result + result } : d));
  return [...kept, { day, result }];
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The gains at `now` (epoch ms) from the kept day totals. */
export function gainsOf(days: readonly DayResult[], now: number): StrategyGains {
  const today = Math.floor(now / DAY);
  const since = (window: number) =>
    cents(days.filter((d) => d.day > today - window && d.day <= today).reduce((s, d) => s + d.result, 0));
  return { monthly: since(GAIN_WINDOWS.monthly), yearly: since(GAIN_WINDOWS.yearly) };
}
