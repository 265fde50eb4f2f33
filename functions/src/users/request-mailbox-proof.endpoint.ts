// POST requestMailboxProof: e-mails an admin without a trusted second factor a one-time link to the
// Security page (users/mailbox-proof.service.ts). With the notification trigger, the only functions that
// mount the SMTP password.
import { APP_URL } from '../platform/params/mail-params.js';
import { CREDENTIAL_HASH_KEY } from '../platform/params/security-params.js';
import { mailer } from '../platform/clients.js';
import { requestMailboxProof as sendProof } from './mailbox-proof.service.js';
import { endpoint } from '../platform/http/endpoint.js';
import { requireVerifiedEmail } from '../platform/http/verified-email.js';

export const requestMailboxProof = endpoint({
  name: 'requestMailboxProof',
  async handle({ caller, roles }) {
    requireVerifiedEmail(caller);
    const { sentTo, expiresAtMs } = await sendProof(caller, roles.isAdmin, {
      mailer: mailer(),
      appUrl: APP_URL.value(),
      hashKey: CREDENTIAL_HASH_KEY.value(),
    });
    return { success: true as const, sentTo, expiresAt: new Date(expiresAtMs).toISOString() };
  },
});
