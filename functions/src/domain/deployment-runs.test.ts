// When a pending run item has outlived the queue's retry window (the watchdog's rule), worked out by
// hand: 5 deliveries of up to 300 s with up to 60 s between them is 30 minutes.
import { describe, expect, it } from 'vitest';
import { isStalePending } from './deployment-runs.js';

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
