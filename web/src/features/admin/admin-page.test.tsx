import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { healthSummaryMachine } from '@/lib/health-summary.machine';
import { deferred } from '@/testing/deferred';
import { summaryOf } from '@/testing/health-fixtures';
import { renderInApp } from '@/testing/render';
import { AdminScreen } from './admin-page';
import type { AdminUser } from './admin-users';
import { rowActionMachine } from './user-row/row-action.machine';
import type { RowAction } from './user-row/row-actions';
import { makeUser } from './test-users';
import { userSearchMachine, type SearchPageResult } from './users-list/user-search.machine';
import type { UsersPageResult } from './users-list/users-context';
import { usersMachine } from './users-list/users.machine';

/** No pause between keystrokes: the parts do not debounce, and the suite stays fast. */
const ui = userEvent.setup({ delay: null });

// The dialogs a row opens talk to the admin api; these tests never open them, and no backend runs.
vi.mock('./api', () => ({}));

const ADMIN_UID = 'the-admin';

/** Five users, one per situation the tabs tell apart. */
const USERS: AdminUser[] = [
  makeUser({ id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
  makeUser({ id: 'u2', firstName: 'Brian', lastName: 'Kernighan' }),
  makeUser({
    id: 'u3',
    firstName: 'Carla',
    lastName: 'Rossi',
    status: 'active',
    account: true,
    strategy: 'Gold',
  }),
  makeUser({ id: 'u4', firstName: 'Dan', lastName: 'Abramov', status: 'expired' }),
  makeUser({ id: ADMIN_UID, firstName: 'Eve', lastName: 'Admin', status: 'active', isAdmin: true }),
];

function page(users: AdminUser[], hasMore = false, cursor: string | null = null): UsersPageResult {
  return { users, hasMore, cursor };
}

interface Doubles {
  loadPage: (cursor: string | null) => Promise<UsersPageResult>;
  perform: (action: RowAction) => Promise<void>;
  searchPage: (query: string, cursor: string | null) => Promise<SearchPageResult>;
}

function renderAdmin(overrides: Partial<Doubles> = {}, isTechnicalAdmin = false) {
  const doubles: Doubles = {
    loadPage: vi.fn(() => Promise.resolve(page(USERS))),
    perform: vi.fn(() => Promise.resolve()),
    searchPage: vi.fn(() => Promise.resolve(page([]))),
    ...overrides,
  };
  const machines = {
    list: usersMachine.provide({
      actors: {
        loadPage: fromPromise<UsersPageResult, { cursor: string | null }>(({ input }) =>
          doubles.loadPage(input.cursor),
        ),
      },
    }),
    actions: rowActionMachine.provide({
      actors: { perform: fromPromise<void, RowAction>(({ input }) => doubles.perform(input)) },
    }),
    search: userSearchMachine.provide({
      actors: {
        searchPage: fromPromise<SearchPageResult, { query: string; cursor: string | null }>(({ input }) =>
          doubles.searchPage(input.query, input.cursor),
        ),
      },
    }),
    summary: healthSummaryMachine.provide({
      actors: { loadSummary: fromPromise(() => Promise.resolve(summaryOf())) },
    }),
  };
  renderInApp(<AdminScreen adminUid={ADMIN_UID} isTechnicalAdmin={isTechnicalAdmin} machines={machines} />, {
    uid: ADMIN_UID,
  });
  return doubles;
}

function tab(label: RegExp) {
  return screen.getByRole('button', { name: label });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admin page header', () => {
  it('counts the loaded users', async () => {
    renderAdmin();
    await waitFor(() => expect(screen.getByTestId('total-users')).toHaveTextContent('5'));
  });

  it("shows the server's count of every user when the first page brings it", async () => {
    renderAdmin({ loadPage: () => Promise.resolve({ ...page(USERS, true, 'u5'), total: 100_000 }) });
    await waitFor(() => expect(screen.getByTestId('total-users')).toHaveTextContent('100000'));
  });

  it.each([
    { role: 'an admin', isTechnicalAdmin: false, link: false },
    { role: 'a technical admin', isTechnicalAdmin: true, link: true },
  ])('shows the technical dashboard link to $role: $link', ({ isTechnicalAdmin, link }) => {
    renderAdmin({}, isTechnicalAdmin);
    const found = screen.queryByRole('link', { name: 'Technical Admin Dashboard' });
    if (link) expect(found).toHaveAttribute('href', '/admin/technical');
    else expect(found).not.toBeInTheDocument();
  });

  it('disables Refresh while the list loads', () => {
    renderAdmin({ loadPage: () => deferred<UsersPageResult>().promise });
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    expect(screen.getByTestId('total-users')).toHaveTextContent('0');
  });

  it('counts each tab', async () => {
    renderAdmin();
    await waitFor(() => expect(tab(/^No Subscription/)).toHaveTextContent('No Subscription (2)'));
    expect(tab(/^With Subscription/)).toHaveTextContent('With Subscription (3)');
    expect(tab(/^Active Traders/)).toHaveTextContent('Active Traders (1)');
    expect(tab(/^Admins/)).toHaveTextContent('Admins (1)');
  });
});

describe('the admin user list', () => {
  it('opens on the No Subscription tab', async () => {
    renderAdmin();
    const table = await screen.findByRole('table');
    expect(tab(/^No Subscription/)).toHaveAttribute('aria-pressed', 'true');
    expect(table).toHaveAttribute('data-count', '2');
  });

  it.each([
    { label: /^With Subscription/, count: '3' },
    { label: /^Active Traders/, count: '1' },
    { label: /^Admins/, count: '1' },
  ])('lists the users of the tab $label', async ({ label, count }) => {
    renderAdmin();
    await screen.findByRole('table');
    await ui.click(tab(label));
    expect(tab(label)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table')).toHaveAttribute('data-count', count);
  });

  it('says so when a tab is empty', async () => {
    renderAdmin({ loadPage: () => Promise.resolve(page([USERS[2]!])) });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('says so when nobody is registered yet', async () => {
    renderAdmin({ loadPage: () => Promise.resolve(page([])) });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(tab(/^Admins/)).toHaveTextContent('Admins (0)');
  });

  it('shows the load error with a Retry that loads again', async () => {
    const loadPage = vi
      .fn<Doubles['loadPage']>()
      .mockRejectedValueOnce(new Error('permission-denied'))
      .mockResolvedValueOnce(page(USERS));
    renderAdmin({ loadPage });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load users. Please try again later.',
    );
    await ui.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('total-users')).toHaveTextContent('5'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the next page on Load More Users', async () => {
    const more = makeUser({ id: 'u6', firstName: 'Fay' });
    const loadPage = vi.fn((cursor: string | null) =>
      Promise.resolve(cursor === null ? page(USERS, true, 'cursor-1') : page([more])),
    );
    renderAdmin({ loadPage });
    await ui.click(await screen.findByRole('button', { name: 'Load More Users' }));
    await waitFor(() => expect(screen.getByTestId('total-users')).toHaveTextContent('6'));
    expect(loadPage).toHaveBeenLastCalledWith('cursor-1');
    expect(screen.queryByRole('button', { name: 'Load More Users' })).not.toBeInTheDocument();
  });

  it('keeps the list and says so when the next page fails', async () => {
    const loadPage = vi.fn((cursor: string | null) =>
      cursor === null ? Promise.resolve(page(USERS, true, 'cursor-1')) : Promise.reject(new Error('offline')),
    );
    renderAdmin({ loadPage });
    await ui.click(await screen.findByRole('button', { name: 'Load More Users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load more users. Please try again.',
    );
    expect(screen.getByTestId('total-users')).toHaveTextContent('5');
  });
});

describe('the admin search', () => {
  it.each([
    { query: 'lovelace', count: '1' },
    { query: 'ADA@EXAMPLE', count: '1' },
    { query: 'nobody-matches', count: '0' },
  ])('finds $count user(s) in the tab for $query', async ({ query, count }) => {
    renderAdmin();
    await screen.findByRole('table');
    await ui.type(screen.getByRole('searchbox', { name: 'Search users' }), query);
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('data-count', count));
    if (count === '0') expect(screen.getByText('No users found.')).toBeInTheDocument();
  });

  it('keeps a user the server found beyond the loaded pages although the text does not contain the query (Zoë for zoe)', async () => {
    const zoe = makeUser({ id: 'u7', firstName: 'Zoë', lastName: 'Quill' });
    const searchPage = vi.fn((query: string) => Promise.resolve(page(query === 'zoe' ? [zoe] : [])));
    renderAdmin({ searchPage });
    await screen.findByRole('table');
    await ui.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zoe');
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('data-count', '1'));
    expect(searchPage.mock.calls).toEqual([['zoe', null]]);
  });

  it("pages through the server's matches with Load More Users while a query is typed", async () => {
    const first = makeUser({ id: 'u7', firstName: 'Zed', lastName: 'One' });
    const second = makeUser({ id: 'u8', firstName: 'Zed', lastName: 'Two' });
    const searchPage = vi.fn((_query: string, cursor: string | null) =>
      Promise.resolve(cursor === null ? page([first], true, 'next') : page([second])),
    );
    renderAdmin({ searchPage });
    await screen.findByRole('table');
    await ui.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zed');
    await ui.click(await screen.findByRole('button', { name: 'Load More Users' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('data-count', '2'));
    expect(searchPage).toHaveBeenLastCalledWith('zed', 'next');
    expect(screen.queryByRole('button', { name: 'Load More Users' })).not.toBeInTheDocument();
  });

  it('says so when the search over every user fails, keeping the local matches', async () => {
    renderAdmin({ searchPage: () => Promise.reject(new Error('offline')) });
    await screen.findByRole('table');
    await ui.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lovelace');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to search all users. Please try again.',
    );
    expect(screen.getByRole('table')).toHaveAttribute('data-count', '1');
  });

  it('toggles the joined-date sort', async () => {
    renderAdmin();
    const sort = screen.getByRole('button', { name: /^Sort by joined date/ });
    expect(sort).toHaveAttribute('aria-pressed', 'false');
    await ui.click(sort);
    expect(sort).toHaveAttribute('aria-pressed', 'true');
    expect(sort.textContent).toMatch(/[▲▼]$/);
  });
});

describe('a row action from the admin page', () => {
  // happy-dom lays nothing out, so the virtualised table would see a zero-height viewport and render no
  // rows; give elements a height, as a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });

  it('asks for confirmation, performs the action and reports success', async () => {
    const doubles = renderAdmin();
    await ui.click(await screen.findByRole('button', { name: 'With Subscription (3)' }));
    await ui.click(screen.getByRole('button', { name: 'Cancel subscription of Carla Rossi' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel the subscription of Carla Rossi?');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Subscription canceled successfully')).toBeInTheDocument();
    const performed = vi.mocked(doubles.perform).mock.calls[0]?.[0];
    expect(performed?.kind).toBe('cancelSubscription');
    expect(performed?.user.id).toBe('u3');
  });

  it('reports a failed action as an alert that can be dismissed', async () => {
    renderAdmin({ perform: () => Promise.reject(new Error('bridge down')) });
    await ui.click(await screen.findByRole('button', { name: 'With Subscription (3)' }));
    await ui.click(screen.getByRole('button', { name: 'Cancel subscription of Carla Rossi' }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByText('Failed to cancel subscription: bridge down');
    await ui.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(alert).not.toBeInTheDocument();
  });
});
