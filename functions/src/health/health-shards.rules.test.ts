// The copy-health cycle's pure rules: which reading costs a write, when a healthy account's stop-outs
// and user log are read, which shard task is dropped, and the names that make a schedule idempotent.
import { describe, expect, it } from 'vitest';
import { EMPTY_MEMORY } from './health-signals.rules.js';
import {
  copyReadsDue,
  cycleMsOf,
  isCheckedSince,
  isSupersededTask,
  memberAfter,
  newMember,
  sameFailures,
  shardTaskName,
  type ShardMember,
} from './health-shards.rules.js';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');
const healthy: ShardMember = { ...newMember('u1', '1001'), state: 'healthy' };

describe('what a reading costs', () => {
  it.each([
    ['the same state, details and memory', healthy, 'healthy', null, {}, false, false],
    ['a new state', healthy, 'stopped-out', 'Daily loss', {}, true, false],
    ['the same state with new details', { ...healthy, details: 'a' }, 'healthy', 'b', {}, true, false],
    ['a first check', newMember('u1', '1001'), 'healthy', null, {}, true, false],
    [
      'a disconnection first seen (memory only)',
      healthy,
      'healthy',
      null,
      { brokerDisconnectedSince: NOW },
      false,
      true,
    ],
    ['an escalation that has come due', { ...healthy, escalateAt: NOW }, 'healthy', null, {}, true, false],
    ['an escalation not yet due', { ...healthy, escalateAt: NOW + 1 }, 'healthy', null, {}, false, false],
  ] as const)('%s: health changed %s', (_, member, state, details, memory, health, memoryOnly) => {
    const reading = { state, details, memory: { ...EMPTY_MEMORY, ...memory } };
    expect(memberAfter(member, reading, NOW)).toEqual({ healthChanged: health, memoryChanged: memoryOnly });
  });
});

describe('when stop-outs and the user log are read', () => {
  it.each([
    ['never checked', newMember('u', 'n')],
    ['stopped out', { ...healthy, state: 'stopped-out' as const }],
    ['copy failing', { ...healthy, state: 'copy-failing' as const }],
    ['broker disconnected', { ...healthy, state: 'broker-disconnected' as const }],
  ])('every cycle while %s', (_, member) => {
    const due = Array.from({ length: 30 }, (_, cycle) => copyReadsDue('acc-1', member, cycle, 30));
    expect(due.every(Boolean)).toBe(true);
  });

  it('once every 30 cycles for a healthy account, and every cycle when set to 1', () => {
    const due = Array.from({ length: 90 }, (_, cycle) => copyReadsDue('acc-1', healthy, cycle, 30));
    expect(due.filter(Boolean)).toHaveLength(3);
    expect(due.indexOf(true, due.indexOf(true) + 1) - due.indexOf(true)).toBe(30);
    expect(copyReadsDue('acc-1', healthy, 7, 1)).toBe(true);
  });

  it('spreads healthy accounts over the cycles rather than reading them all in one', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `account-${i}`);
    const perCycle = Array.from(
      { length: 30 },
      (_, cycle) => ids.filter((id) => copyReadsDue(id, healthy, cycle, 30)).length,
    );
    expect(perCycle.reduce((a, b) => a + b, 0)).toBe(300);
    expect(Math.max(...perCycle)).toBeLessThan(30);
  });
});

describe('which shard task acts', () => {
  it('drops a task run after its cycle was handed to the next one', () => {
    expect(isSupersededTask({ notAfter: NOW }, NOW)).toBe(false);
    expect(isSupersededTask({ notAfter: NOW }, NOW + 1)).toBe(true);
  });

  it('skips a member written by the same or a newer cycle', () => {
    expect(isCheckedSince({ cycleAt: null }, NOW)).toBe(false);
    expect(isCheckedSince({ cycleAt: NOW - 60_000 }, NOW)).toBe(false);
    expect(isCheckedSince({ cycleAt: NOW }, NOW)).toBe(true);
    expect(isCheckedSince({ cycleAt: NOW + 60_000 }, NOW)).toBe(true);
  });

  it('names a task by its cycle and shard, in the characters Cloud Tasks accepts', () => {
    expect(shardTaskName(NOW, 'shard-a.b/c')).toBe(`health-${NOW}-shard-a_b_c`);
  });

  it('takes the cycle length from the schedule', () => {
    expect(cycleMsOf('every 1 minutes')).toBe(60_000);
    expect(cycleMsOf('every 5 minutes')).toBe(300_000);
    expect(cycleMsOf('0 * * * *')).toBe(60_000);
  });

  it('compares failure lists regardless of order', () => {
    const a = { metaApiAccountId: 'a', reason: 'x' };
    const b = { metaApiAccountId: 'b', reason: 'y' };
    expect(sameFailures([a, b], [b, a])).toBe(true);
    expect(sameFailures([a], [a, b])).toBe(false);
  });
});

describe('a stored memory read back in another key order', () => {
  it('is the same memory', () => {
    const reordered = Object.fromEntries(Object.entries(EMPTY_MEMORY).reverse()) as typeof EMPTY_MEMORY;
    const reading = { state: 'healthy' as const, details: null, memory: reordered };
    expect(memberAfter({ ...healthy, memory: reordered }, reading, NOW).memoryChanged).toBe(false);
  });
});
