// Deployment runs on Cloud Tasks (tasks emulator) against the simulator: a run over a few hundred
// accounts with injected 429s, 5xx and a permanent refusal; duplicated tasks; cancel; retry of the
// failures only; and the recent sign-in a run needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, SIGN_IN_AGAIN_MESSAGE } from '@copydesk/functions/contract';
import { clientFor } from '../support/api.ts';
import { eventually } from '../support/poll.ts';
import {
  cleanUpRuns,
  createFleet,
  enqueueDuplicateTask,
  finishedRun,
  staleTechnicalAdmin,
  type FleetAccount,
} from '../support/runs.ts';
import { fastSimulator, simulator, type SimFault } from '../support/simulator.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const FLEET_SIZE = 240;
/** A run of a few hundred tasks on a few local workers takes minutes on a busy 2-core machine. */
const RUN_TIMEOUT_MS = 300_000;
const REFUSED = 'The trading service refused our credentials. Please contact support.';

const path = (id: string, action: string) => `/accounts/${id}/${action}$`;

/** Successful (204) calls of `action` per account id in the simulator's request log. */
async function successfulCalls(action: 'deploy' | 'undeploy'): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const r of (await simulator.state()).requests) {
    const match = new RegExp(`/accounts/([^/]+)/${action}$`).exec(r.path);
    if (r.method === 'POST' && r.status === 204 && match)
      counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return counts;
}

async function bridgeStates(fleet: FleetAccount[]): Promise<Map<string, string>> {
  const accounts = (await simulator.state()).accounts;
  const ids = new Set(fleet.map((a) => a.id));
  return new Map(accounts.filter((a) => ids.has(a.id)).map((a) => [a.id, a.state]));
}

