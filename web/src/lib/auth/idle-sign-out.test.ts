import { describe, expect, it } from 'vitest';
import { ADMIN_IDLE_LIMIT_MS, isIdleTooLong } from './idle-sign-out';

describe('the admin idle limit', () => {
  it.each([
    { idleMinutes: 0, expected: false },
    { idleMinutes: 29, expected: false },
    { idleMinutes: 30, expected: true },
    { idleMinutes: 90, expected: true },
  ])('after $idleMinutes minutes without activity the session ends: $expected', ({ idleMinutes, expected }) => {
    const now = 1_800_000_000_000;
    expect(isIdleTooLong(now - idleMinutes * 60_000, now)).toBe(expected);
  });

  it('is thirty minutes', () => {
    expect(ADMIN_IDLE_LIMIT_MS).toBe(1_800_000);
  });
});
