import { describe, expect, it } from 'vitest';
import {
  activeChanged,
  copyingIsCloseOnly,
  rolesChanged,
  sameValue,
  subscriptionStatus,
} from './user-changes.rules.js';

describe('subscription status decisions', () => {
  it.each([
    [{ subscription: { status: 'active' } }, 'active'],
    [{ subscription: { status: 'canceled' } }, 'canceled'],
    [{ subscription: { status: 'paused' } }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ])('reads the status of %j as %s', (data, expected) => {
    expect(subscriptionStatus(data)).toBe(expected);
  });

  it('is close-only unless active', () => {
    expect(copyingIsCloseOnly({ subscription: { status: 'active' } })).toBe(false);
    expect(copyingIsCloseOnly({ subscription: { status: 'expired' } })).toBe(true);
    expect(copyingIsCloseOnly({})).toBe(true);
  });

  it.each([
    ['active', 'canceled', true],
    ['active', 'expired', true],
    ['expired', 'active', true],
    ['expired', 'canceled', false],
    ['active', 'active', false],
  ])('%s -> %s changes being active: %s', (from, to, expected) => {
    expect(activeChanged({ subscription: { status: from } }, { subscription: { status: to } })).toBe(
      expected,
    );
  });
});

describe('an expiry write on a subscription already past its date', () => {
  const pastDue = { status: 'active', expiresAt: { toMillis: () => 1_000 } };
  it('counts as leaving active, though copying was already close-only by date', () => {
    expect(copyingIsCloseOnly({ subscription: pastDue })).toBe(true);
    expect(
      activeChanged({ subscription: pastDue }, { subscription: { ...pastDue, status: 'expired' } }),
    ).toBe(true);
  });
});

describe('role decisions', () => {
  it('sees a grant, a revoke and a technical-admin change; ignores other fields', () => {
    expect(rolesChanged({ isAdmin: false }, { isAdmin: true })).toBe(true);
    expect(rolesChanged({ isAdmin: true, isTechnicalAdmin: true }, { isAdmin: true })).toBe(true);
    expect(rolesChanged({}, { isAdmin: false, isTechnicalAdmin: false })).toBe(false);
    expect(rolesChanged({ isAdmin: true, mobile: '1' }, { isAdmin: true, mobile: '2' })).toBe(false);
  });
});

describe('sameValue', () => {
  it('ignores key order and compares nested values', () => {
    expect(sameValue({ a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue(undefined, undefined)).toBe(true);
  });
});
