// GET bulkGetUsersWithTradingAccounts?pageSize=200&lastUpdated=<cursor> (admins): one page of users with
// their trading account, bridge details and strategy. Reads per page: one users query, batched
// brokerAccounts 'in' queries + one getAll() of trading accounts, one getAll() of strategy mirrors, and
// one bridge list-accounts call (following MetaApi's 1000-a-page paging). If the bridge fails, users
// are still listed with metaApiDetails null and a warning.
import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { effectiveRoles, type AdminUserEntry } from '../contract/index.js';
import type { BridgeAccount } from '../bridge/index.js';
import { tradingAccountsOfUsers } from '../repos/accounts-repo.js';
import { readSubscriptionMirrors } from '../repos/strategy-subscriptions-repo.js';
import { listUsersPage } from '../repos/users-repo.js';
import { emailVerifiedOf } from '../repos/auth-users-repo.js';
import { endpoint } from './pipeline/endpoint.js';
import { bridge } from '../services/clients.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
function iso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return typeof value === 'string' ? value : null;
}
function num(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function userData(data: Record<string, unknown>): AdminUserEntry['userData'] {
  const s = data.subscription as Record<string, unknown> | undefined;
  return {
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: text(data.email),
    mobile: text(data.mobile),
    address: text(data.address),
    ...effectiveRoles(data),
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
    subscription:
      s && typeof s === 'object'
        ? {
            planId: typeof s.planId === 'string' ? s.planId : null,
            planName: typeof s.planName === 'string' ? s.planName : null,
            status: text(s.status) || 'unknown',
            isTrial: s.isTrial === true,
            trialDuration: num(s.trialDuration),
            trialEndsAt: iso(s.trialEndsAt),
            createdAt: iso(s.createdAt),
            updatedAt: iso(s.updatedAt),
            expiresAt: iso(s.expiresAt),
          }
        : null,
  };
}

export const bulkGetUsersWithTradingAccounts = endpoint({
  name: 'bulkGetUsersWithTradingAccounts',
  async handle(_context, input) {
    const page = await listUsersPage(input.lastUpdated, input.pageSize);
    const accounts = await tradingAccountsOfUsers(page.users.map((u) => u.uid));
    const accountIds = [...accounts.values()].map((a) => a.metaApiAccountId).filter(Boolean);
    let bridgeAccounts = new Map<string, BridgeAccount>();
    let warning: string | undefined;
    const [mirrors, verified] = await Promise.all([
      readSubscriptionMirrors(accountIds),
      emailVerifiedOf(page.users.map((u) => u.uid)),
      accountIds.length === 0
        ? Promise.resolve()
        : bridge()
            .listAllAccounts()
            .then((list) => {
              bridgeAccounts = new Map(list.map((a) => [a.id, a]));
            })
            .catch((error: unknown) => {
              logger.warn('bulkGetUsersWithTradingAccounts: bridge list failed', {
                error: error instanceof Error ? error.message : String(error),
              });
              warning = 'Trading-bridge details are temporarily unavailable.';
            }),
    ]);
    const users: AdminUserEntry[] = page.users.map((user) => {
      const tradingAccount = accounts.get(user.uid) ?? null;
      const details = tradingAccount ? bridgeAccounts.get(tradingAccount.metaApiAccountId) : undefined;
      const strategies = tradingAccount ? (mirrors.get(tradingAccount.metaApiAccountId) ?? []) : [];
      const first = strategies[0];
      return {
        id: user.uid,
        userData: userData(user.data),
        emailVerified: verified.get(user.uid) ?? false,
        tradingAccount,
        metaApiDetails: details
          ? {
              connectionStatus: details.connectionStatus,
              state: details.state,
              reliability: details.reliability ?? null,
              type: details.type ?? null,
              copyFactoryRoles: details.copyFactoryRoles,
              region: details.region ?? null,
            }
          : null,
        strategySubscription: first !== undefined,
        strategyDetails: first
          ? { id: first.strategyId, name: first.name, tradeVolume: first.tradeVolume }
          : null,
      };
    });
    const last = page.users.at(-1)?.uid ?? null;
    return {
      success: true,
      users,
      pagination: { hasMore: page.hasMore, lastUpdated: page.hasMore ? last : null },
      ...(warning ? { warning } : {}),
    };
  },
});
