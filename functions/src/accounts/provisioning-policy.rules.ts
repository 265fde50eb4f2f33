// Pure rules of account provisioning: the per-user rate limit of broker-rejected attempts and how long
// a provisioning claim protects the user's single account slot.

/** At most this many broker-rejected (E_AUTH) attempts per user per window, then 429. */
export const AUTH_FAILURE_LIMIT = 5;
export const AUTH_FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** A claim older than this belongs to a function that died; a new request may take it over. */
export const CLAIM_TTL_MS = 150 * 1000;

export interface AuthFailure {
  at: number;
  hash: string;
}

export function recentFailures(failures: AuthFailure[], now: number): AuthFailure[] {
  return failures.filter((f) => now - f.at < AUTH_FAILURE_WINDOW_MS);
}

/** Seconds until the oldest recent failure leaves the window (for Retry-After). */
export function retryAfterSeconds(failures: AuthFailure[], now: number): number {
  const oldest = Math.min(...failures.map((f) => f.at));
  return Math.max(1, Math.ceil((oldest + AUTH_FAILURE_WINDOW_MS - now) / 1000));
}

export const KNOWN_BAD_CREDENTIALS_MESSAGE =
  'The broker already rejected this login and password for this server. Please check your MetaTrader 5 account number and master password.';
export const CLAIM_BUSY_MESSAGE =
  'A trading account is already being connected for this user. Please wait a moment and try again.';
export const BROKER_ACCOUNT_TAKEN_MESSAGE = 'This trading account is already connected to another user.';
