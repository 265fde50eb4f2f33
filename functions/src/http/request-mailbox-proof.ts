// POST requestMailboxProof: e-mails an admin without a trusted second factor a one-time link to the
// Security page (services/mailbox-proof.ts). With the notification trigger, the only functions that
// mount the SMTP password.
import { APP_URL } from '../config/health-params.js';
import { CREDENTIAL_HASH_KEY } from '../config/security-params.js';
import { mailer } from '../services/clients.js';
import { requestMailboxProof as sendProof } from '../services/mailbox-proof.js';
import { endpoint } from './pipeline/endpoint.js';
import { requireVerifiedEmail } from './pipeline/verified-email.js';

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
