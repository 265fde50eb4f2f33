import { describe, expect, it } from 'vitest';
import { harness, StubClient, technicalAdmin } from '../test-support.js';
import { health } from './health-list.js';

describe('copydesk health', () => {
  it('pages through every account and lists problems first, then healthy, then not checked', async () => {
    const client = new StubClient();
    const run = harness(client);
    await health(run.context, {});
    expect(client.calls).toEqual([
      'whoami',
      'health:all:',
      'health:all:users/u-evan/tradingAccounts/51234562',
    ]);
    const lines = run.stdout().split('\n');
    expect(lines[0]).toMatch(/^Account\s+Owner\s+Health\s+Since \(UTC\)\s+Reason$/);
    expect(lines[1]).toMatch(
      /^51234562\s+evan@copydesk\.demo\s+Broker disconnected\s+2026-11-21 09:30\s+Your broker rejected the saved password, or the broker account is closed\.$/,
    );
    expect(lines[2]).toMatch(/^51234560\s+alex@copydesk\.demo\s+Healthy\s+2026-11-21 09:30\s+Your account/);
    expect(lines[3]).toMatch(/^51234564\s+ada@copydesk\.demo\s+Not checked$/);
    expect(lines[5]).toBe('3 accounts: 1 healthy, 1 broker-disconnected, 1 unchecked; 1 open incident');
  });

  it("reports the latest monitor run's failures with their reasons", async () => {
    const run = harness(new StubClient());
    await health(run.context, {});
    const lines = run.stdout().trimEnd().split('\n');
    expect(lines.slice(-2)).toEqual([
      'Last monitor run 2026-11-21 10:00 UTC: 2 checked, 1 could not be checked',
      '  acc-51234564: The bridge did not answer in time.',
    ]);
  });

  it('--problems asks the server for problem accounts only, and --json prints one document', async () => {
    const client = new StubClient();
    const run = harness(client, { json: true });
    await health(run.context, { problems: true });
    expect(client.calls).toEqual(['whoami', 'health:true:']);
    const parsed = JSON.parse(run.stdout()) as {
      accounts: { accountNumber: string; health: { state: string } }[];
      summary: { openIncidents: number };
    };
    expect(parsed.accounts.map((a) => [a.accountNumber, a.health.state])).toEqual([
      ['51234562', 'broker-disconnected'],
    ]);
    expect(parsed.summary.openIncidents).toBe(1);
  });

  it('is open to any admin, and refuses a client with exit code 3', async () => {
    await health(harness(new StubClient({ ...technicalAdmin, isTechnicalAdmin: false })).context, {});
    const client = { ...technicalAdmin, uid: 'u-client', email: 'client@copydesk.demo', isAdmin: false };
    await expect(
      health(harness(new StubClient({ ...client, isTechnicalAdmin: false })).context, {}),
    ).rejects.toMatchObject({
      exitCode: 3,
    });
  });
});
