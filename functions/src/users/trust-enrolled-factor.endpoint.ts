// POST trustEnrolledFactor {token}: the mailbox link's token, in the session that asked for it, makes
// the factor that session enrolled afterwards count for admin power (users/mailbox-proof.service.ts).
import { CREDENTIAL_HASH_KEY } from '../platform/params/security-params.js';
import { trustEnrolledFactor as trustFactor } from './mailbox-proof.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const trustEnrolledFactor = endpoint({
  name: 'trustEnrolledFactor',
  async handle({ caller }, input) {
    const factorUid = await trustFactor(caller, input.token, CREDENTIAL_HASH_KEY.value());
    return { success: true as const, factorUid };
  },
});
