// Where the admin list cache lives: memory first (instant, any size), mirrored to sessionStorage so a
// reload within 5 minutes reuses it. Keyed by the admin's uid and timestamped (admin-users isCacheFresh
// decides). sessionStorage writes are coalesced and skipped when the list is too big for the quota.
import { sessionStore } from '@/lib/session-store';
import type { UsersCache } from '../admin-users';

const PREFIX = 'copydesk.admin.users.';
/** sessionStorage is typically 5 MB (of UTF-16): keep well under it. */
const MAX_STORED_CHARS = 2_000_000;

const memory = new Map<string, UsersCache>();
let pending: UsersCache | null = null;
let scheduled = false;

export function readCache(adminUid: string): UsersCache | null {
  const inMemory = memory.get(adminUid);
  if (inMemory) return inMemory;
  const raw = sessionStore()?.getItem(PREFIX + adminUid);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as UsersCache;
    return parsed.adminUid === adminUid && Array.isArray(parsed.users) ? parsed : null;
  } catch {
    return null;
  }
}

function flush(): void {
  scheduled = false;
  const cache = pending;
  pending = null;
  const store = sessionStore();
  if (!cache || !store) return;
  try {
    const text = JSON.stringify(cache);
    if (text.length > MAX_STORED_CHARS) store.removeItem(PREFIX + cache.adminUid);
    else store.setItem(PREFIX + cache.adminUid, text);
  } catch {
    // Quota or privacy mode: the memory copy still serves this tab.
  }
}

export function writeCache(cache: UsersCache): void {
  memory.set(cache.adminUid, cache);
  pending = cache;
  if (!scheduled) {
    scheduled = true;
    setTimeout(flush, 500);
  }
}

export function clearCache(adminUid: string): void {
  memory.delete(adminUid);
  sessionStore()?.removeItem(PREFIX + adminUid);
}
