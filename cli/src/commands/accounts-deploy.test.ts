import { describe, expect, it } from 'vitest';
import { CliError } from '../lib/cli-error.js';
import { bulkResult, harness, plainAdmin, StubClient } from '../test-support.js';
import { deploy } from './accounts-deploy.js';
import { undeploy } from './accounts-undeploy.js';

describe('copydesk deploy / undeploy', () => {
  it.each([
    ['deploy', deploy, 'Deploy 2 disconnected accounts?'],
    ['undeploy', undeploy, 'Undeploy 2 connected accounts?'],
  ] as const)(
    '%s asks for confirmation, then runs and prints the per-environment result',
    async (kind, action, question) => {
      const client = new StubClient();
      const run = harness(client);
      await action(run.context, { progressIntervalMs: 10 });
      expect(run.confirmations).toEqual([question]);
      expect(client.calls).toEqual(['whoami', `plan:${kind}`, `run:${kind}`]);
      expect(run.stdout()).toMatch(/production\s+1\n.*staging\s+1\n.*unclassified\s+0/s);
    },
  );

  it('does not ask with --yes', async () => {
    const client = new StubClient();
    const run = harness(client);
    await deploy(run.context, { yes: true, progressIntervalMs: 10 });
    expect(run.confirmations).toEqual([]);
    expect(client.calls).toContain('run:deploy');
  });

  it('changes nothing when the confirmation is declined', async () => {
    const client = new StubClient();
    const run = harness(client, { confirm: false });
    await expect(deploy(run.context, {})).rejects.toMatchObject({
      exitCode: 1,
      message: 'Cancelled; nothing was changed.',
    });
    expect(client.calls).not.toContain('run:deploy');
  });

  it('--dry-run lists what would change and changes nothing', async () => {
    const client = new StubClient();
    const run = harness(client);
    await deploy(run.context, { dryRun: true });
    expect(client.calls).toEqual(['whoami', 'plan:deploy']);
    expect(run.stdout()).toContain('Would deploy 2 disconnected accounts');
    expect(run.stdout()).toMatch(/5001234\s+Alex MT5\s+production\s+UNDEPLOYED/);
  });

  it('--json prints one parseable document', async () => {
    const run = harness(new StubClient(), { json: true });
    await undeploy(run.context, { yes: true, progressIntervalMs: 10 });
    const parsed = JSON.parse(run.stdout()) as { kind: string; changedCount: number };
    expect(parsed).toMatchObject({ kind: 'undeploy', changedCount: 2 });
  });

  it('reports failures and exits 1 when any account failed', async () => {
    const failures = [{ accountId: 'acc-2', environment: 'staging' as const, error: 'Bridge unavailable' }];
    const run = harness(
      new StubClient(undefined, undefined, bulkResult({ changedCount: 1, failedCount: 1, failures })),
    );
    const outcome = deploy(run.context, { yes: true, progressIntervalMs: 10 });
    await expect(outcome).rejects.toBeInstanceOf(CliError);
    await expect(outcome).rejects.toMatchObject({ exitCode: 1 });
    expect(run.stdout()).toMatch(/acc-2\s+staging\s+Bridge unavailable/);
  });

  it('refuses a plain admin with exit code 3 before planning anything', async () => {
    const client = new StubClient(plainAdmin);
    const run = harness(client);
    await expect(deploy(run.context, { yes: true })).rejects.toMatchObject({ exitCode: 3 });
    expect(client.calls).toEqual(['whoami']);
  });

  it('says there is nothing to do when no account would change', async () => {
    const client = new StubClient(undefined, []);
    const run = harness(client);
    await deploy(run.context, {});
    expect(run.stdout()).toContain('No disconnected accounts: nothing to deploy.');
    expect(client.calls).not.toContain('run:deploy');
  });
});
