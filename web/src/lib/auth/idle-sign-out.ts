// Admin sessions end after 30 minutes without activity (OWASP ASVS 3.3.2, docs/architecture.md
// "Identity"). Activity is any pointer, key or scroll in any tab; the check compares clock times, so a
// laptop that slept for an hour signs out as soon as it wakes. The last activity is kept in
// localStorage, where the session itself persists too: a reload or a reopened browser goes on from
// it instead of starting the 30 minutes over, and a session already idle too long ends at once. The
// login page then says why.
export const ADMIN_IDLE_LIMIT_MS = 30 * 60_000;
const CHECK_EVERY_MS = 30_000;
const NOTICE_KEY = 'copydesk.signOutNotice';
const ACTIVITY_KEY = 'copydesk.lastActivity';
export const IDLE_NOTICE = 'You were signed out after 30 minutes without activity.';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Pure: has the session been idle for longer than the limit? */
export function isIdleTooLong(lastActivity: number, now: number, limit = ADMIN_IDLE_LIMIT_MS): boolean {
  return now - lastActivity >= limit;
}

/**
 * One sign-in: the user and when they signed in, so the activity of an earlier session (same browser,
 * same user, signed in again since) never counts for this one.
 */
export function idleSessionKey(user: { uid: string; metadata: { lastSignInTime?: string } }): string {
  return `${user.uid}@${user.metadata.lastSignInTime ?? ''}`;
}

/** The stored last activity of this session, or undefined (none, another session's, or unreadable). */
function storedActivity(session: string): number | undefined {
  try {
    const raw = localStorage.getItem(ACTIVITY_KEY);
    const stored = raw ? (JSON.parse(raw) as { session?: unknown; at?: unknown }) : undefined;
    return stored?.session === session && typeof stored.at === 'number' ? stored.at : undefined;
  } catch {
    return undefined;
  }
}

function storeActivity(session: string, at: number): void {
  try {
    localStorage.setItem(ACTIVITY_KEY, JSON.stringify({ session, at }));
  } catch {
    // Storage unavailable: the limit still holds in this tab, only a reload starts it over.
  }
}

/** Signing out forgets the last activity with the rest of the session. */
export function forgetActivity(): void {
  try {
    localStorage.removeItem(ACTIVITY_KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * Watches the activity of `session` (idleSessionKey) and calls onIdle once the limit passes, at once
 * when the stored last activity is already that old; returns the stop function.
 */
export function watchIdle(onIdle: () => void, session: string, limit = ADMIN_IDLE_LIMIT_MS): () => void {
  let lastActivity = storedActivity(session) ?? Date.now();
  storeActivity(session, lastActivity);
  const touch = () => {
    lastActivity = Date.now();
    storeActivity(session, lastActivity);
  };
  const check = () => {
    // Another tab of the same session may have seen activity since.
    lastActivity = Math.max(lastActivity, storedActivity(session) ?? lastActivity);
    if (isIdleTooLong(lastActivity, Date.now(), limit)) onIdle();
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
  const timer = window.setInterval(check, Math.min(CHECK_EVERY_MS, limit));
  check();
  return () => {
    window.clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
  };
}

// Signing out reloads the app (./auth-session.ts), but the old page keeps running until the new one has
// loaded, and its router may already show the sign-in page. The notice is therefore tagged with the page
// that left it, and only another page load takes it.
const THIS_PAGE = Math.random().toString(36).slice(2);

export function leaveSignOutNotice(text: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ text, page: THIS_PAGE }));
  } catch {
    // Privacy mode: the sign-out still happens, only the explanation is lost.
  }
}

function storedNotice(raw: string): { text: string; page: string } | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { text, page } = value as { text?: unknown; page?: unknown };
    return typeof text === 'string' && typeof page === 'string' ? { text, page } : null;
  } catch {
    return null;
  }
}

/** The reason of the last sign-out, once, on the first page loaded after it. */
export function takeSignOutNotice(): string | null {
  try {
    const raw = sessionStorage.getItem(NOTICE_KEY);
    const notice = raw === null ? null : storedNotice(raw);
    if (notice?.page === THIS_PAGE) return null;
    sessionStorage.removeItem(NOTICE_KEY);
    return notice?.text ?? null;
  } catch {
    return null;
  }
}
