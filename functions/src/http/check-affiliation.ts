// GET checkAffiliation?accountNumber=: asks the partner service whether the broker account was opened
// under the product's partner code. The partner's reason is logged, never answered (affiliationAnswer).
import { logger } from 'firebase-functions';
import { affiliationAnswer } from '../contract/index.js';
import { endpoint } from './pipeline/endpoint.js';
import { affiliateVerifier } from '../services/clients.js';

export const checkAffiliation = endpoint({
  name: 'checkAffiliation',
  async handle(_context, input) {
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
