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

export function leaveSignOutNotice(text: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // Privacy mode: the sign-out still happens, only the explanation is lost.
  }
}

/** The reason of the last automatic sign-out, once. */
export function takeSignOutNotice(): string | null {
  try {
    const text = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return text;
  } catch {
    return null;
  }
}
