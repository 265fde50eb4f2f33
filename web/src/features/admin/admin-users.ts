// Pure rules of the admin user list (docs/product.md §2 /admin, §4 admin tabs, sorting and list loading, §9):
// tabs, the sort order, page merging and the per-admin cache (the search and its highlighting: ./search-match).
// No React, no I/O.
import { type AdminUserEntry } from '@copydesk/functions/contract';
import { isProblemState, isSubscriptionActive } from '@copydesk/functions/product-rules';

export type AdminUser = AdminUserEntry;

// ---- tabs ----------------------------------------------------------------------------------------

export const TABS = ['noSubscription', 'withSubscription', 'activeTraders', 'admins', 'problems'] as const;
export type AdminTab = (typeof TABS)[number];
export const DEFAULT_TAB: AdminTab = 'noSubscription';

export const TAB_LABELS: Record<AdminTab, string> = {
  noSubscription: 'No Subscription',
  withSubscription: 'With Subscription',
  activeTraders: 'Active Traders',
  admins: 'Admins',
  problems: 'Accounts with Problems',
};

/** The filter "accounts with problems" (README "Copy health"): the account's health is a problem state. */
export function hasAccountProblem(user: AdminUser): boolean {
  const health = user.tradingAccount?.health;
  return health ? isProblemState(health.state) : false;
}

/** The tab a URL asks for: ?health=problems (the link of admin notifications) opens the filter. */
export function tabFromSearch(search: string): AdminTab {
  return new URLSearchParams(search).get('health') === 'problems' ? 'problems' : DEFAULT_TAB;
}

/** noSubscription: no subscription at all; withSubscription: any subscription; activeTraders: a trading
 * account subscribed to a strategy; admins: isAdmin; problems: an account whose health is a problem. */
export function inTab(user: AdminUser, tab: AdminTab): boolean {
  switch (tab) {
    case 'noSubscription':
      return user.userData.subscription === null;
    case 'withSubscription':
      return user.userData.subscription !== null;
    case 'activeTraders':
      return user.tradingAccount !== null && user.strategySubscription;
    case 'admins':
      return user.userData.isAdmin;
    case 'problems':
      return hasAccountProblem(user);
  }
}

export function tabCounts(users: readonly AdminUser[]): Record<AdminTab, number> {
  const counts: Record<AdminTab, number> = {
    noSubscription: 0,
    withSubscription: 0,
    activeTraders: 0,
    admins: 0,
    problems: 0,
  };
  for (const user of users) for (const tab of TABS) if (inTab(user, tab)) counts[tab] += 1;
  return counts;
}

// ---- sorting ---------------------------------------------------------------------------------------

export const SORT_KEYS = ['name', 'subscription', 'strategy', 'createdAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'subscription', direction: 'desc' };

/** Same key toggles the direction; a new key starts ascending. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** Choosing a tab: activeTraders sorts by name ascending; other tabs keep the current sort. */
export function sortForTab(tab: AdminTab, current: SortState): SortState {
  return tab === 'activeTraders' ? { key: 'name', direction: 'asc' } : current;
}

/** Descending shows active, expired, canceled (then other statuses); ascending the reverse. */
const STATUS_RANK: Record<string, number> = { active: 3, expired: 2, canceled: 1 };
export function subscriptionRank(status: string): number {
  return STATUS_RANK[status] ?? 0;
}

type SortValue = string | number;
/** null means "no value": such users are placed first whatever the direction. */
function sortValue(user: AdminUser, key: SortKey): SortValue | null {
  switch (key) {
    case 'name':
      return (fullName(user) || user.userData.email).toLowerCase();
    case 'subscription':
      return user.userData.subscription ? subscriptionRank(user.userData.subscription.status) : null;
    case 'strategy':
      return user.strategySubscription && user.strategyDetails
        ? user.strategyDetails.name.toLowerCase()
        : null;
    case 'createdAt': {
      const time = user.userData.createdAt ? Date.parse(user.userData.createdAt) : Number.NaN;
      return Number.isNaN(time) ? null : time;
    }
  }
}

/** One collator for every comparison: much faster than String#localeCompare on large lists. */
const collator = new Intl.Collator('en');

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A new sorted array; ties fall back to name, then id, so the order is stable and total. */
export function sortUsers(users: readonly AdminUser[], sort: SortState): AdminUser[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = users.map((user) => ({
    user,
    value: sortValue(user, sort.key),
    name: sortValue(user, 'name') as string,
  }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === null && b.value !== null) return -1;
      if (b.value === null && a.value !== null) return 1;
    } else {
      const byKey = compareValues(a.value, b.value);
      if (byKey !== 0) return sign * byKey;
    }
    return collator.compare(a.name, b.name) || (a.user.id < b.user.id ? -1 : a.user.id > b.user.id ? 1 : 0);
  });
  return keyed.map((entry) => entry.user);
}

