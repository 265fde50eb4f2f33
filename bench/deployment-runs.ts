// Deployment runs at fleet scale: an undeploy run over 1,000 production accounts on the bridge
// simulator with 100 ms added latency and 5% of the accounts answered 429 once, against the same
// undeploys done one by one (a single loop calling the bridge and honouring each 429's retry time), both
// measured in this run. The one-by-one loop does no Firestore work, so the speed-up is a lower bound.
import { cpus } from 'node:os';
import { processTreeCpuMs } from './process-cpu.ts';
import { FINISHED_RUN_STATES, type ApiClient, type OutputOf } from '@copydesk/functions/contract';
import { simulatorControl, type SimFault } from '../tools/stack-clients/simulator-control.ts';
import { bridgePost, createBenchFleet, removeBenchFleet, technicalAdminClient } from './run-fleet.ts';

const FLEET = 1000;
/** The queue's production size (RUN_TASK_CONCURRENCY, functions/src/platform/params/run-params.ts), not the tests'. */
export const BENCH_RUN_QUEUE_SIZE = 20;
const LATENCY_MS = 100;
const RATE_LIMITED_SHARE = 0.05;

/** One timed deployment run over the fleet. */
export interface TimedRun {
  runMs: number;
  /** How long the start request took (planning, writing the items, enqueueing every task). */
  startMs: number;
  speedUp: number;
  /** CPU the local stack (emulators, functions workers, simulator) used per account; NaN without /proc. */
  cpuMsPerAccount: number;
}

export interface RunFigures {
  accounts: number;
  queueSize: number;
  oneByOneMs: number;
  /** The first run: the queue's functions workers start cold, as after a deploy. */
  cold: TimedRun;
  /** The same run again once the workers are warm. */
  warm: TimedRun;
  cores: number;
}

/** 100 ms on every bridge call, and a 429 (retry after 1 s) once for every 20th account's `action`. */
function faults(fleet: string[], action: 'deploy' | 'undeploy'): SimFault[] {
  const every = Math.round(1 / RATE_LIMITED_SHARE);
  const limited = fleet.filter((_, index) => index % every === 0);
  return [
    ...limited.map((id) => ({
      match: { method: 'POST', path: `/accounts/${id}/${action}$` },
      kind: 'rate-limit' as const,
      retryAfterSeconds: 1,
      times: 1,
    })),
    { kind: 'latency', ms: LATENCY_MS },
  ];
}

/** The baseline: each account in turn, waiting out a 429's Retry-After before trying it again. */
async function oneByOne(fleet: string[]): Promise<number> {
  const started = performance.now();
  for (const id of fleet) {
    for (;;) {
      const response = await bridgePost(id, 'undeploy');
      await response.arrayBuffer();
      if (response.status !== 429) break;
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
  return performance.now() - started;
}

/** Deploys the fleet again, 25 at a time and without faults, so the run has the same work to do. */
async function redeploy(fleet: string[]): Promise<void> {
  await simulatorControl.clearFaults();
  for (let index = 0; index < fleet.length; index += 25) {
    await Promise.all(fleet.slice(index, index + 25).map((id) => bridgePost(id, 'deploy')));
  }
}

async function finishedRun(client: ApiClient, runId: string): Promise<OutputOf<'getDeploymentRun'>> {
  for (;;) {
    const answer = await client.getDeploymentRun({ runId });
    if (FINISHED_RUN_STATES.includes(answer.run.state)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling pace, not readiness
  }
}

/** An undeploy run over the deployed fleet, timed from the start request to its last account. */
async function timedUndeployRun(
  client: ApiClient,
  fleet: string[],
  oneByOneMs: number,
  runIds: string[],
): Promise<TimedRun> {
  await simulatorControl.injectFaults(faults(fleet, 'undeploy'));
  const cpuBefore = processTreeCpuMs() ?? Number.NaN;
  const started = performance.now();
  const { run } = await client.startDeploymentRun({ action: 'undeploy' });
  runIds.push(run.id);
  const startMs = performance.now() - started;
  // The one-by-one baseline covers the fleet only: a run over more would not compare.
  if (run.planned !== fleet.length)
    throw new Error(
      `the bench run planned ${run.planned} accounts for a fleet of ${fleet.length}: other production accounts are indexed`,
    );
  const { run: finished } = await finishedRun(client, run.id);
  const runMs = performance.now() - started;
  const cpuMs = (processTreeCpuMs() ?? Number.NaN) - cpuBefore;
  await simulatorControl.clearFaults();
  if (finished.done !== fleet.length) {
    throw new Error(`the bench run ended ${finished.state}: ${finished.done} of ${fleet.length} done`);
  }
  return { runMs, startMs, speedUp: oneByOneMs / runMs, cpuMsPerAccount: cpuMs / fleet.length };
}

export async function benchDeploymentRuns(): Promise<RunFigures> {
  const fleet = await createBenchFleet(FLEET);
  const client = await technicalAdminClient();
  const runIds: string[] = [];
  try {
    await simulatorControl.injectFaults(faults(fleet, 'undeploy'));
    const oneByOneMs = await oneByOne(fleet);
    await redeploy(fleet);
    // Timed from the start request, so the queue workers' cold starts are included.
    const cold = await timedUndeployRun(client, fleet, oneByOneMs, runIds);
    await redeploy(fleet);
    const warm = await timedUndeployRun(client, fleet, oneByOneMs, runIds);
    return figuresOf(fleet, oneByOneMs, cold, warm);
  } finally {
    await simulatorControl.clearFaults();
    await removeBenchFleet(fleet, runIds);
  }
}

function figuresOf(fleet: string[], oneByOneMs: number, cold: TimedRun, warm: TimedRun): RunFigures {
  return {
    accounts: fleet.length,
    queueSize: BENCH_RUN_QUEUE_SIZE,
    oneByOneMs,
    cold,
    warm,
    cores: cpus().length,
  };
}
