// What copy health costs (docs/architecture.md §12), counted over whole cycles of the seeded fleet
// (health-monitor.ts): Firestore operations (firestore-ops.ts, priced by firestore-prices.ts) and bridge
// calls per account, for a quiet fleet and for one where 1% of the accounts change each cycle; and the
// projected cycle at 100,000 accounts from the per-shard time measured here. Each figure beside its goal.
import {
  DEFAULT_COPY_READ_EVERY_CYCLES,
  DEFAULT_SHARD_CAPACITY,
  DEFAULT_SHARD_TASK_CONCURRENCY,
} from '../functions/src/health/health-shards.rules.js';
import type { HealthSettings } from '../functions/src/health/health.params.js';
import { HEALTH_DEFAULTS } from '../functions/src/product-rules/health.js';
import { countFirestoreOperations, operationsSince, firestoreOperations } from './firestore-ops.ts';
import { firestoreCostUsd, type FirestoreOperationCounts } from './firestore-prices.ts';

/** Production's settings (health/health.params.ts defaults). */
export const PRODUCTION_SETTINGS: HealthSettings = {
  concurrency: HEALTH_DEFAULTS.monitorConcurrency,
  bridgeGraceMinutes: HEALTH_DEFAULTS.bridgeGraceMinutes,
  copyFailureQuietMinutes: HEALTH_DEFAULTS.copyFailureQuietMinutes,
  escalationMinutes: HEALTH_DEFAULTS.adminEscalationMinutes,
  copyReadEveryCycles: DEFAULT_COPY_READ_EVERY_CYCLES,
};

export interface CycleFigures {
  /** Accounts in shards (this run's and any the stack already had). */
  accounts: number;
  plannerMs: number;
  /** Each shard task's time, run one after another so each is timed alone. */
  shardMs: number[];
  bridgeCalls: number;
}

/** The seeded fleet and what the bench does to it (health-monitor.ts). */
export interface BenchFleet {
  ids: string[];
  addedLatencyMs: number;
  cycle(cycleAt: number, settings: HealthSettings): Promise<CycleFigures>;
  withBridgeLatency<T>(work: () => Promise<T>): Promise<T>;
  setConnection(id: string, connectionStatus: string): Promise<void>;
}

const CYCLES_PER_DAY = 1_440;
const PRODUCTION_ACCOUNTS = 100_000;
/** Goals (issue "Background work at production scale"). */
const GOAL = { usdPer1000PerDay: 0.05, cycleMs: 120_000, bridgeCallsPerAccount: 0.1 };

interface Scenario {
  name: string;
  cycles: CycleFigures[];
  ops: FirestoreOperationCounts;
}

/** `cycles` cycles a minute apart from `start`, `before` run ahead of each (the fleet's changes). */
async function scenario(
  fleet: BenchFleet,
  name: string,
  start: number,
  cycles: number,
  settings = PRODUCTION_SETTINGS,
  before: (cycle: number) => Promise<void> = () => Promise.resolve(),
): Promise<Scenario> {
  const figures: CycleFigures[] = [];
  const mark = firestoreOperations();
  for (let cycle = 0; cycle < cycles; cycle++) {
    await before(cycle);
    figures.push(await fleet.cycle(start + cycle * 60_000, settings));
  }
  return { name, cycles: figures, ops: operationsSince(mark) };
}

/** 1% of the fleet changes each cycle: half of it disconnects from its broker, the half before reconnects. */
function changingFleet(fleet: BenchFleet): (cycle: number) => Promise<void> {
  const { ids } = fleet;
  const half = Math.max(1, Math.round(ids.length / 200));
  const set = (id: string, status: string) => fleet.setConnection(id, status);
  return async (cycle) => {
    const down = ids.slice(cycle * half, (cycle + 1) * half);
    const up = ids.slice((cycle - 1) * half, cycle * half);
    await Promise.all([
      ...down.map((id) => set(id, 'DISCONNECTED_FROM_BROKER')),
      ...up.map((id) => set(id, 'CONNECTED')),
    ]);
  };
}

const per1000 = (value: number, accounts: number) => (value * 1000) / accounts;
const mark = (ok: boolean) => (ok ? 'meets' : 'MISSES');

