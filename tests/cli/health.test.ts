// `copydesk health` as an admin uses it: a real process signed in through the Auth emulator, reading
// listAccountHealth from the functions emulator after a client's account lost its broker connection on
// the bridge simulator and the owner's Refresh recorded it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAccountHealthOutput } from '@copydesk/functions/contract';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { cliLogin, copydesk } from '../support/cli.ts';
import { lostBrokerConnectionLongAgo, setConnection } from '../support/health.ts';
import { callRaw } from '../support/api.ts';
import { fastSimulator } from '../support/simulator.ts';
import { userWithRoles } from '../../tools/stack-clients/users.ts';

describe('copydesk health against the emulators', () => {
  const adminConfig = mkdtempSync(path.join(tmpdir(), 'copydesk-health-'));
  let broken: ProvisionedUser;

  beforeAll(async () => {
    await fastSimulator();
    broken = await provisionedUser('cli-health');
    await lostBrokerConnectionLongAgo(broken.metaApiAccountId);
    const refreshed = await callRaw('refreshAccountHealth', {
      token: broken.user.idToken,
      input: { accountId: broken.metaApiAccountId },
    });
    expect(refreshed.status).toBe(200);
    const admin = await userWithRoles('cli-health-admin', { isAdmin: true });
    expect((await cliLogin(admin, adminConfig)).code).toBe(0);
  });

  it('--problems lists the broken account with its health and reason, as a table and as JSON', async () => {
    const run = await copydesk(['health', '--problems'], adminConfig);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Account\s+Owner\s+Health\s+Since \(UTC\)\s+Reason$/m);
    const line = run.stdout.split('\n').find((l) => l.startsWith(broken.accountNumber));
    expect(line).toMatch(
      new RegExp(
        `^${broken.accountNumber}\\s+${broken.user.email.replace(/\./g, '\\.')}\\s+Broker disconnected\\s+` +
          '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+Your broker rejected the saved password, or the broker account is closed\\.$',
      ),
    );
    const json = await copydesk(['health', '--problems', '--json'], adminConfig);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as unknown;
    const answer = listAccountHealthOutput.pick({ accounts: true, summary: true }).parse(parsed);
    expect(answer.accounts.every((a) => a.health !== null && a.health.state !== 'healthy')).toBe(true);
    expect(answer.accounts.find((a) => a.accountNumber === broken.accountNumber)?.health).toMatchObject({
      state: 'broker-disconnected',
    });
    expect(answer.summary.openIncidents).toBeGreaterThanOrEqual(1);
    await setConnection(broken.metaApiAccountId, 'CONNECTED');
  });
});
