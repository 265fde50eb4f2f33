// Deployment runs always finish (docs/product.md §7): a task that is rate limited and whose next
// enqueue fails, and an item whose task is lost for good. The tasks are delivered by the test (a queue
// that behaves as Cloud Tasks does: it refuses a task name used before, and fails when told) on a clock
// the test moves, against the bridge simulator and the Firestore emulator; no waiting on real time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRun, markRunning, readRun, type NewItem } from '../../functions/src/runs/runs.repo.js';
import { cancelRunDoc } from '../../functions/src/runs/run-items.repo.js';
import { processRunTask, type RunTaskDeps } from '../../functions/src/runs/run-task.service.js';
import {
  enqueueRunTasks,
  type RunTaskOptions,
  type RunTaskPayload,
  type RunTaskQueue,
} from '../../functions/src/runs/run-task-queue.service.js';
import { settleStaleRunItems } from '../../functions/src/runs/watchdog.service.js';
import { RUN_TASK_RETRY } from '../../functions/src/runs/deployment-runs.rules.js';
import { cleanUpRuns, createFleet, type FleetAccount } from '../support/runs.ts';
import { MetaApiBridge } from '../../functions/src/bridge/index.js';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

const SECOND = 1000;
/** The queue's retry window: 5 deliveries of up to 300 s each, 60 s apart at most. */
const RETRY_WINDOW_MS = 30 * 60 * SECOND;
const LOST =
  'The account was not processed: its task was lost after several attempts. Retry the failed accounts.';

/** The test's clock: a task's sleep moves it instead of waiting. */
class TestClock {
  constructor(public t: number) {}
  now = () => this.t;
  sleep = (ms: number) => {
    this.t += ms;
    return Promise.resolve();
  };
}

interface QueuedTask {
  payload: RunTaskPayload;
  id: string;
  dueAt: number;
}

/** Cloud Tasks as the runs use it: a name is never accepted twice, even after a failed enqueue. */
class TestQueue implements RunTaskQueue {
  readonly queued: QueuedTask[] = [];
  readonly names: string[] = [];
  failNext = 0;
  constructor(private readonly clock: TestClock) {}
  enqueue(payload: RunTaskPayload, options: RunTaskOptions): Promise<void> {
    if (this.names.includes(options.id))
      return Promise.reject(
        Object.assign(new Error('task exists'), { code: 'functions/task-already-exists' }),
      );
    this.names.push(options.id);
    if (this.failNext > 0) {
      this.failNext--;
      return Promise.reject(new Error('Cloud Tasks unavailable'));
    }
    const dueAt = this.clock.t + (options.scheduleDelaySeconds ?? 0) * SECOND;
    this.queued.push({ payload, id: options.id, dueAt });
    return Promise.resolve();
  }
}

/** Delivers every queued task when due, each up to the queue's attempts, as Cloud Tasks would. */
async function deliverAll(queue: TestQueue, clock: TestClock, deps: RunTaskDeps): Promise<number> {
  let deliveries = 0;
  while (queue.queued.length > 0 && deliveries < 100) {
    queue.queued.sort((a, b) => a.dueAt - b.dueAt);
    const task = queue.queued.shift()!;
    clock.t = Math.max(clock.t, task.dueAt);
    for (let attempt = 1; attempt <= RUN_TASK_RETRY.maxAttempts; attempt++) {
      deliveries++;
      const delivered = await processRunTask(task.payload, deps).then(
        () => true,
        () => false,
      );
      if (delivered) break;
    }
  }
  return deliveries;
}

/** The bridge as the run tasks build it (platform/params/bridge-params.ts createRunBridge): no retries of its own. */
function runBridge(): MetaApiBridge {
  const url = simulatorUrl();
  const token = process.env.COPYDESK_SIMULATOR_TOKEN ?? '';
  return new MetaApiBridge({
    provisioningUrl: url,
    clientUrl: url,
    copyFactoryUrl: url,
    token,
    timeoutMs: 20_000,
    retries: 0,
    longRunningTimeoutMs: 30_000,
  });
}