describe('deployment runs', () => {
  let technical: TestUser;
  let fleet: FleetAccount[];
  const runIds: string[] = [];
  let firstRunId = '';

  beforeAll(async () => {
    await fastSimulator();
    technical = await userWithRoles('tech-runs', { isAdmin: true, isTechnicalAdmin: true });
    fleet = await createFleet('fleet', FLEET_SIZE);
  }, 300_000);
  afterAll(async () => {
    await simulator.clearFaults();
    await cleanUpRuns(fleet, runIds);
  });

  it(
    'an undeploy run over a few hundred accounts with 429s and 5xx ends with each account undeployed exactly once and counters that add up',
    async () => {
      const rateLimited = fleet.slice(0, 12);
      const flaky = fleet.slice(12, 20);
      const refused = fleet.slice(20, 22);
      const faults: SimFault[] = [
        ...rateLimited.map((a) => ({
          match: { method: 'POST', path: path(a.id, 'undeploy') },
          kind: 'rate-limit' as const,
          retryAfterSeconds: 1,
          times: 1,
        })),
        ...flaky.map((a) => ({
          match: { method: 'POST', path: path(a.id, 'undeploy') },
          kind: 'status' as const,
          status: 503,
          times: 2,
        })),
        ...refused.map((a) => ({
          match: { method: 'POST', path: path(a.id, 'undeploy') },
          kind: 'status' as const,
          status: 403,
        })),
      ];
      await simulator.injectFaults(faults);
      const client = clientFor(technical);
      const { run } = await client.startDeploymentRun({ action: 'undeploy' });
      runIds.push(run.id);
      firstRunId = run.id;
      expect(run).toMatchObject({ action: 'undeploy', scope: ['production'], actorUid: technical.uid });
      expect(run.planned).toBeGreaterThanOrEqual(FLEET_SIZE);
      // The answer is the run as it stands once every task is enqueued, and the first tasks may have run by
      // then; the run as it started, before any task, is the audit log's start entry.
      expect(run.done + run.failed).toBeLessThanOrEqual(run.planned);
      const started = await adminDb().collection('auditLog').doc(`${run.id}-started`).get();
      expect(started.get('details')).toMatchObject({
        state: 'planned',
        planned: run.planned,
        done: 0,
        failed: 0,
      });

      const { run: finished, failures } = await finishedRun(client, run.id, RUN_TIMEOUT_MS - 30_000);
      expect(finished.state).toBe('completed with failures');
      expect(finished.failed).toBe(2);
      expect(finished.done + finished.failed).toBe(finished.planned);
      expect(failures.map((f) => f.accountId).sort()).toEqual(refused.map((a) => a.id).sort());
      expect(failures.map((f) => f.reason)).toEqual([REFUSED, REFUSED]);

      const calls = await successfulCalls('undeploy');
      const states = await bridgeStates(fleet);
      for (const account of fleet.slice(22)) {
        expect(calls.get(account.id), account.id).toBe(1);
        expect(states.get(account.id)).toBe('UNDEPLOYED');
      }
      for (const account of refused) expect(states.get(account.id)).toBe('DEPLOYED');
      const audit = await adminDb().collection('auditLog').where('details.runId', '==', run.id).get();
      expect(audit.docs.map((d) => d.get('action') as string).sort()).toEqual([
        'deploymentRun.finished',
        'undeploy.run',
      ]);
    },
    RUN_TIMEOUT_MS,
  );

  it('a duplicated task for a settled account changes nothing', async () => {
    const client = clientFor(technical);
    const before = (await client.getDeploymentRun({ runId: firstRunId })).run;
    const account = fleet[30]!;
    await enqueueDuplicateTask({ runId: firstRunId, accountId: account.id, attempt: 0 });
    const after = await eventually('the duplicate to be ignored', async () => {
      const { run } = await client.getDeploymentRun({ runId: firstRunId });
      return run.ignored > before.ignored ? run : undefined;
    });
    expect(after).toMatchObject({ done: before.done, failed: before.failed, state: before.state });
    expect((await successfulCalls('undeploy')).get(account.id)).toBe(1);
  });

  it(
    'retrying a run starts a new run over its failed accounts only',
    async () => {
      await simulator.clearFaults();
      const client = clientFor(technical);
      const { run } = await client.retryDeploymentRun({ runId: firstRunId });
      runIds.push(run.id);
      expect(run).toMatchObject({ retryOf: firstRunId, planned: 2, action: 'undeploy' });
      const { run: finished } = await finishedRun(client, run.id);
      expect(finished).toMatchObject({ state: 'completed', done: 2, failed: 0 });
      const states = await bridgeStates(fleet.slice(20, 22));
      expect([...states.values()]).toEqual(['UNDEPLOYED', 'UNDEPLOYED']);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'a cancelled run stops: its pending accounts are left as they were',
    async () => {
      await simulator.injectFaults([
        { match: { method: 'POST', path: '/deploy$' }, kind: 'latency', ms: 400 },
      ]);
      const client = clientFor(technical);
      const { run } = await client.startDeploymentRun({ action: 'deploy' });
      runIds.push(run.id);
      await eventually('the first accounts to be deployed', async () => {
        const answer = await client.getDeploymentRun({ runId: run.id });
        return answer.run.done > 0;
      });
      const { run: cancelled } = await client.cancelDeploymentRun({ runId: run.id });
      expect(cancelled.state).toBe('cancelled');
      // Every task ends up settled (in flight when cancelled) or ignored (pending).
      const drained = await eventually(
        'every task to settle or be ignored',
        async () => {
          const { run: now } = await client.getDeploymentRun({ runId: run.id });
          return now.done + now.failed + now.ignored >= now.planned ? now : undefined;
        },
        { timeoutMs: 120_000 },
      );
      expect(drained.state).toBe('cancelled');
      expect(drained.done).toBeLessThan(drained.planned);
      const pending = await adminDb()
        .collection(`deploymentRuns/${run.id}/items`)
        .where('state', '==', 'pending')
        .get();
      expect(pending.size).toBe(drained.planned - drained.done - drained.failed);
      const states = await bridgeStates(fleet);
      for (const item of pending.docs)
        if (states.has(item.id)) expect(states.get(item.id)).toBe('UNDEPLOYED');
      await expect(client.cancelDeploymentRun({ runId: run.id })).rejects.toMatchObject({ status: 409 });
      await simulator.clearFaults();
    },
    RUN_TIMEOUT_MS,
  );

  it('a run needs a sign-in from the last five minutes', async () => {
    const stale = await staleTechnicalAdmin('stale-tech');
    const error = await clientFor(stale)
      .startDeploymentRun({ action: 'deploy' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: SIGN_IN_AGAIN_MESSAGE });
    // The same stale token may still read.
    expect((await clientFor(stale).listDeploymentRuns({ limit: 1 })).success).toBe(true);
  });
});
