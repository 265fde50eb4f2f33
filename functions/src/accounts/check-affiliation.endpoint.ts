// GET checkAffiliation?accountNumber=: asks the partner service whether the broker account was opened
// under the product's partner code. The partner's reason is logged, never answered (affiliationAnswer).
// The answer is an oracle, so it needs a verified e-mail and counts against the caller's daily and the
// login's hourly budgets (platform/rate-limits/rate-limit-policy.rules.ts), on top of the per-minute limits.
import { logger } from 'firebase-functions';
import { endpoint } from '../platform/http/endpoint.js';
import { enforceAffiliationBudgets } from '../platform/http/rate-limits.js';
import { requireVerifiedEmail } from '../platform/http/verified-email.js';
import { affiliateVerifier } from '../platform/clients.js';
import { affiliationAnswer } from '../product-rules/index.js';

export const checkAffiliation = endpoint({
  name: 'checkAffiliation',
  async handle({ caller, request }, input) {
    requireVerifiedEmail(caller);
    await enforceAffiliationBudgets(caller.uid, input.accountNumber, request);
    const result = await affiliateVerifier().check(input.accountNumber);
    logger.info('checkAffiliation: the affiliate service answered', {
      isAffiliated: result.isAffiliated,
      affiliateMessage: result.message,
    });
    return {
      success: true,
      isAffiliated: result.isAffiliated,
      message: affiliationAnswer(result.isAffiliated),
    };
  },
});
