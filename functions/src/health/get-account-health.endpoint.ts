// GET getAccountHealth?accountId=: the stored health, the open incident and the last 30 days of incidents.
import { accountHealthOf } from './account-health-reads.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const getAccountHealth = endpoint({
  name: 'getAccountHealth',
  async handle(context) {
    return { success: true, ...(await accountHealthOf(context.account!)) };
  },
});
