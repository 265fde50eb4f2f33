import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeNow, noteBridgeDate } from './bridge-clock.js';

afterEach(() => vi.useRealTimers());

describe("the bridge's clock", () => {
  it('runs as far from ours as its last Date header said', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-03T12:00:00Z') });
    noteBridgeDate('Thu, 26 Nov 2026 12:00:00 GMT');
    vi.advanceTimersByTime(90_000);
    expect(new Date(bridgeNow()).toISOString()).toBe('2026-11-26T12:01:30.000Z');
  });

  it.each([null, 'not a date'])('keeps its last offset when the header is %j', (header) => {
    vi.useFakeTimers({ now: Date.parse('2026-12-03T12:00:00Z') });
    noteBridgeDate('Thu, 03 Dec 2026 12:00:05 GMT');
    noteBridgeDate(header);
    expect(new Date(bridgeNow()).toISOString()).toBe('2026-12-03T12:00:05.000Z');
  });
});
