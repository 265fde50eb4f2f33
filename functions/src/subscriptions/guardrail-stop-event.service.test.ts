import { describe, expect, it } from 'vitest';
import type { Stopout } from '../bridge/index.js';
import { guardrailStopEvent } from './subscription-mirror.service.js';

const NOW = Date.parse('2026-12-03T12:00:00Z');
const stopout = (over: Partial<Stopout>): Stopout =>
  ({
    strategy: { id: 'AbCd', name: 'Trend' },
    reason: 'day-balance-minus-equity',
    reasonDescription: 'daily loss limit',
    stoppedAt: '2026-12-03T09:30:00.000Z',
    ...over,
  }) as Stopout;

describe("a guardrail's stop-out in the subscription history", () => {
  it('stops copying of its strategy at the time the bridge stopped it, with its reason', () => {
    expect(guardrailStopEvent(stopout({}), NOW)).toEqual({
      kind: 'guardrail-stopped',
      at: Date.parse('2026-12-03T09:30:00.000Z'),
      strategyId: 'AbCd',
      reason: 'day-balance-minus-equity',
    });
  });

  it('is dated now when the bridge gives no readable time', () => {
    expect(guardrailStopEvent(stopout({ stoppedAt: 'soon' }), NOW)?.at).toBe(NOW);
  });

  it('is nothing for the account-wide limit, which names no strategy', () => {
    expect(guardrailStopEvent(stopout({ strategy: undefined }), NOW)).toBeNull();
  });
});
