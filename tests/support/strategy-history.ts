// A strategy with a hand-computed history, installed on this run's simulator (POST /__control/strategies),
// and the statistics job run against it. The expected figures are worked out in the comment, never taken
// from the code under test.
import { refreshStrategyStatistics } from '../../functions/src/statistics/strategy-statistics.service.js';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';
import { testBridge } from './bridge.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Ten 1.00-lot trades over eight days, one a row (day, open hour, close hour, profit):
// cumulative 100, 50, 250, 130, 50, 110, 80, 230, 190, 300: the peak 250 falls to 50, drawdown 200.
// Days: +50, +200, -200, +60, -30, +150, -40, +110: worst day 200. Wins 5 of 10: win rate 50 %.
// Gross profit 620, gross loss 320: profit factor 1.94. Durations sum to 17.5 h: 1 h 45 min on average.
export const HAND_COMPUTED: [day: number, open: number, close: number, profit: number][] = [
  [0, 10, 12, 100],
  [0, 14, 15, -50],
  [1, 10, 11, 200],
  [2, 9, 13, -120],
  [2, 15, 16, -80],
  [3, 10, 10.5, 60],
  [4, 10, 12, -30],
  [5, 10, 11, 150],
  [6, 10, 14, -40],
  [7, 10, 11, 110],
];

async function simulatorNow(): Promise<number> {
  const response = await fetch(`${simulatorUrl()}/__control/state`);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Installs `rows` as the whole history of strategy `id`, its first day starting 30 UTC days back. */
export async function installStrategy(
  id: string,
  name: string,
  rows: readonly (readonly [number, number, number, number])[],
): Promise<void> {
  const first = Math.floor((await simulatorNow()) / DAY) * DAY - 30 * DAY;
  const iso = (day: number, hour: number) => new Date(first + day * DAY + hour * HOUR).toISOString();
  const trades = rows.map(([day, open, close, profit]) => ({
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1,
    openTime: iso(day, open),
    closeTime: iso(day, close),
    profit,
  }));
  const response = await fetch(`${simulatorUrl()}/__control/strategies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: id, name, description: 'A strategy with a known history.', trades }),
  });
  if (!response.ok) throw new Error(`installing strategy ${id}: ${response.status} ${await response.text()}`);
}

/** One run of the statistics schedule's job, at the simulator's time. */
export async function runStatisticsJob() {
  return refreshStrategyStatistics({ bridge: testBridge(), db: adminDb(), now: await simulatorNow() });
}
