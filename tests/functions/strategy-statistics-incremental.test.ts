// Incremental strategy statistics (docs/product.md §10, strategy cards): an hourly run after a first
// full run folds only the trades since its cursor, and gives the same record as a rebuild over the whole
// history; a duplicated run of the same hour folds nothing twice; a state stored in an older shape is
// started over and replaced. The history is installed on the
// simulator as a literal trade list; the expected figures are worked out by hand below.
import { beforeAll, describe, expect, it } from 'vitest';
import { STRATEGY_STATISTICS_COLLECTION } from '@copydesk/functions/contract';
import {
  rebuildStrategyStatistics,
  updateStrategyStatistics,
} from '../../functions/src/statistics/strategy-statistics.service.js';
import type { StatisticsState } from '../../functions/src/statistics/statistics-state.rules.js';
import { testBridge } from '../support/bridge.ts';
import { fastSimulator } from '../support/simulator.ts';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

const HOUR = 3_600_000;
const STRATEGY_ID = 'IncR';

// Ten 1.00-lot trades (open and close in hours from T, profit). Eight close before T; the ninth opens
// before T and closes after it (open at the first run's cursor); the tenth is all after T.
// Cumulative 100, 50, 250, 130, 50, 110, 80, 230, 190, 300: drawdown 250 -> 50 = 200; net 300.
// Wins 5 of 10; gross profit 620, gross loss 320: profit factor 1.9375.
const ROWS: [open: number, close: number, profit: number][] = [
  [-216, -214, 100],
  [-210, -209, -50],
  [-192, -191, 200],
  [-168, -164, -120],
  [-160, -159, -80],
  [-144, -143.5, 60],
  [-120, -118, -30],
  [-96, -95, 150],
  [-0.5, 0.5, -40],
  [1, 2, 110],
];

async function simulatorNow(): Promise<number> {
  const response = await fetch(`${simulatorUrl()}/__control/state`);
  return Date.parse(((await response.json()) as { now: string }).now);
}

async function installHistory(t: number, extra: typeof ROWS = []): Promise<void> {
  const iso = (hours: number) => new Date(t + hours * HOUR).toISOString();
  const trades = [...ROWS, ...extra].map(([open, close, profit]) => ({
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1,
    openTime: iso(open),
    closeTime: iso(close),
    profit,
  }));
  const response = await fetch(`${simulatorUrl()}/__control/strategies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: STRATEGY_ID, name: 'Incremental', trades }),
  });
  if (!response.ok) throw new Error(`installing ${STRATEGY_ID}: ${response.status} ${await response.text()}`);
}

async function cachedRecord() {
  return (await adminDb().collection(STRATEGY_STATISTICS_COLLECTION).doc(STRATEGY_ID).get()).data();
}

describe('incremental strategy statistics', () => {
  let t = 0;
  const deps = (now: number) => ({ bridge: testBridge(), db: adminDb(), now });

  beforeAll(async () => {
    await fastSimulator();
    // A whole hour, so T is exact to the millisecond in every ISO time above.
    t = Math.floor((await simulatorNow()) / HOUR) * HOUR;
    await installHistory(t);
    await adminDb().collection('strategyStatisticsState').doc(STRATEGY_ID).delete();
  });

  it('an hourly run after a full run equals a rebuild over the whole history', async () => {
    const strategy = (await testBridge().getStrategy(STRATEGY_ID))!;
    await updateStrategyStatistics(deps(t), strategy);
    expect(await cachedRecord()).toMatchObject({ trades: 8, netResult: 230 });

    const later = t + 3 * HOUR;
    await updateStrategyStatistics(deps(later), strategy);
    const incremental = await cachedRecord();
    expect(incremental).toMatchObject({
      trades: 10,
      netResult: 300,
      maxDrawdown: { known: true, value: { money: 200, relative: null } },
      winRate: { known: true, value: 0.5 },
      profitFactor: { known: true, value: 1.9375 },
    });
    const incrementalState = (
      await adminDb().collection('strategyStatisticsState').doc(STRATEGY_ID).get()
    ).data();

    await rebuildStrategyStatistics(deps(later), STRATEGY_ID);
    expect(await cachedRecord()).toEqual(incremental);
    const rebuiltState = (
      await adminDb().collection('strategyStatisticsState').doc(STRATEGY_ID).get()
    ).data();
    expect(rebuiltState).toEqual(incrementalState);
  });

  it('two runs of the same hour at once fold a new trade once', async () => {
    // An eleventh trade, +20 between 3.5 h and 3.75 h after T: 11 trades, net 320 once folded.
    await installHistory(t, [[3.5, 3.75, 20]]);
    const strategy = (await testBridge().getStrategy(STRATEGY_ID))!;
    const next = t + 4 * HOUR;
    const [first, second] = await Promise.all([
      updateStrategyStatistics(deps(next), strategy),
      updateStrategyStatistics(deps(next), strategy),
    ]);
    // Both read the same stored state; only the first save holds, the other run stops.
    expect([first, second].filter((update) => 'superseded' in update)).toHaveLength(1);
    expect(await cachedRecord()).toMatchObject({ trades: 11, netResult: 320 });
  });

  // A state without the running aggregate (an early shape), and one whose week of deals is a list of
  // deal records (the shape before the deals were kept per symbol), both at a cursor after every trade.
  it.each([
    {
      shape: 'without its aggregate',
      stored: (t: number) => ({ strategyId: STRATEGY_ID, origin: 0, cursor: t }),
    },
    {
      shape: 'with the week of deals as deal records',
      stored: (t: number, current: Record<string, unknown>) => ({
        ...current,
        cursor: t,
        recentDeals: [{ symbol: 'EURUSD', price: 1.1, time: t - HOUR }],
      }),
    },
  ])('a state stored $shape is started over and replaced', async ({ stored }) => {
    const states = adminDb().collection('strategyStatisticsState');
    const current = (await states.doc(STRATEGY_ID).get()).data() ?? {};
    const next = t + 5 * HOUR;
    await states.doc(STRATEGY_ID).set(stored(next, current));
    const strategy = (await testBridge().getStrategy(STRATEGY_ID))!;

    expect(await updateStrategyStatistics(deps(next), strategy)).toMatchObject({
      record: { trades: 11, netResult: 320 },
    });
    // The week before T + 5 h (from T - 163 h): the deals of the trades opened from T - 160 h on, 7 of
    // them (the eleventh included), two deals each.
    const replaced = (await states.doc(STRATEGY_ID).get()).data() as StatisticsState;
    expect(replaced.recentDeals.map((entry) => [entry.symbol, entry.times.length])).toEqual([['EURUSD', 14]]);
  });
});
