// Deployment runs act on the whole fleet: they need a sign-in from the last five minutes (the ID
// token's auth_time), not only a valid token that a refresh can keep alive for days.
import { RECENT_SIGN_IN_SECONDS, SIGN_IN_AGAIN_MESSAGE } from '../../contract/index.js';
import type { Caller } from './authenticate.js';
import { HttpError } from './http-error.js';
import { signedInRecently } from '../identity/admin-sessions.rules.js';

export function requireRecentSignIn(caller: Caller): void {
  if (!signedInRecently(caller.authTime, Date.now(), RECENT_SIGN_IN_SECONDS)) {
    throw new HttpError(401, SIGN_IN_AGAIN_MESSAGE, { code: 'SIGN_IN_AGAIN' });
  }
}
