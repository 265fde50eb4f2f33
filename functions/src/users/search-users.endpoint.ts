// GET searchUsers?q=&pageSize=&cursor= (admins): prefix search on every user's name, e-mail and mobile,
// in pages (users/user-search.service.ts; docs/product.md §4 admin list).
import { USER_SEARCH_MESSAGES } from '../contract/index.js';
import { decodeSearchCursor } from './user-search.rules.js';
import { searchAllUsers } from './user-search.service.js';
import { badRequest } from '../platform/http/http-error.js';
import { endpoint } from '../platform/http/endpoint.js';
import { normalizeSearchText } from '../product-rules/index.js';

export const searchUsers = endpoint({
  name: 'searchUsers',
  async handle(_context, input) {
    const cursor =
      input.cursor === undefined ? {} : decodeSearchCursor(input.cursor, normalizeSearchText(input.q));
    if (!cursor) throw badRequest(USER_SEARCH_MESSAGES.cursor);
    const page = await searchAllUsers(input.q, input.pageSize, cursor);
    return {
      success: true,
      users: page.users,
      pagination: { hasMore: page.hasMore, cursor: page.cursor },
      ...(page.warning ? { warning: page.warning } : {}),
    };
  },
});
