// What the admin user list machine (./users.machine) holds, hears and starts from, and the cache entry
// it hands to the page to store (./users-cache).
import type { AdminUser, UsersCache } from '../admin-users';
import type { LocalEdits } from './local-edits';

export interface UsersPageResult {
  users: AdminUser[];
  hasMore: boolean;
  cursor: string | null;
  /** Every user (a server-side count), sent with the first page. */
  total?: number;
}

export interface UsersContext {
  adminUid: string;
  users: AdminUser[];
  hasMore: boolean;
  cursor: string | null;
  /** Every user, as counted by the server with the first page; null until known. */
  total: number | null;
  error: string | null;
  loadMoreError: string | null;
  /** When the list was last loaded from the server (ms since epoch). */
  loadedAt: number | null;
  cached: UsersCache | null;
  /** Entries changed here since the list started, with when (./local-edits). */
  edits: LocalEdits;
  /** When the page being loaded was asked for. */
  requestedAt: number;
  now: () => number;
}

export type UsersEvent =
  | { type: 'REFRESH' }
  | { type: 'LOAD_MORE' }
  | { type: 'USER_UPDATED'; user: AdminUser }
  | { type: 'USERS_FOUND'; users: AdminUser[]; requestedAt: number };

export interface UsersInput {
  adminUid: string;
  cached?: UsersCache | null;
  now?: () => number;
}

/** The cache entry describing the current list. */
export function cacheOf(context: UsersContext): UsersCache {
  return {
    adminUid: context.adminUid,
    timestamp: context.loadedAt ?? context.now(),
    users: context.users,
    hasMore: context.hasMore,
    cursor: context.cursor,
    total: context.total,
  };
}
