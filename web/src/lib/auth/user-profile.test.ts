import { describe, expect, it } from 'vitest';
import { hasActiveSubscription, toUserProfile } from './user-profile';

describe('toUserProfile', () => {
  it('keeps known fields and the subscription', () => {
    const expiresAt = { toDate: () => new Date(2026, 0, 1) };
    const profile = toUserProfile({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '+44 20 0000 0000',
      address: 'London',
      isAdmin: true,
      isTechnicalAdmin: true,
      subscription: { planId: 'alpha', planName: 'Alpha', status: 'active', isTrial: false, expiresAt },
      somethingElse: 1,
    });
    expect(profile).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '+44 20 0000 0000',
      address: 'London',
      isAdmin: true,
      isTechnicalAdmin: true,
      subscription: { planId: 'alpha', planName: 'Alpha', status: 'active', isTrial: false, expiresAt, trialEndsAt: null },
    });
    expect(hasActiveSubscription(profile)).toBe(true);
  });

  it('defaults missing or malformed fields', () => {
    const profile = toUserProfile({ firstName: 42, isAdmin: 'yes', subscription: 'active' });
    expect(profile.firstName).toBe('');
    expect(profile.isAdmin).toBe(false);
    expect(profile.subscription).toBeNull();
    expect(hasActiveSubscription(profile)).toBe(false);
  });

  it('never reports a technical admin who is not an admin', () => {
    expect(toUserProfile({ isTechnicalAdmin: true }).isTechnicalAdmin).toBe(false);
  });

  it.each(['expired', 'canceled', 'pending', null])('status %s is not active', (status) => {
    expect(hasActiveSubscription(toUserProfile({ subscription: { status } }))).toBe(false);
  });

  it('no profile means no subscription', () => {
    expect(hasActiveSubscription(null)).toBe(false);
  });
});
