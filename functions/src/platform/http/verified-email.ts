// Connecting a broker account needs a verified sign-in e-mail (docs/architecture.md §5): the ID
// token's email_verified claim, which only Firebase Auth sets (after the link in the verification
// e-mail was opened). The web app answers this code with a "resend the e-mail" button.
import { SECURITY_CODES, SECURITY_MESSAGES } from '../../contract/index.js';
import type { Caller } from './authenticate.js';
import { HttpError } from './http-error.js';

export function requireVerifiedEmail(caller: Caller): void {
  if (!caller.emailVerified)
    throw new HttpError(403, SECURITY_MESSAGES.emailNotVerified, { code: SECURITY_CODES.emailNotVerified });
}
