// GET bulkGetUsersWithTradingAccounts?pageSize=200&lastUpdated=<cursor> (admins): one page of users with
// their trading account, bridge details and strategy (services/admin-users.ts). Reads per page: one
// users query plus the entries' reads; the first page also counts every user (a count aggregation).
import { listUsersPage } from '../repos/users-repo.js';
import { countUsers } from '../repos/user-search-repo.js';
import { adminUserEntries } from '../services/admin-users.js';
import { endpoint } from './pipeline/endpoint.js';

export const bulkGetUsersWithTradingAccounts = endpoint({
  name: 'bulkGetUsersWithTradingAccounts',
  async handle(_context, input) {
    const [page, total] = await Promise.all([
      listUsersPage(input.lastUpdated, input.pageSize),
      input.lastUpdated ? Promise.resolve(undefined) : countUsers(),
    ]);
    const { users, warning } = await adminUserEntries(page.users);
    const last = page.users.at(-1)?.uid ?? null;
    return {
      success: true,
      users,
      pagination: { hasMore: page.hasMore, lastUpdated: page.hasMore ? last : null },
      ...(total === undefined ? {} : { total }),
      ...(warning ? { warning } : {}),
    };
  },
});
