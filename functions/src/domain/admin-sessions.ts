// Admin sessions on the server (docs/architecture.md §5): an admin session idle for ADMIN_IDLE_MINUTES
// is refused, as the web signs it out after the same time. Activity is the later of the sign-in
// (auth_time) and the last admin request, which is stored at most once a minute. Pure rules: the
// record lives in repos/admin-records-repo.ts.

export const ADMIN_IDLE_MINUTES = 30;
/** The stored last activity is refreshed at most this often: one write a minute per admin. */
export const ACTIVITY_WRITE_SECONDS = 60;

/** Whether the session (signed in at `authTime`, epoch seconds) has been idle too long at `nowMs`. */
export function idleTooLong(authTime: number, lastActivityMs: number | null, nowMs: number): boolean {
  const lastSeen = Math.max(authTime * 1000, lastActivityMs ?? 0);
  return nowMs - lastSeen > ADMIN_IDLE_MINUTES * 60_000;
}

export function activityWriteDue(lastActivityMs: number | null, nowMs: number): boolean {
  return lastActivityMs === null || nowMs - lastActivityMs >= ACTIVITY_WRITE_SECONDS * 1000;
}

/** Sign-in e-mails compare without case: Firebase Auth stores them lower-cased. */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
}
