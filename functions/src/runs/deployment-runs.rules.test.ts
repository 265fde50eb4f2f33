// When a pending run item has outlived the queue's retry window (the watchdog's rule), worked out by
// hand: 5 deliveries of up to 300 s with up to 60 s between them is 30 minutes.
import { describe, expect, it } from 'vitest';
import { RUN_COUNTER_SHARDS } from '../contract/index.js';
import { counterShardOf, isStalePending } from './deployment-runs.rules.js';

const T = Date.parse('2026-03-01T10:00:00.000Z');
const MIN = 60_000;

describe('a pending run item outlives the queue retry window', () => {
  it.each([
    ['written 29 minutes ago is not stale', { lastWrittenAt: T - 29 * MIN, notBefore: null }, false],
    ['written exactly 30 minutes ago is not stale', { lastWrittenAt: T - 30 * MIN, notBefore: null }, false],
    ['written 31 minutes ago is stale', { lastWrittenAt: T - 31 * MIN, notBefore: null }, true],
    [
      'written 40 minutes ago but not before 20 minutes ago is not stale',
      { lastWrittenAt: T - 40 * MIN, notBefore: T - 20 * MIN },
      false,
    ],
    [
      'written 60 minutes ago and due 31 minutes ago is stale',
      { lastWrittenAt: T - 60 * MIN, notBefore: T - 31 * MIN },
      true,
    ],
  ])('%s', (_name, item, stale) => {
    expect(isStalePending(item, T)).toBe(stale);
  });
});

describe('the counter shard of a run item', () => {
  // FNV-1a (32 bit): "" is the offset basis 2166136261, and 2166136261 mod 200 = 61; "a" hashes to
  // 0xe40c292c = 3826002220, and 3826002220 mod 200 = 20.
  it.each([
    ['the empty id lands on shard 61 of 200', '', 200, '61'],
    ['"a" lands on shard 20 of 200', 'a', 200, '20'],
    ['"a" lands on shard 0 of 10', 'a', 10, '0'],
  ])('%s', (_name, accountId, shards, shard) => {
    expect(counterShardOf(accountId, shards)).toBe(shard);
  });

  it('spreads a fleet over the shards: no shard takes more than three times its share', () => {
    const perShard = new Map<string, number>();
    for (let i = 0; i < 20_000; i += 1) {
      const shard = counterShardOf(`account-${i}`);
      perShard.set(shard, (perShard.get(shard) ?? 0) + 1);
    }
    expect(perShard.size).toBe(RUN_COUNTER_SHARDS);
    expect(Math.max(...perShard.values())).toBeLessThanOrEqual(3 * (20_000 / RUN_COUNTER_SHARDS));
  });
});
