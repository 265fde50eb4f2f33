// A deployment run's counters are sharded (deploymentRuns/{id}/counters/{shard}, docs/product.md §7):
// after a run whose every task was delivered twice, the shards summed equal the items' states, every
// duplicate is counted once as ignored, and getDeploymentRun answers the same sums.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_COUNTER_SHARDS } from '@copydesk/functions/contract';
import { clientFor } from '../support/api.ts';
import { eventually } from '../support/poll.ts';
import {
  cleanUpRuns,
  createFleet,
  enqueueDuplicateTask,
  finishedRun,
  type FleetAccount,
} from '../support/runs.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const FLEET_SIZE = 40;
const RUN_TIMEOUT_MS = 240_000;

interface Sums {
  done: number;
  failed: number;
  ignored: number;
}

async function shardSums(runId: string): Promise<{ sums: Sums; shardIds: string[] }> {
  const shards = await adminDb().collection('deploymentRuns').doc(runId).collection('counters').get();
  const sums = { done: 0, failed: 0, ignored: 0 };
  for (const doc of shards.docs)
    for (const field of ['done', 'failed', 'ignored'] as const)
      sums[field] += (doc.get(field) as number | undefined) ?? 0;
  return { sums, shardIds: shards.docs.map((doc) => doc.id) };
}

async function itemStates(runId: string): Promise<Record<string, number>> {
  const items = await adminDb().collection('deploymentRuns').doc(runId).collection('items').get();
  const states: Record<string, number> = {};
  for (const doc of items.docs) {
    const state = doc.get('state') as string;
    states[state] = (states[state] ?? 0) + 1;
  }
  return states;
}

describe('sharded deployment-run counters', () => {
  let technical: TestUser;
  let fleet: FleetAccount[];
  const runIds: string[] = [];

  beforeAll(async () => {
    await fastSimulator();
    technical = await userWithRoles('tech-run-counters', { isAdmin: true, isTechnicalAdmin: true });
    fleet = await createFleet('counters', FLEET_SIZE);
  }, 120_000);
  afterAll(async () => {
    await simulator.clearFaults();
    await cleanUpRuns(fleet, runIds);
  });

  it(
    'the summed counter shards equal the items states after a run whose every task was delivered twice',
    async () => {
      const refused = fleet.slice(0, 3);
      await simulator.injectFaults(
        refused.map((a) => ({
          match: { method: 'POST', path: `/accounts/${a.id}/undeploy$` },
          kind: 'status' as const,
          status: 403,
        })),
      );
      const client = clientFor(technical);
      const { run } = await client.startDeploymentRun({ action: 'undeploy' });
      runIds.push(run.id);
      const itemIds = (
        await adminDb().collection('deploymentRuns').doc(run.id).collection('items').select().get()
      ).docs.map((doc) => doc.id);
      for (const accountId of itemIds) await enqueueDuplicateTask({ runId: run.id, accountId, attempt: 0 });

      const { run: finished } = await finishedRun(client, run.id, RUN_TIMEOUT_MS - 30_000);
      // Every item had two deliveries: one settled it, the other counted itself as ignored.
      const { sums, shardIds } = await eventually('every duplicate to be counted', async () => {
        const counted = await shardSums(run.id);
        return counted.sums.ignored === itemIds.length ? counted : undefined;
      });
      const states = await itemStates(run.id);
      expect(states.pending ?? 0).toBe(0);
      expect(sums).toEqual({ done: states.done ?? 0, failed: states.failed ?? 0, ignored: itemIds.length });
      expect(states.failed).toBeGreaterThanOrEqual(refused.length);
      expect(sums.done + sums.failed).toBe(finished.planned);
      expect(finished.state).toBe('completed with failures');
      // Spread over several shards, each one of the RUN_COUNTER_SHARDS ids.
      expect(shardIds.length).toBeGreaterThan(1);
      for (const id of shardIds) expect(Number(id)).toBeLessThan(RUN_COUNTER_SHARDS);
      const answered = (await client.getDeploymentRun({ runId: run.id })).run;
      expect(answered).toMatchObject(sums);
      // The run document itself no longer carries counters that every task would write.
      const runDoc = (await adminDb().collection('deploymentRuns').doc(run.id).get()).data();
      expect(runDoc).not.toHaveProperty('done');
      expect(runDoc).not.toHaveProperty('ignored');
    },
    RUN_TIMEOUT_MS,
  );
});
