import { describe, expect, it } from 'vitest';
import {
  CACHE_TTL_MS,
  DEFAULT_SORT,
  canAddAccount,
  deploymentLabel,
  dialogForLine,
  inTab,
  isCacheFresh,
  mergeById,
  nextSort,
  sortForTab,
  tabUsers,
  sortUsers,
  statusBadgeClass,
  tabCounts,
  type AdminTab,
  type SortState,
} from './admin-users';
import { highlightSegments, searchHaystack, searchUsers } from './users-list/search-match';
import { makeUser } from './test-users';

const alice = makeUser({
  id: 'a',
  firstName: 'Alice',
  lastName: 'Zulu',
  email: 'alice@x.io',
  mobile: '+27 11 111',
  status: 'active',
  account: true,
  strategy: 'Gold Rush',
  createdAt: '2026-03-01T00:00:00Z',
});
const bob = makeUser({
  id: 'b',
  firstName: 'bob',
  lastName: 'Young',
  email: 'BOB@y.io',
  mobile: '+44 22 222',
  status: 'expired',
  createdAt: '2026-01-01T00:00:00Z',
});
const carol = makeUser({
  id: 'c',
  firstName: 'Carol',
  lastName: 'Xavier',
  email: 'carol@z.io',
  mobile: '333',
  status: 'canceled',
  account: true,
  createdAt: null,
});
const dave = makeUser({
  id: 'd',
  firstName: 'Dave',
  lastName: 'West',
  email: 'dave@w.io',
  status: null,
  isAdmin: true,
  createdAt: '2026-02-01T00:00:00Z',
});
const erin = makeUser({
  id: 'e',
  firstName: 'Erin',
  lastName: 'Vance',
  email: 'erin@v.io',
  status: 'active',
  account: true,
  strategy: 'Alpha Wave',
  isAdmin: true,
  isTechnicalAdmin: true,
  createdAt: '2026-04-01T00:00:00Z',
});
const all = [alice, bob, carol, dave, erin];
const ids = (users: { id: string }[]) => users.map((u) => u.id).join('');

describe('tabs', () => {
  it.each<[AdminTab, string]>([
    ['noSubscription', 'd'],
    ['withSubscription', 'abce'],
    ['activeTraders', 'ae'],
    ['admins', 'de'],
  ])('%s holds %s', (tab, expected) => {
    expect(ids(all.filter((u) => inTab(u, tab)))).toBe(expected);
  });

  it('counts every tab', () => {
    expect(tabCounts(all)).toEqual({
      noSubscription: 1,
      withSubscription: 4,
      activeTraders: 2,
      admins: 2,
      problems: 0,
    });
  });

  it.each<[AdminTab, SortState]>([
    ['activeTraders', { key: 'name', direction: 'asc' }],
    ['admins', DEFAULT_SORT],
    ['noSubscription', DEFAULT_SORT],
  ])('choosing %s sorts by %j', (tab, expected) => {
    expect(sortForTab(tab, DEFAULT_SORT)).toEqual(expected);
  });
});

describe('search', () => {
  it.each([
    ['', 'abcde'],
    ['ALICE', 'a'],
    ['zulu', 'a'],
    ['bob@', 'b'],
    ['  y.io ', 'b'],
    ['+44', 'b'],
    ['333', 'c'],
    ['carol xav', 'c'],
    ['e', 'acde'],
    ['nobody', ''],
  ])('"%s" finds %s', (query, expected) => {
    expect(ids(searchUsers(all, query))).toBe(expected);
  });

  it.each([
    [
      'Alice',
      'li',
      [
        { text: 'A', match: false },
        { text: 'li', match: true },
        { text: 'ce', match: false },
      ],
    ],
    [
      'Anna',
      'A',
      [
        { text: 'A', match: true },
        { text: 'nn', match: false },
        { text: 'a', match: true },
      ],
    ],
    ['Bob', '', [{ text: 'Bob', match: false }]],
    ['Bob', 'x', [{ text: 'Bob', match: false }]],
    [
      'BOB@y.io',
      'bob@',
      [
        { text: 'BOB@', match: true },
        { text: 'y.io', match: false },
      ],
    ],
    ['', 'a', []],
    [
      'aaa',
      'aa',
      [
        { text: 'aa', match: true },
        { text: 'a', match: false },
      ],
    ],
  ])('highlights %s for "%s"', (text, query, expected) => {
    expect(highlightSegments(text, query)).toEqual(expected);
  });
});

