// What the health endpoints answer (README "Copy health", docs/product.md §11): one account's stored
// health with its incidents, the Refresh that checks it on the bridge first unless it was checked a
// moment ago, and the admins' pages over every account with the counts above them.
import { REFRESH_MIN_SECONDS } from '../contract/index.js';
import { withOwnCloseOnly } from './health-shown.rules.js';
import { copyingIsCloseOnly } from '../users/user-changes.rules.js';
import { readUserData } from '../users/users.repo.js';
import { healthSettings } from './health.params.js';
import type { AccountRef } from './health-transitions.rules.js';
import type { RecordedHealth } from './health.repo.js';
import {
  healthSummary,
  listAccountHealthPage,
  readAccountHealth,
  type StoredAccountHealth,
} from './health-read.repo.js';
import { bridge } from '../platform/clients.js';
import { checkAccountHealth } from './health-monitor.service.js';

export async function accountHealthOf(account: AccountRef): Promise<StoredAccountHealth> {
  const [stored, owner] = await Promise.all([
    readAccountHealth(account.uid, account.accountNumber),
    readUserData(account.uid),
  ]);
  return { ...stored, health: withOwnCloseOnly(stored.health, copyingIsCloseOnly(owner)) };
}

/** The account's health after a check made now, or null when the account no longer exists. */
export async function refreshedAccountHealth(account: AccountRef): Promise<RecordedHealth | null> {
  const [stored, owner] = await Promise.all([
    readAccountHealth(account.uid, account.accountNumber),
    readUserData(account.uid),
  ]);
  const checkedAt = stored.health ? Date.parse(stored.health.lastChecked) : Number.NEGATIVE_INFINITY;
  const recorded =
    stored.health && Date.now() - checkedAt < REFRESH_MIN_SECONDS * 1000
      ? { health: stored.health, openIncident: stored.openIncident }
      : await checkAccountHealth(account, { bridge: bridge(), settings: healthSettings() });
  if (!recorded) return null;
  const health = withOwnCloseOnly(recorded.health, copyingIsCloseOnly(owner)) ?? recorded.health;
  return { health, openIncident: recorded.openIncident };
}

/**
 * A page of the admins' health list, each account in the state its card shows: our own close-only
 * (the owner's subscription expired or was canceled) at once over the stored state (README "Copy health").
 */
export async function accountHealthPage(options: { problems: boolean; pageSize: number; cursor?: string }) {
  const [{ accounts, nextCursor, owners }, summary] = await Promise.all([
    listAccountHealthPage(options),
    healthSummary(),
  ]);
  const shown = accounts.map((entry) => ({
    ...entry,
    health: withOwnCloseOnly(entry.health, copyingIsCloseOnly(owners.get(entry.uid))),
  }));
  return { accounts: shown, nextCursor, summary };
}
