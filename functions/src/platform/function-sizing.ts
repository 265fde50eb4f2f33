// Where every function runs and how big it is, by KIND of function (docs/operations.md "Deploying").
// Every definition spreads its kind's options (platform/http/endpoint.ts, triggers/*), so a kind is
// sized here once; a function overrides only timeoutSeconds, and says why beside it.
// The region is a param: each environment sets it in functions/.env.<alias>, the local stack writes
// us-central1 (tools/stack/emulators.ts); a deploy without one stops rather than guess.
import { defineString } from 'firebase-functions/params';
import { RUNTIME_SERVICE_ACCOUNT } from './service-accounts.js';

/** The Cloud Functions region of every function, e.g. europe-west1 (beside Firestore's eur3). */
export const FUNCTIONS_REGION = defineString('FUNCTIONS_REGION', {
  description: 'Cloud Functions region of every function (docs/operations.md "Deploying")',
});

export type FunctionKind = 'http' | 'task' | 'schedule' | 'trigger';

/** Names and values exactly as firebase-functions v2 options take them (a subset of GlobalOptions). */
export interface KindSizing {
  memory: '256MiB' | '512MiB' | '1GiB';
  cpu: 1 | 'gcf_gen1';
  timeoutSeconds: number;
  concurrency: number;
  maxInstances: number;
  minInstances: number;
}

export const SIZING: Record<FunctionKind, KindSizing> = {
  http: {
    // The endpoints parse JSON and wait on MetaApi and Firestore: I/O-bound, small heaps.
    memory: '512MiB',
    // Concurrency above 1 needs a whole vCPU (Cloud Run); one instance then serves many waiting calls.
    cpu: 1,
    // A call without the bridge answers in well under a second; bridge callers raise it to 120 or more
    // (platform/params/bridge-params.ts: ~90 s worst case with retries).
    timeoutSeconds: 60,
    // Most of a request is spent waiting on the network, so 40 share one vCPU without queuing on it.
    concurrency: 40,
    // A bound on cost and on the load we can put on MetaApi's rate limits: 20 x 40 calls in flight.
    maxInstances: 20,
    // None kept warm: a cold start (~2 s) on the first call after a quiet spell is acceptable for this
    // app, an idle instance per endpoint around the clock is not (34 endpoints).
    minInstances: 0,
  },
  task: {
    // Deployment, health-shard and statistics tasks hold one account's or strategy's data at a time.
    memory: '512MiB',
    cpu: 1,
    // The run bridge answers within ~50 s or gives up (createRunBridge), so 120 s covers a slow call.
    timeoutSeconds: 120,
    // The queues' maxConcurrentDispatches (20, 50, 10) bound the calls in flight; 10 per instance
    // keeps that to a few instances while each waits on the bridge.
    concurrency: 10,
    // 10 x 10 covers the busiest queue's 50 dispatches with headroom for retries.
    maxInstances: 10,
    // Tasks arrive in bursts a schedule or an admin starts; nothing waits on a cold start.
    minInstances: 0,
  },
  schedule: {
    // A schedule plans work (lists accounts, enqueues tasks) and holds at most a fleet's index.
    memory: '512MiB',
    // One run at a time per schedule, so no concurrency and no need for a whole vCPU.
    cpu: 'gcf_gen1',
    timeoutSeconds: 120,
    concurrency: 1,
    // Cloud Scheduler fires each job once per tick; a second instance could only run a duplicate.
    maxInstances: 1,
    minInstances: 0,
  },
  trigger: {
    // Firestore triggers read and write a handful of documents per event.
    memory: '256MiB',
    cpu: 'gcf_gen1',
    // Every trigger retries on failure (retry: true), so a slow attempt is better cut short and retried.
    timeoutSeconds: 60,
    concurrency: 1,
    // Events for one user arrive in small bursts (a sign-up writes a few documents); 20 instances bound
    // what a bulk import can cost and how hard it can hit MetaApi from the account-limit trigger.
    maxInstances: 20,
    minInstances: 0,
  },
};

/** The options a function of `kind` is defined with: its kind's sizing in the configured region. */
export function optionsFor(kind: FunctionKind) {
  // Functions that mount secrets override the account with withSecrets (platform/service-accounts.ts).
  return { region: FUNCTIONS_REGION, ...SIZING[kind], serviceAccount: RUNTIME_SERVICE_ACCOUNT };
}

/**
 * A task function's options: its kind's sizing, and no invoker but Cloud Tasks. `private` grants no one
 * roles/run.invoker on the function, so only the queue's own OIDC identity (which firebase-tools sets
 * up) can call it; a task payload therefore comes from our own enqueue code, and is still validated
 * (contract/tasks.ts).
 */
export function taskOptions() {
  return { ...optionsFor('task'), invoker: 'private' as const };
}

/** The region at run time, for the task-queue clients (firebase-admin defaults to us-central1). */
export function functionsRegion(): string {
  return FUNCTIONS_REGION.value();
}

/**
 * A task function's queue as firebase-admin's taskQueue() names it: with the region, because a bare
 * function name means us-central1 to firebase-admin whatever region the function was deployed to.
 */
export function queueOf(functionName: string): string {
  return `locations/${functionsRegion()}/functions/${functionName}`;
}
