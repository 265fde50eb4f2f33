// firebase-tools' own discovery (what `firebase deploy` uploads) on the built functions (functions/lib,
// built by `npm run typecheck`): exactly the contract's endpoints plus the triggers, schedules and task
// queues functions/src/index.ts exports, each in the configured region with its kind's sizing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointNames } from '../../functions/src/contract/index.ts';
import { SIZING, type FunctionKind } from '../../functions/src/platform/function-sizing.ts';
import { ROOT } from '../stack/processes.ts';
import {
  deployEnvValues,
  discoverBuild,
  resolveEndpoints,
  type DiscoveredBuild,
  type ResolvedEndpoint,
} from './firebase-tools.ts';
import { PRODUCTION_VALUES } from './preflight-fixtures.ts';

const PROJECT = 'acme-copydesk-prod';
const FUNCTIONS = path.join(ROOT, 'functions');

const NOT_HTTP: Record<Exclude<FunctionKind, 'http'>, string[]> = {
  task: ['runDeploymentTask', 'checkHealthShardTask', 'strategyStatisticsTask', 'eraseUserTask'],
  schedule: [
    'expireSubscriptionsSchedule',
    'deploymentRunWatchdog',
    'purgeExpiredSchedule',
    'healthMonitorSchedule',
    'strategyStatisticsSchedule',
  ],
  trigger: [
    'onTradingAccountCreated',
    'onSubscriptionStatusChanged',
    'onRolesChanged',
    'onUserAuditedFieldsChanged',
    'onUserSearchFieldsWritten',
    'onBridgeAccountWritten',
    'onTradingAccountDeleted',
    'onNotificationCreated',
    'onAuthUserDeleted',
  ],
};

/** Functions that wait longer than their kind allows, each for the reason beside its definition. */
const LONGER_TIMEOUTS: Record<string, number> = {
  provisionFullAccount: 120,
  getCopyReport: 120,
  getStrategyRisk: 120,
  startDeploymentRun: 300,
  retryDeploymentRun: 300,
  deployAllAccounts: 300,
  undeployAllAccounts: 300,
  rebuildStrategyStatistics: 540,
  strategyStatisticsTask: 540,
  deploymentRunWatchdog: 300,
  eraseUserTask: 240,
};

/**
 * 1st-gen functions (firebase-functions/v1: Auth deletion events have no 2nd-gen trigger) take no cpu or
 * concurrency: one request per instance is what 1st gen is (users/auth-user-deleted.trigger.ts).
 */
const FIRST_GEN = new Set(['onAuthUserDeleted']);

const MEMORY_MB = { '256MiB': 256, '512MiB': 512, '1GiB': 1024 } as const;

function kindOf(endpoint: ResolvedEndpoint): FunctionKind {
  if (endpoint.httpsTrigger) return 'http';
  if (endpoint.taskQueueTrigger) return 'task';
  if (endpoint.scheduleTrigger) return 'schedule';
  if (endpoint.eventTrigger) return 'trigger';
  throw new Error(`${endpoint.id} has a trigger the sizing has no kind for`);
}

/** The values a deploy would read: the production sample, the declared defaults for the rest. */
function deployValues(build: DiscoveredBuild): Record<string, string> {
  const defaults = build.params
    .filter((param) => param.type !== 'secret' && param.default !== undefined && param.default !== null)
    .map((param): [string, string] => [param.name, String(param.default)]);
  return { ...Object.fromEntries(defaults), ...PRODUCTION_VALUES };
}

let build: DiscoveredBuild;
let endpoints: ResolvedEndpoint[];

beforeAll(async () => {
  if (!existsSync(path.join(FUNCTIONS, 'lib', 'index.js')))
    throw new Error('functions/lib is not built: run `npm run build -w functions` (or `npm run typecheck`)');
  build = await discoverBuild({ projectId: PROJECT, sourceDir: FUNCTIONS, runtime: 'nodejs22' });
  endpoints = await resolveEndpoints(build, PROJECT, deployValues(build));
}, 240_000);

describe("firebase-tools' discovery of the built functions", () => {
  it("lists the contract's endpoints and the exported triggers, schedules and task queues, nothing else", () => {
    const byKind = (kind: FunctionKind) =>
      endpoints
        .filter((endpoint) => kindOf(endpoint) === kind)
        .map((endpoint) => endpoint.id)
        .sort();
    expect(byKind('http')).toEqual([...endpointNames].sort());
    for (const [kind, names] of Object.entries(NOT_HTTP))
      expect(byKind(kind as FunctionKind)).toEqual([...names].sort());
  });

  it('lets no one but Cloud Tasks invoke a task queue', () => {
    const tasks = endpoints.filter((endpoint) => endpoint.taskQueueTrigger);
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks)
      expect({ id: task.id, invoker: task.taskQueueTrigger?.invoker }).toEqual({
        id: task.id,
        invoker: ['private'],
      });
  });

  it('puts every function in the region the environment sets', () => {
    expect(new Set(endpoints.map((endpoint) => endpoint.region))).toEqual(new Set(['europe-west1']));
  });

  it("gives every function its kind's sizing, with only the listed longer timeouts", () => {
    for (const endpoint of endpoints) {
      const sizing = SIZING[kindOf(endpoint)];
      expect({ id: endpoint.id, ...pickSizing(endpoint) }).toEqual({
        id: endpoint.id,
        availableMemoryMb: MEMORY_MB[sizing.memory],
        cpu: FIRST_GEN.has(endpoint.id) ? undefined : sizing.cpu,
        concurrency: FIRST_GEN.has(endpoint.id) ? undefined : sizing.concurrency,
        maxInstances: sizing.maxInstances,
        minInstances: sizing.minInstances,
        timeoutSeconds: LONGER_TIMEOUTS[endpoint.id] ?? sizing.timeoutSeconds,
      });
    }
  });

  it('declares the region as a param without a default, so a deploy cannot fall back to one', () => {
    expect(build.params.find((param) => param.name === 'FUNCTIONS_REGION')).toMatchObject({ type: 'string' });
    expect(build.params.find((param) => param.name === 'FUNCTIONS_REGION')?.default ?? null).toBeNull();
  });
});

describe.each(['staging', 'production'])('the checked-in %s environment', (alias) => {
  it('sets every param the functions declare, as a non-interactive deploy needs', () => {
    const values = deployEnvValues(FUNCTIONS, PROJECT, alias);
    const unset = build.params
      .filter((param) => param.type !== 'secret' && !(param.name in values))
      .map((param) => param.name);
    expect(unset).toEqual([]);
  });
});

function pickSizing(endpoint: ResolvedEndpoint) {
  const { availableMemoryMb, cpu, concurrency, maxInstances, minInstances, timeoutSeconds } = endpoint;
  return { availableMemoryMb, cpu, concurrency, maxInstances, minInstances, timeoutSeconds };
}
