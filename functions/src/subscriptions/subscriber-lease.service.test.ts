// The subscriber lease's rules over an in-memory lease table and a test clock: taken and given back
// around the write, one holder at a time, a waiter that gives up with "try again", a lapsed lease of a
// holder that died taken over. The Firestore table itself runs in tests/functions/subscriber-race.test.ts.
import { describe, expect, it } from 'vitest';
import {
  leaseIsFree,
  SUBSCRIBER_LEASE_TTL_MS,
  SUBSCRIBER_LEASE_WAIT_MS,
  type StoredLease,
} from './subscriber-lease.rules.js';
import { RuleViolation } from '../platform/rule-violation.js';
import { LEASE_BUSY_MESSAGE, withSubscriberLease, type LeaseRuntime } from './subscriber-lease.service.js';

const START = Date.parse('2026-03-02T10:00:00Z');

/** A lease table in memory with the domain's rule, a clock that sleeping moves on, and a log of takes. */
function memoryLeases(stored: Record<string, StoredLease> = {}) {
  let clock = START;
  const tries: string[] = [];
  const onSleep: (() => void)[] = [];
  const runtime: LeaseRuntime = {
    take: (id, holder, now, ttlMs) => {
      tries.push(id);
      if (!leaseIsFree(stored[id] ?? null, holder, now)) return Promise.resolve(false);
      stored[id] = { holder, expiresAt: now + ttlMs };
      return Promise.resolve(true);
    },
    release: (id, holder) => {
      if (stored[id]?.holder === holder) delete stored[id];
      return Promise.resolve();
    },
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
      onSleep.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  return { runtime, stored, tries, onSleep, elapsed: () => clock - START };
}

describe('withSubscriberLease', () => {
  it('holds the lease while the write runs and gives it back after', async () => {
    const leases = memoryLeases();
    const during = await withSubscriberLease(
      'acc-1',
      () => Promise.resolve({ ...leases.stored }),
      leases.runtime,
    );
    expect(during['acc-1']?.expiresAt).toBe(START + SUBSCRIBER_LEASE_TTL_MS);
    expect(leases.stored).toEqual({});
  });

  it('gives the lease back when the write fails, and the failure reaches the caller', async () => {
    const leases = memoryLeases();
    const failing = withSubscriberLease(
      'acc-1',
      () => Promise.reject(new Error('bridge down')),
      leases.runtime,
    );
    await expect(failing).rejects.toThrow('bridge down');
    expect(leases.stored).toEqual({});
  });

  it('a second write of the same account waits until the first has given the lease back', async () => {
    const leases = memoryLeases();
    const order: string[] = [];
    let finishFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (finishFirst = resolve));
    const first = withSubscriberLease(
      'acc-1',
      async () => {
        order.push('first starts');
        await firstHeld;
        order.push('first ends');
      },
      leases.runtime,
    );
    // The second's first pause lets the first finish; it must then take the lease on a later try.
    leases.onSleep.push(finishFirst);
    const second = withSubscriberLease(
      'acc-1',
      () => Promise.resolve(void order.push('second runs')),
      leases.runtime,
    );
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
    expect(leases.tries.length).toBeGreaterThan(2);
  });

  it('writes of different accounts do not wait for each other', async () => {
    const leases = memoryLeases({ 'acc-1': { holder: 'someone', expiresAt: START + 10_000 } });
    await expect(withSubscriberLease('acc-2', () => Promise.resolve('done'), leases.runtime)).resolves.toBe(
      'done',
    );
    expect(leases.elapsed()).toBe(0);
  });

  it.each([
    { left: 'lapsed a moment ago', expiresAt: START - 1, takenOver: true },
    { left: 'lapsing exactly now', expiresAt: START, takenOver: true },
    { left: 'held past the wait', expiresAt: START + SUBSCRIBER_LEASE_WAIT_MS + 5_000, takenOver: false },
  ])(
    'a write meeting a lease $left is run: $takenOver (else refused with try again)',
    async ({ expiresAt, takenOver }) => {
      const leases = memoryLeases({ 'acc-1': { holder: 'dead-instance', expiresAt } });
      const write = withSubscriberLease('acc-1', () => Promise.resolve('written'), leases.runtime);
      if (takenOver) await expect(write).resolves.toBe('written');
      else {
        const refused = await write.then(
          () => null,
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(RuleViolation);
        expect(refused).toMatchObject({ kind: 'conflict', message: LEASE_BUSY_MESSAGE });
        expect(leases.elapsed()).toBeLessThanOrEqual(SUBSCRIBER_LEASE_WAIT_MS);
        expect(leases.stored['acc-1']?.holder).toBe('dead-instance');
      }
    },
  );

  it('a lease held by a live holder lapses after its expiry, and a waiter then takes it', async () => {
    const leases = memoryLeases({ 'acc-1': { holder: 'slow-instance', expiresAt: START + 10_000 } });
    await expect(
      withSubscriberLease('acc-1', () => Promise.resolve('written'), leases.runtime),
    ).resolves.toBe('written');
    expect(leases.elapsed()).toBeGreaterThanOrEqual(10_000);
  });
});
