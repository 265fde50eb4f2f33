// Admin power needs a session signed in with a second factor (docs/product.md §9, issue 16): the ID
// token's firebase.sign_in_second_factor claim, set by Firebase Auth only after the SMS code was
// entered. A custom-token session is the documented automation identity (the CLI's
// --service-account login): minting one already needs the project's service-account key, a stronger
// credential than a password plus an SMS code, so it counts as strong too.
import { SECURITY_CODES, SECURITY_MESSAGES } from '../../contract/index.js';
import type { Caller } from './authenticate.js';
import { HttpError } from './http-error.js';

export function hasStrongSession(caller: Caller): boolean {
  return caller.secondFactor !== undefined || caller.signInProvider === 'custom';
}

export function requireSecondFactor(caller: Caller): void {
  if (!hasStrongSession(caller))
    throw new HttpError(403, SECURITY_MESSAGES.secondFactorRequired, {
      code: SECURITY_CODES.secondFactorRequired,
    });
}
