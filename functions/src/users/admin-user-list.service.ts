// The admin list a page at a time (docs/product.md §2 "Admin panel", §4 "Admin list"): one users query
// plus the entries' reads (admin-users.ts); the first page also counts every user (a count aggregation).
import type { AdminUserEntry } from '../contract/index.js';
import { countUsers } from './user-search.repo.js';
import { listUsersPage } from './users.repo.js';
import { adminUserEntries } from './admin-users.service.js';

export interface AdminUsersPage {
  users: AdminUserEntry[];
  /** The last uid of the page when more follow: the next page's cursor. */
  nextCursor: string | null;
  hasMore: boolean;
  /** Only on the first page. */
  total?: number;
  warning?: string;
}

export async function adminUsersPage(cursor: string | undefined, pageSize: number): Promise<AdminUsersPage> {
  const [page, total] = await Promise.all([
    listUsersPage(cursor, pageSize),
    cursor ? Promise.resolve(undefined) : countUsers(),
  ]);
  const { users, warning } = await adminUserEntries(page.users);
  const last = page.users.at(-1)?.uid ?? null;
  return {
    users,
    hasMore: page.hasMore,
    nextCursor: page.hasMore ? last : null,
    ...(total === undefined ? {} : { total }),
    ...(warning ? { warning } : {}),
  };
}
