import { describe, expect, it } from 'vitest';
import {
  classifyEnvironment,
  deploymentBucket,
  needsDeploy,
  needsUndeploy,
} from '../runs/deployment.rules.js';
import { toHistoryItems } from './trading-history.rules.js';
import { createHash } from 'node:crypto';
import { credentialHash } from './credentials.rules.js';
import { recentFailures, retryAfterSeconds } from './provisioning-policy.rules.js';
import { mapWithConcurrency } from '../platform/concurrency.js';

const account = (name: string, state = 'UNDEPLOYED', roles: string[] = ['SUBSCRIBER']) => ({
  id: `id-${name}`,
  name,
  state,
  copyFactoryRoles: roles,
});

describe('environment classification', () => {
  it.each([
    ['indexed', true, 'production'],
    ['staging-john', false, 'staging'],
    ['[Staging] test', false, 'staging'],
    ['STG 12', false, 'staging'],
    ['stage left', false, 'unclassified'],
    ['John XM', false, 'unclassified'],
  ])('%s (indexed %s) -> %s', (name, indexed, environment) => {
    const a = account(name);
    expect(classifyEnvironment(a, new Set(indexed ? [a.id] : []))).toBe(environment);
  });
});

describe('deploy planning', () => {
  it.each([
    ['DEPLOYED', 'deployed', false, true],
    ['DEPLOYING', 'inProgress', false, true],
    ['UNDEPLOYING', 'inProgress', true, false],
    ['UNDEPLOYED', 'undeployed', true, false],
    ['CREATED', 'undeployed', true, false],
    ['DELETING', 'inProgress', false, false],
  ])('%s: bucket %s, deploy %s, undeploy %s', (state, bucket, deploy, undeploy) => {
    expect(deploymentBucket(state)).toBe(bucket);
    expect(needsDeploy(account('a', state))).toBe(deploy);
    expect(needsUndeploy(account('a', state))).toBe(undeploy);
  });
  it('never touches strategy-provider accounts', () => {
    expect(needsDeploy(account('p', 'UNDEPLOYED', ['PROVIDER']))).toBe(false);
    expect(needsUndeploy(account('p', 'DEPLOYED', ['PROVIDER', 'SUBSCRIBER']))).toBe(false);
  });
  it('runs at most `limit` tasks at once and settles every result', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 5, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 3) throw new Error('boom');
      return n * 2;
    });
    expect(peak).toBe(5);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results[11]).toEqual({ status: 'fulfilled', value: 24 });
  });
});

describe('history items', () => {
  it('keeps closing buys and sells only, newest first', () => {
    const items = toHistoryItems([
      {
        id: '1',
        type: 'DEAL_TYPE_BUY',
        entryType: 'DEAL_ENTRY_IN',
        symbol: 'EURUSD',
        volume: 0.1,
        profit: 0,
        time: '2026-01-01T00:00:00Z',
      },
      {
        id: '2',
        type: 'DEAL_TYPE_SELL',
        entryType: 'DEAL_ENTRY_OUT',
        symbol: 'EURUSD',
        volume: 0.1,
        profit: 5,
        time: '2026-01-01T01:00:00Z',
      },
      {
        id: '3',
        type: 'DEAL_TYPE_BALANCE',
        entryType: 'DEAL_ENTRY_OUT',
        profit: 100,
        time: '2026-01-01T02:00:00Z',
      },
      {
        id: '4',
        type: 'DEAL_TYPE_BUY',
        entryType: 'DEAL_ENTRY_OUT',
        symbol: 'XAUUSD',
        volume: 0.2,
        profit: -1,
        time: '2026-01-01T03:00:00Z',
      },
    ]);
    expect(items.map((i) => i.id)).toEqual(['4', '2']);
  });
});

describe('provisioning policy', () => {
  it('hashes credentials per user and per key, and never as a plain SHA-256 of the material', () => {
    const creds = { platform: 'mt5', server: 'XMGlobal-MT5', login: '123', password: 'secret-pass' };
    const [key1, key2] = ['1'.repeat(32), '2'.repeat(32)];
    const a = credentialHash(key1, 'u1', creds);
    expect(a).toMatch(/^[0-9a-f]{8}:[0-9a-f]{64}$/);
    expect(a).not.toBe(credentialHash(key1, 'u2', creds));
    expect(a).not.toBe(credentialHash(key1, 'u1', { ...creds, password: 'other' }));
    expect(a).not.toBe(credentialHash(key2, 'u1', creds));
    const material = JSON.stringify(['u1', 'mt5', 'XMGlobal-MT5', '123', 'secret-pass']);
    expect(a).not.toContain(createHash('sha256').update(material).digest('hex'));
  });
  it('refuses to hash without a key', () => {
    const creds = { platform: 'mt5', server: 'S', login: '1', password: 'p' };
    expect(() => credentialHash('', 'u1', creds)).toThrow('CREDENTIAL_HASH_KEY is not set');
  });
  it('forgets failures after an hour and computes Retry-After from the oldest', () => {
    const now = 10 * 3_600_000;
    const failures = [
      { at: now - 3_700_000, hash: 'old' },
      { at: now - 600_000, hash: 'a' },
      { at: now - 60_000, hash: 'b' },
    ];
    const recent = recentFailures(failures, now);
    expect(recent.map((f) => f.hash)).toEqual(['a', 'b']);
    expect(retryAfterSeconds(recent, now)).toBe(3000);
  });
});
