import { describe, expect, it } from 'vitest';
import { harness, StubClient } from '../test-support.js';
import { cancelRun } from './runs-cancel.js';
import { listRuns } from './runs-list.js';
import { retryRun } from './runs-retry.js';
import { showRun } from './runs-show.js';

describe('copydesk runs', () => {
  it('lists the latest runs as a table', async () => {
    const run = harness(new StubClient());
    await listRuns(run.context, {});
    expect(run.stdout()).toMatch(/^Run\s+Action\s+State\s+Planned\s+Done\s+Failed\s+Started\s+By$/m);
    expect(run.stdout()).toMatch(/run-1\s+deploy\s+completed\s+2\s+2\s+0/);
  });

  it('shows one run with its progress bar', async () => {
    const run = harness(new StubClient());
    await showRun(run.context, { runId: 'run-7' });
    expect(run.stdout()).toContain(
      'Run run-7 (deploy, production): running; 1 done, 0 failed, 1 skipped of 2 planned.',
    );
    expect(run.stdout()).toContain('[###############---------------]  50% 1/2 (1 done, 0 failed)');
  });

  it('cancels a run', async () => {
    const client = new StubClient();
    const run = harness(client, { json: true });
    await cancelRun(run.context, { runId: 'run-7' });
    expect(client.calls).toContain('cancel:run-7');
    expect(JSON.parse(run.stdout())).toMatchObject({ run: { id: 'run-7', state: 'cancelled' } });
  });

  it('retries the failures of a run as a new run and follows it', async () => {
    const client = new StubClient();
    const run = harness(client);
    await retryRun(run.context, { runId: 'run-1', progressIntervalMs: 1 });
    expect(client.calls).toContain('retry:run-1');
    expect(run.stdout()).toContain('Started run run-2: retrying 2 failed accounts of run-1.');
  });
});
