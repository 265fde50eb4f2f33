// Admin sessions end after 30 minutes without activity (issue 16, OWASP ASVS 3.3.2). Activity is any
// pointer, key or scroll in this tab; the check compares clock times, so a laptop that slept for an
// hour signs out as soon as it wakes. The login page then says why.
export const ADMIN_IDLE_LIMIT_MS = 30 * 60_000;
const CHECK_EVERY_MS = 30_000;
const NOTICE_KEY = 'copydesk.signOutNotice';
export const IDLE_NOTICE = 'You were signed out after 30 minutes without activity.';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Pure: has the session been idle for longer than the limit? */
export function isIdleTooLong(lastActivity: number, now: number, limit = ADMIN_IDLE_LIMIT_MS): boolean {
  return now - lastActivity >= limit;
}

/** Watches activity and calls onIdle once the limit passes; returns the stop function. */
export function watchIdle(onIdle: () => void, limit = ADMIN_IDLE_LIMIT_MS): () => void {
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
  const timer = window.setInterval(() => {
    if (isIdleTooLong(lastActivity, Date.now(), limit)) onIdle();
  }, Math.min(CHECK_EVERY_MS, limit));
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
