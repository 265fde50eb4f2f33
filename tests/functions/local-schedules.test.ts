// The local scheduler (tools/stack/scheduler, docs/architecture.md §9) runs the copy-health schedule in
// the functions emulator, as Cloud Scheduler does in production: a freshly provisioned account gets
// checked with no Refresh and no direct call to the monitor. The test stack leaves the scheduler off,
// so this file starts it for the health schedule alone and stops it afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { provisionedUser } from '../support/accounts.ts';
import { eventually } from '../support/poll.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';
import { stopChild, type Child } from '../../tools/stack/processes.ts';
import { startScheduler } from '../../tools/stack/scheduler/index.ts';

let scheduler: Child | undefined;
afterAll(async () => {
  if (scheduler) await stopChild(scheduler);
});

describe('the local scheduler', () => {
  it('runs the copy-health schedule, so a new account is checked without a Refresh', async () => {
    const p = await provisionedUser('schedule');
    const account = adminDb()
      .collection('users')
      .doc(p.user.uid)
      .collection('tradingAccounts')
      .doc(p.accountNumber);
    expect((await account.get()).get('health')).toBeUndefined();

    scheduler = startScheduler(process.env, 'healthMonitorSchedule', { runAtStart: true });

    const health = await eventually(
      'the scheduled monitor to check the account',
      async () => (await account.get()).get('health') as { lastChecked?: string } | undefined,
      { timeoutMs: 150_000, intervalMs: 500 },
    );
    expect(health.lastChecked).toEqual(expect.any(String));
  }, 180_000);
});
