import { describe, expect, it } from 'vitest';
import { harness, sampleHealthPages, StubClient, technicalAdmin } from '../test-support.js';
import { health, monitorLines } from './health-list.js';

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

  it("says how long ago the monitor's last cycle ran, then the latest report's failures with their reasons", async () => {
    const run = harness(new StubClient());
    await health(run.context, {});
    const lines = run.stdout().trimEnd().split('\n');
    expect(lines.slice(-3)).toEqual([
      'Last cycle 42 s ago',
      'Latest monitor report (changed 2026-11-21 10:00 UTC): 2 checked, 1 could not be checked',
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

describe("copydesk health's monitor line", () => {
  const summary = sampleHealthPages[0]!.summary;
  const READ_AT = '2026-11-21T10:10:00.000Z';
  const ranAt = (at: string) => ({ at, cycleStartedAt: at, cycleMs: 60_000 });
  const WHAT_TO_DO =
    '  What to do: Check the healthMonitorSchedule function\'s logs and its Cloud Scheduler job (docs/operations.md, "After every deploy: the smoke check").';

  it.each([
    ['a cycle 42 s before the read', ranAt('2026-11-21T10:09:18.000Z'), ['Last cycle 42 s ago']],
    ['three missed cycles, not yet a problem', ranAt('2026-11-21T10:06:01.000Z'), ['Last cycle 239 s ago']],
    [
      'five missed cycles, a problem',
      ranAt('2026-11-21T10:05:00.000Z'),
      [
        'Last cycle 300 s ago',
        'PROBLEM: the monitor missed 5 cycles (it runs every 60 s; more than 3 missed means it stopped).',
        WHAT_TO_DO,
      ],
    ],
    [
      'no heartbeat at all, a problem',
      null,
      ['PROBLEM: the monitor has never run (no cycle recorded a heartbeat).', WHAT_TO_DO],
    ],
  ])('shows %s', (_case, heartbeat, expected) => {
    expect(monitorLines({ ...summary, heartbeat, readAt: READ_AT })).toEqual(expected);
  });

  it("counts from the reader's clock when the server sent no read time", () => {
    const { readAt: _ignored, ...withoutReadAt } = summary;
    const heartbeat = ranAt('2026-11-21T10:00:00.000Z');
    expect(monitorLines({ ...withoutReadAt, heartbeat }, Date.parse('2026-11-21T10:00:07.000Z'))).toEqual([
      'Last cycle 7 s ago',
    ]);
  });

  it('prints the problem in the listing when the monitor never ran', async () => {
    const client = new StubClient();
    client.listAccountHealth = (input) =>
      StubClient.prototype.listAccountHealth
        .call(client, input)
        .then((page) => ({ ...page, summary: { ...page.summary, heartbeat: null } }));
    const run = harness(client);
    await health(run.context, {});
    expect(run.stdout()).toContain('PROBLEM: the monitor has never run (no cycle recorded a heartbeat).\n');
  });
});
