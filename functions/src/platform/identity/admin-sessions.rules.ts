// Admin sessions on the server (docs/architecture.md §5): an admin session idle for ADMIN_IDLE_MINUTES
// is refused, as the web signs it out after the same time. A session is one sign-in (the ID token's
// auth_time); its last admin request is stored at most once a minute. Pure rules: the record lives in
// platform/identity/admin-records.repo.ts.

export const ADMIN_IDLE_MINUTES = 30;
/** The stored last activity is refreshed at most this often: one write a minute per admin. */
export const ACTIVITY_WRITE_SECONDS = 60;

/**
 * Whether the session (signed in at `authTime`) has been idle too long at `nowMs`, from its own last
 * stored activity: each sign-in is counted apart, so another tab or device in use cannot keep an
 * unattended one alive. A session with no stored activity yet is new: its first request starts it.
 */
export function idleTooLong(lastActivityMs: number | undefined, nowMs: number): boolean {
  return lastActivityMs !== undefined && nowMs - lastActivityMs > ADMIN_IDLE_MINUTES * 60_000;
}

export function activityWriteDue(lastActivityMs: number | undefined, nowMs: number): boolean {
  return lastActivityMs === undefined || nowMs - lastActivityMs >= ACTIVITY_WRITE_SECONDS * 1000;
}

/** Sessions whose activity no longer matters: older than any admin session may last (12 h and more). */
export function staleSessions(activity: Record<string, number>, nowMs: number): string[] {
  return Object.entries(activity)
    .filter(([, atMs]) => nowMs - atMs > 24 * 3600_000)
    .map(([authTime]) => authTime);
}

/** Sign-in e-mails compare without case: Firebase Auth stores them lower-cased. */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether a caller's sign-in (ID token auth_time, seconds) is recent enough to start a run. */
export function signedInRecently(authTimeSeconds: number, nowMs: number, maxAgeSeconds: number): boolean {
  return nowMs / 1000 - authTimeSeconds <= maxAgeSeconds;
}
