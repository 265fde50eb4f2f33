import { describe, expect, it } from 'vitest';
import { CliError } from '../lib/cli-error.js';
import { harness, plainAdmin, sampleRun, StubClient } from '../test-support.js';
import { deploy } from './accounts-deploy.js';
import { undeploy } from './accounts-undeploy.js';

const failedAnswer = {
  success: true as const,
  run: sampleRun({ state: 'completed with failures', done: 1, failed: 1 }),
  failures: [
    {
      accountId: 'acc-2',
      login: '5005678',
      name: 'Desk',
      environment: 'production' as const,
      state: 'failed' as const,
      reason: 'Bridge unavailable',
      attempt: 4,
    },
  ],
};

describe('copydesk deploy / undeploy', () => {
  it.each([
    ['deploy', deploy, 'Deploy 2 disconnected accounts?'],
    ['undeploy', undeploy, 'Undeploy 2 connected accounts?'],
  ] as const)(
    '%s asks for confirmation, starts a run, follows it and prints its outcome',
    async (kind, action, question) => {
      const client = new StubClient();
      const run = harness(client);
      await action(run.context, { progressIntervalMs: 1 });
      expect(run.confirmations).toEqual([question]);
      expect(client.calls).toEqual(['whoami', `plan:${kind}`, `start:${kind}`]);
      expect(run.stdout()).toContain(
        'Run run-1 (deploy, production): completed; 2 done, 0 failed, 1 skipped of 2 planned.',
      );
    },
  );

  it('prints one plain progress line per change when stderr is not a terminal', async () => {
    const run = harness(new StubClient());
    await deploy(run.context, { yes: true, progressIntervalMs: 1 });
    expect(run.stderr().split('\n').filter(Boolean)).toEqual([
      '[###############---------------]  50% 1/2 (1 done, 0 failed)',
      '[##############################] 100% 2/2 (2 done, 0 failed)',
    ]);
  });

  it('does not ask with --yes', async () => {
    const client = new StubClient();
    const run = harness(client);
    await deploy(run.context, { yes: true, progressIntervalMs: 1 });
    expect(run.confirmations).toEqual([]);
    expect(client.calls).toContain('start:deploy');
  });

  it('changes nothing when the confirmation is declined', async () => {
    const client = new StubClient();
    const run = harness(client, { confirm: false });
    await expect(deploy(run.context, {})).rejects.toMatchObject({
      exitCode: 1,
      message: 'Cancelled; nothing was changed.',
    });
    expect(client.calls).not.toContain('start:deploy');
  });

  it('--dry-run lists what would change and changes nothing', async () => {
    const client = new StubClient();
    const run = harness(client);
    await deploy(run.context, { dryRun: true });
    expect(client.calls).toEqual(['whoami', 'plan:deploy']);
    expect(run.stdout()).toContain('Would deploy 2 disconnected accounts');
    expect(run.stdout()).toMatch(/5001234\s+Alex MT5\s+production\s+UNDEPLOYED/);
  });

  it('--json prints one parseable document with the finished run', async () => {
    const run = harness(new StubClient(), { json: true });
    await undeploy(run.context, { yes: true, progressIntervalMs: 1 });
    const parsed = JSON.parse(run.stdout()) as { kind: string; run: { state: string; done: number } };
    expect(parsed).toMatchObject({ kind: 'undeploy', run: { state: 'completed', done: 2 } });
    expect(run.stderr()).toBe('');
  });

  it('reports failures with their reasons and exits 1 when any account failed', async () => {
    const run = harness(new StubClient(undefined, undefined, [failedAnswer]));
    const outcome = deploy(run.context, { yes: true, progressIntervalMs: 1 });
    await expect(outcome).rejects.toBeInstanceOf(CliError);
    await expect(outcome).rejects.toMatchObject({
      exitCode: 1,
      message: '1 of 2 accounts failed to deploy.',
    });
    expect(run.stdout()).toMatch(/acc-2\s+5005678\s+production\s+Bridge unavailable/);
    expect(run.stdout()).toContain('copydesk runs retry run-1');
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
    expect(client.calls).not.toContain('start:deploy');
  });
});
