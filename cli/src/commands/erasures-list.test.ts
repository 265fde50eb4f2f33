import { describe, expect, it } from 'vitest';
import { harness, plainAdmin, sampleErasure, StubClient } from '../test-support.js';
import { erasures } from './erasures-list.js';

describe('copydesk erasures', () => {
  it('lists each erasure not done with its step, attempts and last error, and how to retry a failed one', async () => {
    const client = new StubClient();
    const run = harness(client);
    await erasures(run.context);
    const out = run.stdout();
    expect(out).toContain('uid-erased-1');
    expect(out).toMatch(
      /failed\s+authDeletion\s+subscribers\s+12\s+The trading bridge is temporarily unavailable/,
    );
    expect(out).toContain('resumes after its last step done when erased again');
  });

  it('says so when nothing is pending or failed', async () => {
    const client = new StubClient();
    client.erasures = [];
    const run = harness(client);
    await erasures(run.context);
    expect(run.stdout()).toBe('No erasure is pending or failed.\n');
  });

  it('shows a pending erasure before its first step as "none yet", without the retry hint', async () => {
    const client = new StubClient();
    client.erasures = [sampleErasure({ status: 'pending', step: null, attempts: 0, lastError: null })];
    const run = harness(client);
    await erasures(run.context);
    expect(run.stdout()).toMatch(/pending\s+authDeletion\s+none yet\s+0/);
    expect(run.stdout()).not.toContain('erased again');
  });

  it('--json prints the list as the server answered it', async () => {
    const run = harness(new StubClient(), { json: true });
    await erasures(run.context);
    expect(JSON.parse(run.stdout())).toEqual({ erasures: [sampleErasure()] });
  });

  it('refuses a non-technical admin with exit code 3, before reading the list', async () => {
    const client = new StubClient(plainAdmin);
    await expect(erasures(harness(client).context)).rejects.toMatchObject({ exitCode: 3 });
    expect(client.calls).not.toContain('erasures');
  });
});
