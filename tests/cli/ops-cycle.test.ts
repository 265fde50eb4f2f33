// The copydesk binary as a technical admin uses it: a real process, signing in through the Auth
// emulator, calling the functions emulator, which drives the bridge simulator.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deployAllAccountsOutput,
  getDeploymentStatsOutput,
  undeployAllAccountsOutput,
  whoamiOutput,
} from '@copydesk/functions/contract';
import { provisionedUser } from '../support/accounts.ts';
import { cliLogin, copydesk } from '../support/cli.ts';
import { eventually } from '../support/poll.ts';
import { TEST_PASSWORD, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

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
  const techConfig = mkdtempSync(path.join(tmpdir(), 'copydesk-tech-'));

  beforeAll(async () => {
    technicalAdmin = await userWithRoles('cli-tech', { isAdmin: true, isTechnicalAdmin: true });
    plainAdmin = await userWithRoles('cli-admin', { isAdmin: true });
    await provisionedUser('cli-client'); // one production account on the bridge, deployed on creation
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

  it('undeploys and deploys with --yes, and the counts change', async () => {
    await eventually(
      'an account deployed',
      async () => (await statsJson(techConfig)).stats.production!.deployedAccounts >= 1,
    );
    const undeploy = await copydesk(['undeploy', '--yes', '--json'], techConfig);
    expect(undeploy.code).toBe(0);
    const undeployed = undeployAllAccountsOutput
      .omit({ undeployedCount: true })
      .passthrough()
      .parse(JSON.parse(undeploy.stdout));
    expect(undeployed.failedCount).toBe(0);
    await eventually(
      'all undeployed',
      async () => (await statsJson(techConfig)).stats.production!.deployedAccounts === 0,
    );

    const dryRun = await copydesk(['deploy', '--dry-run'], techConfig);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toMatch(/Would deploy \d+ disconnected accounts/);
    expect((await statsJson(techConfig)).stats.production!.deployedAccounts).toBe(0);

    const deploy = await copydesk(['deploy', '--yes', '--json'], techConfig);
    expect(deploy.code).toBe(0);
    deployAllAccountsOutput.omit({ deployedCount: true }).passthrough().parse(JSON.parse(deploy.stdout));
    await eventually(
      'deployed again',
      async () => (await statsJson(techConfig)).stats.production!.deployedAccounts >= 1,
    );
  });

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
