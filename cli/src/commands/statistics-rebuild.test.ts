import { describe, expect, it } from 'vitest';
import { harness, plainAdmin, StubClient } from '../test-support.js';
import { rebuildStatistics } from './statistics-rebuild.js';

describe('copydesk rebuild-statistics', () => {
  it('rebuilds the named strategy and says how many trades its record now holds', async () => {
    const client = new StubClient();
    const run = harness(client);
    await rebuildStatistics(run.context, { strategyId: 'AbCd' });
    expect(client.calls).toContain('rebuild-statistics:AbCd');
    expect(run.stdout()).toBe(
      'Rebuilt the statistics of strategy AbCd: 120 closed trades, net 1234.50 USD.\n' +
        'Computed at 2026-11-21T10:00:00.000Z.\n',
    );
  });

  it('--json prints the rebuilt record', async () => {
    const run = harness(new StubClient(), { json: true });
    await rebuildStatistics(run.context, { strategyId: 'AbCd' });
    const parsed = JSON.parse(run.stdout()) as { statistics: { strategyId: string; trades: number } };
    expect(parsed.statistics).toMatchObject({ strategyId: 'AbCd', trades: 120 });
  });

  it('refuses a non-technical admin with exit code 3, before asking for a rebuild', async () => {
    const client = new StubClient(plainAdmin);
    await expect(rebuildStatistics(harness(client).context, { strategyId: 'AbCd' })).rejects.toMatchObject({
      exitCode: 3,
    });
    expect(client.calls).not.toContain('rebuild-statistics:AbCd');
  });
});
