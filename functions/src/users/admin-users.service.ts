// The admin list's entries (docs/product.md §3 "The admin list's user entry"): users with their trading
// account, bridge details, strategy and e-mail verification, for the paged list and the search alike.
// Reads per call: batched brokerAccounts 'in' queries + one getAll() of trading accounts, one getAll()
// of strategy mirrors, and one bridge list-accounts call (following MetaApi's 1000-a-page paging). If
// the bridge fails, users are still listed with metaApiDetails null and a warning.
import { logger } from 'firebase-functions';
import { type AdminUserEntry } from '../contract/index.js';
import type { BridgeAccount } from '../bridge/index.js';
import { tradingAccountsOfUsers } from '../accounts/accounts.repo.js';
import { readSubscriptionMirrors } from '../subscriptions/strategy-subscriptions.repo.js';
import { storedTimeIso as iso, type UserRecord } from './users.repo.js';
import { emailVerifiedOf } from './auth-users.repo.js';
import { bridge } from '../platform/clients.js';
import { effectiveRoles } from '../product-rules/index.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
function num(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** A stored users/{uid} as the contract's user data (also the profile of "Download my data"). */
export function userData(data: Record<string, unknown>): AdminUserEntry['userData'] {
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

function metaApiDetails(details: BridgeAccount | undefined): AdminUserEntry['metaApiDetails'] {
  if (!details) return null;
  return {
    connectionStatus: details.connectionStatus,
    state: details.state,
    reliability: details.reliability ?? null,
    type: details.type ?? null,
    copyFactoryRoles: details.copyFactoryRoles,
    region: details.region ?? null,
  };
}

/** The bridge's accounts by id; on failure an empty map and the warning the list shows. */
async function bridgeAccountsById(
  wanted: boolean,
): Promise<{ accounts: Map<string, BridgeAccount>; warning?: string }> {
  if (!wanted) return { accounts: new Map() };
  try {
    const list = await bridge().listAllAccounts();
    return { accounts: new Map(list.map((a) => [a.id, a])) };
  } catch (error) {
    logger.warn('admin user entries: bridge list failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    return { accounts: new Map(), warning: 'Trading-bridge details are temporarily unavailable.' };
  }
}

export async function adminUserEntries(
  records: UserRecord[],
): Promise<{ users: AdminUserEntry[]; warning?: string }> {
  const accounts = await tradingAccountsOfUsers(records.map((u) => u.uid));
  const accountIds = [...accounts.values()].map((a) => a.metaApiAccountId).filter(Boolean);
  const [mirrors, verified, fromBridge] = await Promise.all([
    readSubscriptionMirrors(accountIds),
    emailVerifiedOf(records.map((u) => u.uid)),
    bridgeAccountsById(accountIds.length > 0),
  ]);
  const users = records.map((user): AdminUserEntry => {
    const tradingAccount = accounts.get(user.uid) ?? null;
    const accountId = tradingAccount?.metaApiAccountId;
    const first = accountId ? mirrors.get(accountId)?.[0] : undefined;
    return {
      id: user.uid,
      userData: userData(user.data),
      emailVerified: verified.get(user.uid) ?? false,
      tradingAccount,
      metaApiDetails: metaApiDetails(accountId ? fromBridge.accounts.get(accountId) : undefined),
      strategySubscription: first !== undefined,
      strategyDetails: first
        ? { id: first.strategyId, name: first.name, tradeVolume: first.tradeVolume }
        : null,
    };
  });
  return { users, ...(fromBridge.warning ? { warning: fromBridge.warning } : {}) };
}
