// GET checkAffiliation?accountNumber=: asks the partner service whether the broker account was opened
// under the product's partner code.
import { endpoint } from './pipeline/endpoint.js';
import { affiliateVerifier } from '../services/clients.js';

export const checkAffiliation = endpoint({
  name: 'checkAffiliation',
  async handle(_context, input) {
    const result = await affiliateVerifier().check(input.accountNumber);
    return { success: true, isAffiliated: result.isAffiliated, message: result.message };
  },
});
