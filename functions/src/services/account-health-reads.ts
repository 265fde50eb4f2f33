// What the health endpoints answer (README "Copy health", docs/product.md §11): one account's stored
// health with its incidents, the Refresh that checks it on the bridge first unless it was checked a
// moment ago, and the admins' pages over every account with the counts above them.
import { REFRESH_MIN_SECONDS } from '../contract/index.js';
import { healthSettings } from '../config/health-params.js';
import type { AccountRef } from '../domain/health-transitions.js';
import type { RecordedHealth } from '../repos/health-repo.js';
import {
  healthSummary,
  listAccountHealthPage,
  readAccountHealth,
  type StoredAccountHealth,
} from '../repos/health-read-repo.js';
import { bridge } from './clients.js';
import { checkAccountHealth } from './health-monitor.js';

export function accountHealthOf(account: AccountRef): Promise<StoredAccountHealth> {
  return readAccountHealth(account.uid, account.accountNumber);
}

/** The account's health after a check made now, or null when the account no longer exists. */
export async function refreshedAccountHealth(account: AccountRef): Promise<RecordedHealth | null> {
  const stored = await readAccountHealth(account.uid, account.accountNumber);
  const checkedAt = stored.health ? Date.parse(stored.health.lastChecked) : Number.NEGATIVE_INFINITY;
  if (stored.health && Date.now() - checkedAt < REFRESH_MIN_SECONDS * 1000)
    return { health: stored.health, openIncident: stored.openIncident };
  const recorded = await checkAccountHealth(account, { bridge: bridge(), settings: healthSettings() });
  return recorded ? { health: recorded.health, openIncident: recorded.openIncident } : null;
}

export async function accountHealthPage(options: { problems: boolean; pageSize: number; cursor?: string }) {
  const [page, summary] = await Promise.all([listAccountHealthPage(options), healthSummary()]);
  return { ...page, summary };
}
