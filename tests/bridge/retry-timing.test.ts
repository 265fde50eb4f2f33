import { describe, expect, it } from 'vitest';
import { backoffMs, recommendedRetryMs, retryAfterMs } from '../../functions/src/bridge/retry-timing.js';

describe('retry timing rules', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads Retry-After as seconds or as an HTTP-date', () => {
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('falls back to body metadata.recommendedRetryTime', () => {
    expect(recommendedRetryMs({ metadata: { recommendedRetryTime: '2026-01-01T00:00:01.500Z' } }, now)).toBe(
      1_500,
    );
    expect(recommendedRetryMs({ message: 'x' }, now)).toBeUndefined();
  });

  it('backs off exponentially up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, 1_000, 30_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
