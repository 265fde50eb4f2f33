// The copydesk binary as a technical admin uses it: a real process, signing in through the Auth
// emulator, calling the functions emulator, which drives the bridge simulator.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getDeploymentStatsOutput,
  getRunOutput,
  listRunsOutput,
  runAnswer,
  whoamiOutput,
} from '@copydesk/functions/contract';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { cliLogin, copydesk } from '../support/cli.ts';
import { eventually } from '../support/poll.ts';
import { simulator } from '../support/simulator.ts';
import { TEST_PASSWORD, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

/** A deployment run on the emulators' few task workers takes minutes on a busy 2-core machine. */
const RUN_TIMEOUT_MS = 240_000;
const REFUSED = 'The trading service refused our credentials. Please contact support.';
/** The document `copydesk deploy|undeploy|runs retry --json` prints once its run is over. */
const finalJson = getRunOutput
  .omit({ success: true })
  .extend({ kind: runAnswer.shape.run.shape.action })
  .strict();

const login = cliLogin;

async function statsJson(configDir: string) {
  const run = await copydesk(['stats', '--json'], configDir);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as {
    stats: Record<string, { deployedAccounts: number; undeployedAccounts: number; totalAccounts: number }>;
  };
}

describe('copydesk against the emulators and the bridge simulator', () => {
  let technicalAdmin: TestUser;
  let plainAdmin: TestUser;
  let client: ProvisionedUser;
  let failedRunId = '';
  const techConfig = mkdtempSync(path.join(tmpdir(), 'copydesk-tech-'));

  beforeAll(async () => {
    technicalAdmin = await userWithRoles('cli-tech', { isAdmin: true, isTechnicalAdmin: true });
    plainAdmin = await userWithRoles('cli-admin', { isAdmin: true });
    client = await provisionedUser('cli-client'); // one production account on the bridge, deployed on creation
  });

  it('signs a technical admin in and shows the roles the server sees', async () => {
    const signedIn = await login(technicalAdmin, techConfig);
    expect(signedIn.stderr).not.toContain(TEST_PASSWORD);
    expect(signedIn).toMatchObject({ code: 0 });
    const me = await copydesk(['whoami', '--json'], techConfig);
    expect(me.code).toBe(0);
    expect(whoamiOutput.omit({ success: true }).parse(JSON.parse(me.stdout))).toMatchObject({
      isAdmin: true,
      isTechnicalAdmin: true,
    });
  });

  it('reads stats as an aligned table and as JSON matching the contract', async () => {
    const table = await copydesk(['stats'], techConfig);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^Environment\s+Total\s+Deployed\s+Undeployed\s+In progress$/m);
    const json = await statsJson(techConfig);
    getDeploymentStatsOutput.shape.stats.parse(json.stats);
    expect(json.stats.production?.totalAccounts).toBeGreaterThanOrEqual(1);
  });

  it(
    'undeploys and deploys with --yes as deployment runs, printing one JSON document each',
    async () => {
      await eventually(
        'an account deployed',
        async () => (await statsJson(techConfig)).stats.production!.deployedAccounts >= 1,
      );
      const undeploy = await copydesk(['undeploy', '--yes', '--json'], techConfig);
      expect(undeploy.stderr).toBe('');
      expect(undeploy.code).toBe(0);
      const undeployed = finalJson.parse(JSON.parse(undeploy.stdout));
      expect(undeployed).toMatchObject({ kind: 'undeploy', failures: [] });
      expect(undeployed.run).toMatchObject({
        action: 'undeploy',
        state: 'completed',
        failed: 0,
        scope: ['production'],
      });
      expect(undeployed.run.done).toBe(undeployed.run.planned);
      expect((await statsJson(techConfig)).stats.production!.deployedAccounts).toBe(0);

      const dryRun = await copydesk(['deploy', '--dry-run'], techConfig);
      expect(dryRun.code).toBe(0);
      expect(dryRun.stdout).toMatch(/Would deploy \d+ disconnected accounts/);
      expect((await statsJson(techConfig)).stats.production!.deployedAccounts).toBe(0);

      // One account refuses: the run completes with that failure, its reason, and exit code 1.
      await simulator.injectFaults([
        {
          match: { method: 'POST', path: `/accounts/${client.metaApiAccountId}/deploy$` },
          kind: 'status',
          status: 403,
        },
      ]);
      const deploy = await copydesk(['deploy', '--yes', '--json'], techConfig);
      await simulator.clearFaults();
      expect(deploy.code).toBe(1);
      expect(deploy.stderr.trim()).toMatch(/^Error: 1 of \d+ accounts failed to deploy\.$/);
      const deployed = finalJson.parse(JSON.parse(deploy.stdout));
      expect(deployed.run).toMatchObject({ action: 'deploy', state: 'completed with failures', failed: 1 });
      expect(deployed.run.done + deployed.run.failed).toBe(deployed.run.planned);
      expect(deployed.failures).toEqual([
        expect.objectContaining({ accountId: client.metaApiAccountId, reason: REFUSED, state: 'failed' }),
      ]);
      failedRunId = deployed.run.id;
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'lists runs, shows one, and retries only its failures as a new run',
    async () => {
      const list = await copydesk(['runs', '--json'], techConfig);
      expect(list.code).toBe(0);
      const { runs } = listRunsOutput.omit({ success: true }).parse(JSON.parse(list.stdout));
      expect(runs[0]).toMatchObject({ id: failedRunId, action: 'deploy' });
      const table = await copydesk(['runs'], techConfig);
      expect(table.stdout).toMatch(/^Run\s+Action\s+State\s+Planned\s+Done\s+Failed\s+Started\s+By$/m);

      const show = await copydesk(['runs', 'show', failedRunId, '--json'], techConfig);
      expect(show.code).toBe(0);
      expect(finalJson.omit({ kind: true }).parse(JSON.parse(show.stdout)).failures).toHaveLength(1);

      const retry = await copydesk(['runs', 'retry', failedRunId, '--json'], techConfig);
      expect(retry.code).toBe(0);
      const retried = finalJson.parse(JSON.parse(retry.stdout));
      expect(retried.run).toMatchObject({ retryOf: failedRunId, planned: 1, done: 1, state: 'completed' });
      expect(retried.failures).toEqual([]);
      await eventually(
        'deployed again',
        async () => (await statsJson(techConfig)).stats.production!.deployedAccounts >= 1,
      );
    },
    RUN_TIMEOUT_MS,
  );

  it('refuses a plain admin with exit code 3 and one clear line', async () => {
    const configDir = mkdtempSync(path.join(tmpdir(), 'copydesk-admin-'));
    expect((await login(plainAdmin, configDir)).code).toBe(0);
    for (const args of [['stats'], ['deploy', '--yes'], ['undeploy', '--yes']]) {
      const run = await copydesk(args, configDir);
      expect(run.code).toBe(3);
      expect(run.stderr.trim()).toBe(`Error: ${plainAdmin.email} is not a technical admin.`);
    }
  });

  it('exits 3 when not signed in, and 2 on a usage error', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'copydesk-none-'));
    expect((await copydesk(['stats'], empty)).code).toBe(3);
    expect((await copydesk(['stats', '--env', 'moon'], empty)).code).toBe(2);
  });

  it('forgets the session on logout', async () => {
    expect((await copydesk(['logout'], techConfig)).code).toBe(0);
    expect((await copydesk(['whoami'], techConfig)).code).toBe(3);
  });
});
