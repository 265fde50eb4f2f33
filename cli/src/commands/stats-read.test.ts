import { describe, expect, it } from 'vitest';
import { harness, plainAdmin, StubClient } from '../test-support.js';
import { stats } from './stats-read.js';

describe('copydesk stats', () => {
  it('prints an aligned table of every environment and all', async () => {
    const run = harness(new StubClient());
    await stats(run.context, { env: 'all' });
    const lines = run.stdout().split('\n');
    expect(lines[0]).toMatch(/^Environment\s+Total\s+Deployed\s+Undeployed\s+In progress$/);
    expect(lines.slice(1, 5).map((line) => line.split(/\s+/)[0])).toEqual([
      'production',
      'staging',
      'unclassified',
      'all',
    ]);
    expect(lines[4]).toMatch(/^all\s+5\s+3\s+2\s+0$/);
  });

  it('--env narrows to one environment, and --json carries only it', async () => {
    const run = harness(new StubClient(), { json: true });
    await stats(run.context, { env: 'staging' });
    const parsed = JSON.parse(run.stdout()) as { stats: Record<string, unknown> };
    expect(Object.keys(parsed.stats)).toEqual(['staging']);
  });

  it('refuses a non-technical admin with exit code 3', async () => {
    await expect(stats(harness(new StubClient(plainAdmin)).context, { env: 'all' })).rejects.toMatchObject({
      exitCode: 3,
    });
  });
});
