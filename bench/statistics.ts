// Strategy statistics, incremental (docs/product.md §10): 20 strategies with 10,000 closed trades each
// installed on the bridge simulator, the first full run over all of them, then the hourly run after 100
// new trades (5 a strategy), both through the real service against the emulators and the simulator
// (services/strategy-statistics, as each strategy's task calls it, 10 tasks at a time as the queue
// dispatches them). Goal: the hourly run takes at most 5% of the full one. Bridge calls are the
// simulator's requests counted by its sequence numbers.
import { MetaApiBridge } from '../functions/src/bridge/index.ts';
import {
  processStatisticsTask,
  statisticsTasksAt,
} from '../functions/src/statistics/strategy-statistics.service.ts';
import { simulatorUrl } from '../tools/stack-clients/emulators.ts';
import { simulatorToken } from '../tools/stack-clients/simulator-accounts.ts';
import { simulatorControl } from '../tools/stack-clients/simulator-control.ts';
import { adminDb } from '../tools/stack-clients/users.ts';
import { mapWithConcurrency } from '../functions/src/platform/concurrency.ts';

const STRATEGIES = 20;
const TRADES = 10_000;
const NEW_TRADES = 100;
const HOUR = 3_600_000;
const YEAR = 365 * 24 * HOUR;
const GOAL_SHARE = 0.05;
/** The statistics queue's maxConcurrentDispatches (functions/src/statistics/strategy-statistics.task.ts). */
const TASKS_AT_ONCE = 10;

interface Trade {
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  openTime: string;
  closeTime: string;
  profit: number;
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296;
}

/** `count` trades opening evenly from `from` over `span` ms, each closed within 8 hours. */
function tradesOver(from: number, span: number, count: number, seed: number): Trade[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const open = from + Math.floor((i * span) / count);
    const close = open + Math.floor((0.1 + random() * 0.8) * Math.min(8 * HOUR, span / count));
    return {
      symbol: random() < 0.5 ? 'EURUSD' : 'GBPUSD',
      side: random() < 0.5 ? 'buy' : 'sell',
      volume: 0.1 + Math.round(random() * 9) / 10,
      openTime: new Date(open).toISOString(),
      closeTime: new Date(close).toISOString(),
      profit: Math.round((random() - 0.47) * 20_000) / 100,
    };
  });
}

const strategyId = (i: number) => `Bs${String(i).padStart(2, '0')}`;

async function install(id: string, trades: Trade[]): Promise<void> {
  const response = await fetch(`${simulatorUrl()}/__control/strategies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: id, name: `Bench ${id}`, trades }),
  });
  if (!response.ok) throw new Error(`installing ${id}: ${response.status} ${await response.text()}`);
}

async function lastRequestSeq(): Promise<number> {
  return (await simulatorControl.state()).requests.reduce((max, r) => Math.max(max, r.seq), 0);
}

function bridge(): MetaApiBridge {
  const url = simulatorUrl();
  return new MetaApiBridge({
    provisioningUrl: url,
    clientUrl: url,
    copyFactoryUrl: url,
    token: simulatorToken(),
    timeoutMs: 30_000,
  });
}

interface TimedRun {
  ms: number;
  bridgeCalls: number;
  trades: number;
}

/**
 * The schedule's plan (its lists of strategies and subscribers), then every bench strategy's task at `now`
 * (the service each task runs), TASKS_AT_ONCE at a time as the queue dispatches them, timed.
 */
async function timedRun(now: number): Promise<TimedRun> {
  const client = bridge();
  const db = adminDb();
  const before = await lastRequestSeq();
  const started = performance.now();
  const listed = new Map((await statisticsTasksAt(client, now)).map((t) => [t.strategyId, t]));
  const task = async (i: number) => {
    const planned = listed.get(strategyId(i));
    if (!planned) throw new Error(`strategy ${strategyId(i)} is not on the simulator`);
    const update = await processStatisticsTask({ bridge: client, db }, planned);
    if (!('record' in update)) throw new Error(`the run of ${planned.strategyId} was not cached`);
    return update.record.trades;
  };
  const results = await mapWithConcurrency(
    Array.from({ length: STRATEGIES }, (_, i) => i),
    TASKS_AT_ONCE,
    task,
  );
  const failure = results.find((r) => r.status === 'rejected');
  if (failure?.status === 'rejected') throw failure.reason;
  const trades = results.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0);
  const ms = performance.now() - started;
  return { ms, bridgeCalls: (await lastRequestSeq()) - before, trades };
}

export interface StatisticsFigures {
  full: TimedRun;
  hourly: TimedRun;
}

export async function benchStatistics(): Promise<StatisticsFigures> {
  const t = Math.floor(Date.parse((await simulatorControl.state()).now) / HOUR) * HOUR;
  const history = Array.from({ length: STRATEGIES }, (_, i) =>
    tradesOver(t - YEAR, YEAR - HOUR, TRADES, i + 1),
  );
  for (let i = 0; i < STRATEGIES; i += 1) {
    await install(strategyId(i), history[i]!);
    await adminDb().collection('strategyStatisticsState').doc(strategyId(i)).delete();
  }
  const full = await timedRun(t);
  // 100 new trades in the next hour, spread over the strategies (the history before them unchanged).
  const perStrategy = NEW_TRADES / STRATEGIES;
  for (let i = 0; i < STRATEGIES; i += 1)
    await install(strategyId(i), [
      ...history[i]!,
      ...tradesOver(t, HOUR - 10 * 60_000, perStrategy, 100 + i),
    ]);
  const hourly = await timedRun(t + HOUR);
  return { full, hourly };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function printStatistics(): Promise<void> {
  console.log(
    `\nStrategy statistics, ${STRATEGIES} strategies x ${TRADES.toLocaleString('en')} trades (simulator, emulators):`,
  );
  const { full, hourly } = await benchStatistics();
  const row = (label: string, run: TimedRun) =>
    console.log(
      `  ${label.padEnd(34)}${seconds(run.ms).padStart(10)}  ${String(run.bridgeCalls).padStart(5)} bridge calls  ${run.trades} trades cached`,
    );
  row('first full run', full);
  row(`hourly run after ${NEW_TRADES} new trades`, hourly);
  const share = hourly.ms / full.ms;
  console.log(
    `  hourly / full                     ${`${(share * 100).toFixed(1)}%`.padStart(10)}  (goal <= ${GOAL_SHARE * 100}%: ${share <= GOAL_SHARE ? 'met' : 'NOT met'})`,
  );
}
