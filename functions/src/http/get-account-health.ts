// GET getAccountHealth?accountId=: the stored health, the open incident and the last 30 days of incidents.
import { readAccountHealth } from '../repos/health-read-repo.js';
import { endpoint } from './pipeline/endpoint.js';

export const getAccountHealth = endpoint({
  name: 'getAccountHealth',
  async handle(context) {
    const owned = context.account!;
    return { success: true, ...(await readAccountHealth(owned.uid, owned.accountNumber)) };
  },
});
