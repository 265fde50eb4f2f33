import { describe, expect, it } from 'vitest';
import type { HealthState } from '@copydesk/functions/product-rules';
import { hasAccountProblem, inTab, tabCounts, tabFromSearch } from './admin-users';
import { makeUser } from './test-users';

describe('the filter "accounts with problems"', () => {
  it.each<[HealthState | undefined, boolean]>([
    [undefined, false],
    ['healthy', false],
    ['deploying', false],
    ['undeployed', false],
    ['deploy-failed', true],
    ['bridge-disconnected', true],
    ['broker-disconnected', true],
    ['stopped-out', true],
    ['close-only', true],
    ['copy-failing', true],
  ])('an account whose health is %s is a problem: %s', (health, expected) => {
    const user = makeUser({ id: 'u', status: 'active', account: true, health });
    expect(hasAccountProblem(user)).toBe(expected);
    expect(inTab(user, 'problems')).toBe(expected);
  });

  it('never counts a user without a trading account', () => {
    expect(hasAccountProblem(makeUser({ id: 'u', status: 'active' }))).toBe(false);
  });

  it('counts the users with problems beside the other tabs', () => {
    const users = [
      makeUser({ id: 'a', status: 'active', account: true, health: 'broker-disconnected' }),
      makeUser({ id: 'b', status: 'active', account: true, health: 'healthy' }),
      makeUser({ id: 'c', status: 'active', account: true, health: 'copy-failing', strategy: 'Gold' }),
    ];
    expect(tabCounts(users).problems).toBe(2);
  });

  it.each([
    ['?health=problems', 'problems'],
    ['?health=all', 'noSubscription'],
    ['', 'noSubscription'],
  ])('the URL %s opens the %s tab', (search, tab) => {
    expect(tabFromSearch(search)).toBe(tab);
  });
});
