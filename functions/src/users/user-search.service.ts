// The admin user search over every user (docs/product.md §4 admin list): one prefix query per search key
// that can match the query, run side by side, merged into one page (users/user-search.rules.ts), then built
// into list entries like the paged list's.
import { type AdminUserEntry } from '../contract/index.js';
import { encodeSearchCursor, mergeSearchStreams, type SearchCursor } from './user-search.rules.js';
import { usersByKeyPrefix } from './user-search.repo.js';
import { adminUserEntries } from './admin-users.service.js';
import { normalizeSearchText, USER_SEARCH_FIELDS, userSearchPrefixes } from '../product-rules/index.js';

export interface UserSearchPage {
  users: AdminUserEntry[];
  cursor: string | null;
  hasMore: boolean;
  warning?: string;
}

/** `previous`: the decoded cursor of the page before (users/user-search.rules.ts decodeSearchCursor). */
export async function searchAllUsers(
  query: string,
  pageSize: number,
  previous: SearchCursor = {},
): Promise<UserSearchPage> {
  const normal = normalizeSearchText(query);
  const prefixes = userSearchPrefixes(query);
  const fields = USER_SEARCH_FIELDS.filter((field) => prefixes[field] !== null && previous[field] !== 'done');
  const streams = await Promise.all(
    fields.map((field) => {
      const at = previous[field];
      return usersByKeyPrefix(field, prefixes[field] ?? '', at === 'done' ? undefined : at, pageSize);
    }),
  );
  const page = mergeSearchStreams(streams, prefixes, pageSize, previous);
  const { users, warning } = await adminUserEntries(page.items);
  return {
    users,
    cursor: page.hasMore ? encodeSearchCursor(normal, page.cursor) : null,
    hasMore: page.hasMore,
    ...(warning ? { warning } : {}),
  };
}
