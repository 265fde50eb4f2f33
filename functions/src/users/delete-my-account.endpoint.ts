// POST deleteMyAccount: the person erases their own account (docs/product.md §14). It needs a sign-in
// from the last five minutes (the password again), disables the sign-in at once, and enqueues the
// cleanup (users/erasure-requests.service.ts), which deletes the Auth user last.
import { ERASURE_CODES, ERASURE_MESSAGES, ERASURE_SIGN_IN_SECONDS } from '../contract/index.js';
import { eraseOwnAccount } from './erasure-requests.service.js';
import { HttpError } from '../platform/http/http-error.js';
import { endpoint } from '../platform/http/endpoint.js';
import { signedInRecently } from '../platform/identity/admin-sessions.rules.js';

export const deleteMyAccount = endpoint({
  name: 'deleteMyAccount',
  async handle({ caller }) {
    // Automation acts for a person but is not them: it never deletes their account.
    if (caller.serviceAccount !== undefined) throw new HttpError(403, 'Automation cannot delete an account.');
    if (!signedInRecently(caller.authTime, Date.now(), ERASURE_SIGN_IN_SECONDS))
      throw new HttpError(403, ERASURE_MESSAGES.signInAgain, { code: ERASURE_CODES.signInAgain });
    const record = await eraseOwnAccount(caller.uid);
    return { success: true as const, status: record.status, message: ERASURE_MESSAGES.requested };
  },
});
