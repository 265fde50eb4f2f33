import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OutputOf } from '@copydesk/functions/contract';
import {
  DEPLOYMENT_MESSAGES,
  deploymentMachine,
  type BulkOperation,
  type BulkResult,
} from './deployment.machine';

function counts(total: number, deployed: number) {
  return {
    totalAccounts: total,
    deployedAccounts: deployed,
    undeployedAccounts: total - deployed,
    inProgressAccounts: 0,
  };
}
function stats(deployed: number): OutputOf<'getDeploymentStats'> {
  return {
    success: true,
    stats: {
      production: counts(3, deployed),
      staging: counts(0, 0),
      unclassified: counts(0, 0),
      all: counts(3, deployed),
    },
    timestamp: '2026-06-01T00:00:00.000Z',
    currentEnvironment: 'production',
  };
}

function start(
  load: () => Promise<OutputOf<'getDeploymentStats'>>,
  bulk: (op: BulkOperation) => Promise<BulkResult> = () =>
    Promise.resolve({ success: true, message: 'ok', failedCount: 0 }),
) {
  const machine = deploymentMachine.provide({
    actors: {
      loadStats: fromPromise(() => load()),
      runBulk: fromPromise(({ input }) => bulk(input.operation)),
    },
    actions: { logError: () => undefined },
  });
  return createActor(machine).start();
}

describe('deploymentMachine', () => {
  it('loads the statistics', async () => {
    const actor = start(() => Promise.resolve(stats(1)));
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.stats?.stats.all.deployedAccounts).toBe(1);
  });

  it.each([
    [DEPLOYMENT_MESSAGES.notAuthenticated, 'Not authenticated'],
    [DEPLOYMENT_MESSAGES.statsFailed(403), 'Failed to fetch deployment stats: 403'],
  ])('a failed load shows "%s"; Refresh Stats retries', async (message, text) => {
    const load = vi
      .fn<() => Promise<OutputOf<'getDeploymentStats'>>>()
      .mockRejectedValueOnce(new Error(message))
      .mockResolvedValueOnce(stats(0));
    const actor = start(load);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(text);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each<[BulkOperation, 'DEPLOY' | 'UNDEPLOY']>([
    ['deploy', 'DEPLOY'],
    ['undeploy', 'UNDEPLOY'],
  ])('%s is confirmed, run, reported and followed by fresh stats', async (operation, event) => {
    const load = vi
      .fn<() => Promise<OutputOf<'getDeploymentStats'>>>()
      .mockResolvedValueOnce(stats(0))
      .mockResolvedValueOnce(stats(3));
    const bulk = vi.fn(() =>
      Promise.resolve({ success: true, message: `${operation}: 3 accounts`, failedCount: 0 }),
    );
    const actor = start(load, bulk);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: event });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(bulk).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('ready') && load.mock.calls.length === 2);
    expect(bulk).toHaveBeenCalledWith(operation);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: `${operation}: 3 accounts` });
    expect(actor.getSnapshot().context.stats?.stats.all.deployedAccounts).toBe(3);
  });

  it('Cancel in the confirmation runs nothing', async () => {
    const bulk = vi.fn(() => Promise.resolve({ success: true, message: '', failedCount: 0 }));
    const actor = start(() => Promise.resolve(stats(0)), bulk);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'UNDEPLOY' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(bulk).not.toHaveBeenCalled();
  });

  it.each<[BulkOperation, 'DEPLOY' | 'UNDEPLOY', string]>([
    ['deploy', 'DEPLOY', 'Failed to deploy accounts. Please try again later.'],
    ['undeploy', 'UNDEPLOY', 'Failed to undeploy accounts. Please try again later.'],
  ])('a failed %s shows the product message', async (_op, event, text) => {
    const actor = start(
      () => Promise.resolve(stats(0)),
      () => Promise.reject(new Error('500')),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: event });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text });
  });

  it('a partial result (success false) is shown as an error with the server message', async () => {
    const actor = start(
      () => Promise.resolve(stats(0)),
      () => Promise.resolve({ success: false, message: '1 account failed', failedCount: 1 }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DEPLOY' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: '1 account failed' });
  });
});
