// GET bulkGetUsersWithTradingAccounts?pageSize=200&lastUpdated=<cursor> (admins): one page of users with
// their trading account, bridge details and strategy (users/admin-user-list.service.ts).
import { adminUsersPage } from './admin-user-list.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const bulkGetUsersWithTradingAccounts = endpoint({
  name: 'bulkGetUsersWithTradingAccounts',
  async handle(_context, input) {
    const { users, hasMore, nextCursor, total, warning } = await adminUsersPage(
      input.lastUpdated,
      input.pageSize,
    );
    return {
      success: true,
      users,
      pagination: { hasMore, lastUpdated: nextCursor },
      ...(total === undefined ? {} : { total }),
      ...(warning ? { warning } : {}),
    };
  },
});
