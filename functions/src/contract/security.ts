// Identity and second-factor answers (docs/product.md §7): one wording and one machine-readable code
// each, so the web app and the CLI can offer the right next step (resend the e-mail, set up a factor).
export const SECURITY_MESSAGES = {
  emailNotVerified: 'Please verify your e-mail address first',
  secondFactorRequired:
    'Administrators must sign in with a second factor. Set one up on the Security page, then sign in again.',
  adminSessionExpired: 'Your administrator session has ended. Please sign in again.',
  adminSessionIdle: 'You were signed out after 30 minutes of inactivity. Please sign in again.',
} as const;

export const SECURITY_CODES = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  adminSessionExpired: 'ADMIN_SESSION_EXPIRED',
  adminSessionIdle: 'ADMIN_SESSION_IDLE',
} as const;

/** The `details.code` of an API error, if it has one (ApiError.details is untyped JSON). */
export function errorCodeOf(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const code = (details as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
