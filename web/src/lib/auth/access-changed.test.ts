import { describe, expect, it, vi } from 'vitest';
import { onAccessChanged, reportAccessChanged, rolesDiffer } from './access-changed';

const client = { isAdmin: false, isTechnicalAdmin: false };
const admin = { isAdmin: true, isTechnicalAdmin: false };

describe('access changes (docs/product.md §3 roles)', () => {
  it.each([
    ['a client stays a client', client, { isAdmin: false }, false],
    ['a client made admin', client, { isAdmin: true }, true],
    ['an admin demoted', admin, { isAdmin: false }, true],
    ['an admin made technical admin', admin, { isAdmin: true, isTechnicalAdmin: true }, true],
    ['the technical flag alone grants nothing', client, { isTechnicalAdmin: true }, false],
    ['a missing document reads as no roles', admin, undefined, true],
  ])('%s: differs = %s', (_, started, data, expected) => {
    expect(rolesDiffer(started, data)).toBe(expected);
  });

  it('tells every listener until it unsubscribes', () => {
    const listener = vi.fn();
    const stop = onAccessChanged(listener);
    reportAccessChanged();
    stop();
    reportAccessChanged();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
