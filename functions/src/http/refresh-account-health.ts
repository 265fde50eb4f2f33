// POST refreshAccountHealth {accountId}: the client's Refresh. Checks the account on the bridge now
// (at most four calls) unless it was checked in the last REFRESH_MIN_SECONDS, then answers its health.
import { REFRESH_MIN_SECONDS } from '../contract/index.js';
import { healthSettings } from '../config/health-params.js';
import { readAccountHealth } from '../repos/health-read-repo.js';
import { checkAccountHealth } from '../services/health-monitor.js';
import { bridge } from '../services/clients.js';
import { endpoint } from './pipeline/endpoint.js';
import { HttpError } from './pipeline/http-error.js';

export const refreshAccountHealth = endpoint({
  name: 'refreshAccountHealth',
  async handle(context) {
    const owned = context.account!;
    const stored = await readAccountHealth(owned.uid, owned.accountNumber);
    const fresh =
      stored.health && Date.now() - Date.parse(stored.health.lastChecked) < REFRESH_MIN_SECONDS * 1000;
    const recorded = fresh
      ? { health: stored.health!, openIncident: stored.openIncident }
      : await checkAccountHealth(owned, { bridge: bridge(), settings: healthSettings() });
    if (!recorded) throw new HttpError(404, 'Trading account not found');
    return { success: true, health: recorded.health, openIncident: recorded.openIncident };
  },
});