describe('sorting', () => {
  it.each<[SortState, SortState['key'], SortState]>([
    [{ key: 'subscription', direction: 'desc' }, 'subscription', { key: 'subscription', direction: 'asc' }],
    [{ key: 'subscription', direction: 'asc' }, 'subscription', { key: 'subscription', direction: 'desc' }],
    [{ key: 'subscription', direction: 'desc' }, 'name', { key: 'name', direction: 'asc' }],
    [{ key: 'name', direction: 'desc' }, 'createdAt', { key: 'createdAt', direction: 'asc' }],
  ])('from %j, clicking %s gives %j', (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected);
  });

  it('defaults to subscription descending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'subscription', direction: 'desc' });
  });

  it.each<[SortState, string]>([
    // no subscription first, then active (alice, erin by name), expired, canceled
    [{ key: 'subscription', direction: 'desc' }, 'daebc'],
    [{ key: 'subscription', direction: 'asc' }, 'dcbae'],
    [{ key: 'name', direction: 'asc' }, 'abcde'],
    [{ key: 'name', direction: 'desc' }, 'edcba'],
    // no strategy first (by name), then by strategy name
    [{ key: 'strategy', direction: 'asc' }, 'bcdea'],
    [{ key: 'strategy', direction: 'desc' }, 'bcdae'],
    [{ key: 'createdAt', direction: 'asc' }, 'cbdae'],
    [{ key: 'createdAt', direction: 'desc' }, 'ceadb'],
  ])('%j orders %s', (sort, expected) => {
    expect(ids(sortUsers(all, sort))).toBe(expected);
  });

  it('does not mutate its input', () => {
    const input = [...all];
    sortUsers(input, { key: 'name', direction: 'desc' });
    expect(input).toEqual(all);
  });

  it('tab, then sort, then search give what the table shows', () => {
    expect(ids(searchUsers(tabUsers(all, 'withSubscription', DEFAULT_SORT), 'E'))).toBe('aec');
    expect(ids(searchUsers(tabUsers(all, 'admins', DEFAULT_SORT), 'dave'))).toBe('d');
  });

  it.each([
    ['', 'edcba'],
    ['a', 'edca'],
    ['ZULU', 'a'],
  ])('searchUsers keeps the given order for "%s"', (query, expected) => {
    const ordered = tabUsers(all, 'withSubscription', { key: 'name', direction: 'desc' });
    expect(ids(ordered)).toBe('ecba');
    const everyone = sortUsers(all, { key: 'name', direction: 'desc' });
    const haystacks = new Map(all.map((u) => [u.id, searchHaystack(u)]));
    expect(ids(searchUsers(everyone, query, haystacks))).toBe(expected);
    expect(ids(searchUsers(everyone, query))).toBe(expected);
  });
});

describe('paging and cache', () => {
  it('merges pages by id, replacing in place and appending new users', () => {
    const updatedBob = { ...bob, userData: { ...bob.userData, firstName: 'Robert' } };
    const merged = mergeById([alice, bob], [updatedBob, carol]);
    expect(ids(merged)).toBe('abc');
    expect(merged[1]?.userData.firstName).toBe('Robert');
    expect(mergeById([], [alice, alice])).toEqual([alice]);
  });

  const cache = { adminUid: 'admin-1', timestamp: 1_000_000, users: [alice], hasMore: false, cursor: null };
  it.each([
    ['same admin, just written', cache, 'admin-1', 1_000_000, true],
    ['same admin, 4:59 later', cache, 'admin-1', 1_000_000 + CACHE_TTL_MS - 1, true],
    ['same admin, 5 minutes later', cache, 'admin-1', 1_000_000 + CACHE_TTL_MS, false],
    ['another admin', cache, 'admin-2', 1_000_001, false],
    ['no cache', null, 'admin-1', 1_000_001, false],
  ] as const)('%s: fresh=%s', (_label, value, uid, now, expected) => {
    expect(isCacheFresh(value, uid, now)).toBe(expected);
  });
});

describe('display rules', () => {
  it.each([
    ['DEPLOYED', 'Deployed'],
    ['DEPLOYING', 'Deploying'],
    ['CREATED', 'Created'],
    ['UNDEPLOYED', 'Undeployed'],
    [null, 'Undeployed'],
  ])('state %s shows %s', (state, label) => {
    expect(deploymentLabel(state)).toBe(label);
  });

  it.each([
    ['active', 'badge-success'],
    ['expired', 'badge-danger'],
    ['canceled', 'badge-neutral'],
    ['pending', 'badge-warning'],
  ])('status %s is %s', (status, badge) => {
    expect(statusBadgeClass(status)).toBe(badge);
  });

  it.each([
    [makeUser({ id: 'x', status: 'active' }), true],
    [makeUser({ id: 'x', status: 'active', account: true }), false],
    [makeUser({ id: 'x', status: 'expired' }), false],
    [makeUser({ id: 'x', status: null }), false],
  ])('add account offered: %#', (user, expected) => {
    expect(canAddAccount(user)).toBe(expected);
  });

  it.each([
    [
      'the name and the e-mail',
      makeUser({ id: 'u', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
      undefined,
      'For Ada Lovelace (ada@example.com)',
    ],
    [
      'the e-mail for a user without a name',
      makeUser({ id: 'u', firstName: '', lastName: '', email: 'x@example.com' }),
      undefined,
      'For x@example.com (x@example.com)',
    ],
    [
      'the detail given',
      makeUser({ id: 'u', firstName: 'Ada', lastName: 'Lovelace' }),
      'account 5012342',
      'For Ada Lovelace (account 5012342)',
    ],
    [
      'no brackets without a detail',
      makeUser({ id: 'u', firstName: 'Ada', lastName: 'Lovelace' }),
      null,
      'For Ada Lovelace',
    ],
  ])('a dialog says whom it acts for with %s', (_case, user, detail, line) => {
    expect(dialogForLine(user, detail)).toBe(line);
  });
});
