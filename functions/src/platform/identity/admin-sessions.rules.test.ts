import { describe, expect, it } from 'vitest';
import { activityWriteDue, idleTooLong, sameAddress, staleSessions } from './admin-sessions.rules.js';

const MINUTE = 60_000;
const NOW = 1_000_000 * MINUTE;

describe('admin session idleness', () => {
  it.each([
    ['a session with no stored activity (its first request)', undefined, false],
    ['a session active 30 minutes ago', NOW - 30 * MINUTE, false],
    ['a session last active 31 minutes ago', NOW - 31 * MINUTE, true],
  ])('%s is idle: %s', (_name, lastActivityMs, idle) => {
    expect(idleTooLong(lastActivityMs, NOW)).toBe(idle);
  });

  it('stores activity at most once a minute', () => {
    expect(activityWriteDue(undefined, NOW)).toBe(true);
    expect(activityWriteDue(NOW - 59_000, NOW)).toBe(false);
    expect(activityWriteDue(NOW - 60_000, NOW)).toBe(true);
  });

  it('forgets sessions older than a day', () => {
    expect(staleSessions({ '1': NOW - 25 * 60 * MINUTE, '2': NOW - MINUTE }, NOW)).toEqual(['1']);
  });

  it('compares sign-in e-mails without case and refuses a missing one', () => {
    expect(sameAddress('Ada@Example.com', 'ada@example.com')).toBe(true);
    expect(sameAddress('ada@example.com', 'eve@example.com')).toBe(false);
    expect(sameAddress(undefined, 'ada@example.com')).toBe(false);
  });
});
