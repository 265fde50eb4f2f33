// Admin sessions end on the server (docs/architecture.md §5): a token refreshed from an old sign-in
// keeps working for the client's own features, but admin power needs a sign-in (auth_time) at most
// MAX_ADMIN_SESSION_HOURS old. firestore.rules enforces the same age for admin reads and writes.
import { MAX_ADMIN_SESSION_HOURS } from '../params/security-params.js';
import { SECURITY_CODES, SECURITY_MESSAGES } from '../../contract/index.js';
import type { Caller } from './authenticate.js';
import { HttpError } from './http-error.js';
import { signedInRecently } from '../identity/admin-sessions.rules.js';

export function requireAdminSessionAge(caller: Caller, now = Date.now()): void {
  if (!signedInRecently(caller.authTime, now, MAX_ADMIN_SESSION_HOURS.value() * 3600)) {
    throw new HttpError(401, SECURITY_MESSAGES.adminSessionExpired, {
      code: SECURITY_CODES.adminSessionExpired,
    });
  }
}
