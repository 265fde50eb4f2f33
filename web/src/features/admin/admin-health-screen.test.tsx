import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HealthSummary } from '@copydesk/functions/contract';
import { healthSummaryMachine } from '@/lib/health-summary.machine';
import { deferred } from '@/testing/deferred';
import { summaryOf } from '@/testing/health-fixtures';
import { renderInApp } from '@/testing/render';
import { AdminScreen } from './admin-page';
import { userSearchMachine, type SearchPageResult } from './users-list/user-search.machine';
import type { AdminUser } from './admin-users';
import { rowActionMachine } from './user-row/row-action.machine';
import { makeUser } from './test-users';
import type { UsersPageResult } from './users-list/users-context';
import { usersMachine } from './users-list/users.machine';

const ui = userEvent.setup({ delay: null });

vi.mock('./api', () => ({}));

const USERS: AdminUser[] = [
  makeUser({ id: 'u1', firstName: 'Ada', status: 'active', account: true, health: 'broker-disconnected' }),
  makeUser({ id: 'u2', firstName: 'Brian', status: 'active', account: true, health: 'healthy' }),
  makeUser({ id: 'u3', firstName: 'Carla', status: 'active', account: true, health: 'stopped-out' }),
  makeUser({ id: 'u4', firstName: 'Dan', status: 'active', account: true }),
  makeUser({ id: 'u5', firstName: 'Eve' }),
];

function renderAdmin(
  url = '/admin',
  summary: () => Promise<HealthSummary> = () => Promise.resolve(summaryOf()),
) {
  const machines = {
    list: usersMachine.provide({
      actors: {
        loadPage: fromPromise<UsersPageResult, { cursor: string | null }>(() =>
          Promise.resolve({ users: USERS, hasMore: false, cursor: null }),
        ),
      },
    }),
    actions: rowActionMachine.provide({ actors: { perform: fromPromise(() => Promise.resolve()) } }),
    search: userSearchMachine.provide({
      actors: {
        searchPage: fromPromise<SearchPageResult, { query: string; cursor: string | null }>(() =>
          Promise.resolve({ users: [], hasMore: false, cursor: null }),
        ),
      },
    }),
    summary: healthSummaryMachine.provide({ actors: { loadSummary: fromPromise(summary) } }),
  };
  renderInApp(<AdminScreen adminUid="the-admin" isTechnicalAdmin={false} machines={machines} />, {
    uid: 'the-admin',
    url,
  });
}

const problems = () => screen.getByRole('button', { name: /^Accounts with Problems/ });

beforeEach(() => {
  // happy-dom lays nothing out: give the virtualised table's viewport a height, as a browser would.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(900);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('copy health in the admin panel', () => {
  it('shows the open incidents over all accounts in the header', async () => {
    renderAdmin('/admin', () => Promise.resolve(summaryOf({ 'broker-disconnected': 4 }, 7)));
    await waitFor(() => expect(screen.getByTestId('open-incidents')).toHaveTextContent('7'));
  });

  it('shows a dash while the open incidents load', () => {
    renderAdmin('/admin', () => deferred<HealthSummary>().promise);
    expect(screen.getByTestId('open-incidents')).toHaveTextContent('—');
  });

  it('filters the accounts with problems', async () => {
    renderAdmin();
    await waitFor(() => expect(problems()).toHaveTextContent('Accounts with Problems (2)'));
    await ui.click(problems());
    expect(problems()).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('data-count', '2');
    expect(table.querySelector('tr[data-user-id="u1"]')).not.toBeNull();
    expect(table.querySelector('tr[data-user-id="u3"]')).not.toBeNull();
  });

  it('opens on the filter from the link of an admin notification', async () => {
    renderAdmin('/admin?health=problems');
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('data-count', '2'));
    expect(problems()).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows each account health in the Health column', async () => {
    renderAdmin('/admin?health=problems');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Health' })).toBeInTheDocument();
    const row = await waitFor(() => {
      const found = table.querySelector<HTMLElement>('tr[data-user-id="u1"]');
      if (!found) throw new Error('row not rendered yet');
      return found;
    });
    expect(within(row).getByText('Broker disconnected')).toHaveClass('badge-danger');
    expect(row).toHaveTextContent(
      'Your broker rejected the saved password, or the broker account is closed.',
    );
  });
});