/** `costGoal`: the goal holds for a quiet fleet only; a changing fleet's cost is printed for reference. */
function printScenario(s: Scenario, costGoal: boolean): void {
  const accounts = s.cycles[0]?.accounts ?? 1;
  const n = s.cycles.length;
  const perCycle = { reads: s.ops.reads / n, writes: s.ops.writes / n, deletes: s.ops.deletes / n };
  const calls = s.cycles.reduce((sum, c) => sum + c.bridgeCalls, 0) / n / accounts;
  const day = (v: number) => per1000(v, accounts) * CYCLES_PER_DAY;
  const usdPer1000PerDay = firestoreCostUsd({
    reads: day(perCycle.reads),
    writes: day(perCycle.writes),
    deletes: day(perCycle.deletes),
  });
  const monthly = usdPer1000PerDay * (PRODUCTION_ACCOUNTS / 1000) * 30;
  console.log(`  ${s.name} (${n} cycles over ${accounts} accounts):`);
  const row = (label: string, v: number) =>
    `${label} ${per1000(v, accounts).toFixed(2)} per 1,000 accounts per cycle, ${day(v).toFixed(0)} per day`;
  console.log(
    `    Firestore ${row('reads', perCycle.reads)}; ${row('writes', perCycle.writes)}; ${row('deletes', perCycle.deletes)}`,
  );
  console.log(
    `    bridge calls per account per cycle ${calls.toFixed(3)}  (goal <= ${GOAL.bridgeCallsPerAccount}: ${mark(calls <= GOAL.bridgeCallsPerAccount)})`,
  );
  console.log(
    `    USD ${usdPer1000PerDay.toFixed(4)} per 1,000 accounts per day${costGoal ? `  (goal <= ${GOAL.usdPer1000PerDay} for a quiet fleet: ${mark(usdPer1000PerDay <= GOAL.usdPer1000PerDay)})` : '  (no goal: the quiet fleet has one)'}`,
  );
  console.log(
    `    USD ${monthly.toFixed(2)} a month at ${PRODUCTION_ACCOUNTS.toLocaleString('en')} accounts`,
  );
}

function printProjection(quiet: Scenario, addedLatencyMs: number): void {
  const shardMs = Math.max(...quiet.cycles.flatMap((c) => c.shardMs));
  const plannerMs = Math.max(...quiet.cycles.map((c) => c.plannerMs));
  const accounts = quiet.cycles[0]?.accounts ?? 1;
  // The planner's bulk reads page 1,000 accounts a call: its time grows with the pages.
  const plannerAt100k = plannerMs * Math.max(1, PRODUCTION_ACCOUNTS / Math.max(accounts, 1000));
  const waves = Math.ceil(PRODUCTION_ACCOUNTS / DEFAULT_SHARD_CAPACITY / DEFAULT_SHARD_TASK_CONCURRENCY);
  const cycleMs = plannerAt100k + waves * shardMs;
  console.log(
    `  Cycle at ${PRODUCTION_ACCOUNTS.toLocaleString('en')} accounts, +${addedLatencyMs} ms per bridge call:`,
  );
  console.log(
    `    per shard of ${DEFAULT_SHARD_CAPACITY} (slowest measured) ${(shardMs / 1000).toFixed(2)} s; planner here ${(plannerMs / 1000).toFixed(2)} s, projected ${(plannerAt100k / 1000).toFixed(1)} s`,
  );
  console.log(
    `    ${waves} waves of ${DEFAULT_SHARD_TASK_CONCURRENCY} concurrent shard tasks -> projected cycle ${(cycleMs / 1000).toFixed(1)} s  (goal <= ${GOAL.cycleMs / 1000} s: ${mark(cycleMs <= GOAL.cycleMs)})`,
  );
}

export async function printHealthCost(fleet: BenchFleet): Promise<void> {
  countFirestoreOperations();
  const start = Date.now();
  const first = await fleet.withBridgeLatency(() => fleet.cycle(start, PRODUCTION_SETTINGS));
  const firstMs = first.plannerMs + first.shardMs.reduce((a, b) => a + b, 0);
  console.log(
    `\nCopy health (shards of ${DEFAULT_SHARD_CAPACITY}; a healthy account's stop-outs and user log read every ${DEFAULT_COPY_READ_EVERY_CYCLES} cycles):`,
  );
  console.log(`  first cycle (every account recorded) ${(firstMs / 1000).toFixed(1)} s`);
  const quiet = await fleet.withBridgeLatency(() =>
    scenario(fleet, 'quiet fleet', start + 60_000, DEFAULT_COPY_READ_EVERY_CYCLES),
  );
  const changing = await scenario(
    fleet,
    '1% of accounts changing each cycle',
    start + 3_600_000,
    10,
    { ...PRODUCTION_SETTINGS, bridgeGraceMinutes: 0 },
    changingFleet(fleet),
  );
  printScenario(quiet, true);
  printScenario(changing, false);
  printProjection(quiet, fleet.addedLatencyMs);
  console.log(
    "    (the e-mail trigger's updates of each notification run in the functions emulator, not counted here)",
  );
}