/** The users of a tab in the chosen order (computed once per list, tab or sort change). */
export function tabUsers(users: readonly AdminUser[], tab: AdminTab, sort: SortState): AdminUser[] {
  return sortUsers(
    users.filter((user) => inTab(user, tab)),
    sort,
  );
}

// ---- paging and cache ------------------------------------------------------------------------------

export const PAGE_SIZE = 200;
export const CACHE_TTL_MS = 300_000;

/** Pages are merged by id: a known user is replaced in place, a new one appended. */
export function mergeById(current: readonly AdminUser[], incoming: readonly AdminUser[]): AdminUser[] {
  const index = new Map(current.map((user, i) => [user.id, i]));
  const out = [...current];
  for (const user of incoming) {
    const at = index.get(user.id);
    if (at === undefined) {
      index.set(user.id, out.length);
      out.push(user);
    } else {
      out[at] = user;
    }
  }
  return out;
}

export interface UsersCache {
  adminUid: string;
  timestamp: number;
  users: AdminUser[];
  hasMore: boolean;
  cursor: string | null;
  /** The server's count of every user (absent in caches written before it existed). */
  total?: number | null;
}

/** The cache counts only for the same admin and for 5 minutes. */
export function isCacheFresh(
  cache: UsersCache | null | undefined,
  adminUid: string,
  now: number,
): cache is UsersCache {
  return (
    !!cache &&
    cache.adminUid === adminUid &&
    now - cache.timestamp >= 0 &&
    now - cache.timestamp < CACHE_TTL_MS
  );
}

// ---- display ---------------------------------------------------------------------------------------

export function fullName(user: AdminUser): string {
  return `${user.userData.firstName} ${user.userData.lastName}`.trim();
}

/** Whom an admin dialog acts for: the name (the e-mail when there is none), then `detail` in brackets. */
export function dialogForLine(user: AdminUser, detail: string | null = user.userData.email): string {
  const name = fullName(user) || user.userData.email;
  return detail === null ? `For ${name}` : `For ${name} (${detail})`;
}

/** Bridge deployment state as shown: Deployed, Deploying, Created, otherwise Undeployed. */
export function deploymentLabel(state: string | null | undefined): string {
  switch (state) {
    case 'DEPLOYED':
      return 'Deployed';
    case 'DEPLOYING':
      return 'Deploying';
    case 'CREATED':
      return 'Created';
    default:
      return 'Undeployed';
  }
}

/** Badge colour of a subscription status: green active, red expired, grey canceled, yellow otherwise. */
export function statusBadgeClass(status: string): string {
  if (status === 'active') return 'badge-success';
  if (status === 'expired') return 'badge-danger';
  if (status === 'canceled') return 'badge-neutral';
  return 'badge-warning';
}

export function hasActiveSubscription(user: AdminUser, now = Date.now()): boolean {
  return isSubscriptionActive(user.userData.subscription, now);
}

/** Add Account is offered only to users with an active subscription and no account yet. */
export function canAddAccount(user: AdminUser): boolean {
  return hasActiveSubscription(user) && user.tradingAccount === null;
}