const item = (account: FleetAccount): NewItem => ({
  accountId: account.id,
  login: account.login,
  name: `recovery-${account.login}`,
  environment: 'production',
  accountState: 'DEPLOYED',
  owner: null,
});

const newRun = (action: 'deploy' | 'undeploy', items: NewItem[]) =>
  createRun(
    { action, scope: ['production'], actorUid: 'recovery-test', actorEmail: null, skipped: 0, retryOf: null },
    items,
  );

describe('deployment runs always finish', () => {
  let fleet: FleetAccount[];
  const runIds: string[] = [];
  beforeAll(async () => {
    await fastSimulator();
    fleet = await createFleet('recovery', 3);
  });
  afterAll(async () => {
    await simulator.clearFaults();
    await cleanUpRuns(fleet, runIds);
  });

  it('a 429 with a 60 s recommended retry plus one failed enqueue still finishes the run', async () => {
    const [limited, plain] = fleet;
    const runId = await newRun('undeploy', [item(limited!), item(plain!)]);
    runIds.push(runId);
    await markRunning(runId);
    await simulator.injectFaults([
      {
        match: { method: 'POST', path: `/accounts/${limited!.id}/undeploy$` },
        kind: 'rate-limit',
        retryAfterSeconds: 60,
        times: 1,
      },
    ]);
    const clock = new TestClock(Date.now());
    const queue = new TestQueue(clock);
    const bridge = runBridge();
    const deps: RunTaskDeps = {
      bridge: () => bridge,
      queue: () => queue,
      now: clock.now,
      sleep: clock.sleep,
    };
    const started = clock.t;
    await enqueueRunTasks(
      [limited!, plain!].map((a) => ({ runId, accountId: a.id, attempt: 0 })),
      0,
      queue,
    );
    // The enqueue of the rate-limited account's next attempt fails once.
    queue.failNext = 1;
    await deliverAll(queue, clock, deps);

    expect(await readRun(runId)).toMatchObject({ state: 'completed', done: 2, failed: 0 });
    expect(clock.t - started).toBeGreaterThanOrEqual(59 * SECOND);
    expect(new Set(queue.names).size).toBe(queue.names.length);
    const retries = queue.names.filter((name) => name.startsWith(`${runId}-${limited!.id}-1-`));
    expect(retries).toHaveLength(2); // the refused enqueue, then a fresh name
    const states = (await simulator.state()).accounts.filter(
      (a) => a.id === limited!.id || a.id === plain!.id,
    );
    expect(states).toHaveLength(2);
    for (const account of states) expect(account.state, account.id).toBe('UNDEPLOYED');
  });

  it('an item stuck past the queue retry window is settled by the watchdog, and the next run can start', async () => {
    const stuck = fleet[2]!;
    const runId = await newRun('deploy', [item(stuck)]);
    runIds.push(runId);
    await markRunning(runId);
    await expect(newRun('deploy', [item(stuck)])).rejects.toThrow(/already in progress/);

    await settleStaleRunItems(Date.now() + RETRY_WINDOW_MS - 60 * SECOND);
    expect(await readRun(runId)).toMatchObject({ state: 'running', failed: 0 });

    await settleStaleRunItems(Date.now() + RETRY_WINDOW_MS + 60 * SECOND);
    expect(await readRun(runId)).toMatchObject({ state: 'completed with failures', failed: 1, done: 0 });
    const settled = await adminDb().doc(`deploymentRuns/${runId}/items/${stuck.id}`).get();
    expect(settled.data()).toMatchObject({ state: 'failed', reason: LOST });
    const audit = await adminDb().collection('auditLog').where('details.runId', '==', runId).get();
    expect(audit.docs.map((d) => d.get('action') as string)).toEqual(['deploymentRun.finished']);

    const next = await newRun('deploy', [item(stuck)]);
    runIds.push(next);
    expect(await cancelRunDoc(next)).toBe(true);
  });
});
