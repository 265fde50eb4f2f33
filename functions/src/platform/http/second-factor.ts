// Admin power needs a session signed in with a second factor (docs/product.md §9): the ID token's
// firebase.sign_in_second_factor claim, set by Firebase Auth only after the SMS code was entered. The
// one other strong session is automation's own identity, an allowlisted ops principal acting for a
// person (automation-identity.ts): minting its token needs the project's service-account key. A custom
// token minted for a person's own uid is not a second factor.
import { SECURITY_CODES, SECURITY_MESSAGES } from '../../contract/index.js';
import { requireAdminSessionAge } from './admin-session-age.js';
import type { Caller } from './authenticate.js';
import { HttpError } from './http-error.js';

// The factor must also be trusted: enrolled after a mailbox proof in the same session (docs/product.md
// §9; users/mailbox-proof.service.ts), since the password alone can enrol any phone.
export function hasStrongSession(caller: Caller): boolean {
  const trustedFactor =
    caller.secondFactor !== undefined &&
    caller.secondFactorId !== undefined &&
    caller.trustedFactors.includes(caller.secondFactorId);
  return trustedFactor || caller.serviceAccount !== undefined;
}

export function requireSecondFactor(caller: Caller): void {
  if (!hasStrongSession(caller))
    throw new HttpError(403, SECURITY_MESSAGES.secondFactorRequired, {
      code: SECURITY_CODES.secondFactorRequired,
    });
  // Every admin-power check also ends old sessions (admin-session-age.ts).
  requireAdminSessionAge(caller);
}
