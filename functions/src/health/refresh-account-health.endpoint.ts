// POST refreshAccountHealth {accountId}: the client's Refresh. Checks the account on the bridge now
// (at most four calls) unless it was checked in the last REFRESH_MIN_SECONDS, then answers its health
// (health/account-health-reads.service.ts).
import { refreshedAccountHealth } from './account-health-reads.service.js';
import { endpoint } from '../platform/http/endpoint.js';
import { HttpError } from '../platform/http/http-error.js';

export const refreshAccountHealth = endpoint({
  name: 'refreshAccountHealth',
  async handle(context) {
    const recorded = await refreshedAccountHealth(context.account!);
    if (!recorded) throw new HttpError(404, 'Trading account not found');
    return { success: true, health: recorded.health, openIncident: recorded.openIncident };
  },
});
