// One trading account per subscription (accounts/account-limit.trigger.ts): which account is over the
// limit, undeploying it on the bridge, and removing it with its audit entry in one transaction.
import type { Firestore } from 'firebase-admin/firestore';
import { isBridgeError, type TradingBridge } from '../bridge/index.js';
import { accountSlotsByAge, removeAccountOverLimit, type AccountSlot } from './accounts.repo.js';

export const MAX_ACCOUNTS_PER_USER = 1;

export type AccountLimitCheck =
  | { result: 'within-limit' }
  | { result: 'already-gone' }
  | { result: 'over-limit'; extra: AccountSlot; kept: AccountSlot };

/** The oldest accounts within the limit stay; the new account is over it when it is not among them. */
export async function checkAccountLimit(
  uid: string,
  accountNumber: string,
  db: Firestore,
): Promise<AccountLimitCheck> {
  const accounts = await accountSlotsByAge(uid, db);
  const extra = accounts.slice(MAX_ACCOUNTS_PER_USER).find((a) => a.accountNumber === accountNumber);
  const kept = accounts[0];
  if (!accounts.some((a) => a.accountNumber === accountNumber)) return { result: 'already-gone' };
  if (!extra || !kept) return { result: 'within-limit' };
  return { result: 'over-limit', extra, kept };
}

/** Undeploys the account on the bridge; an account the bridge no longer knows is fine. */
export async function undeployExtraAccount(
  /** Built on first use: an account never deployed does not reach the bridge. */
  bridge: () => Pick<TradingBridge, 'undeployAccount'>,
  bridgeId: string | null,
): Promise<boolean> {
  if (!bridgeId) return false;
  try {
    await bridge().undeployAccount(bridgeId);
    return true;
  } catch (error) {
    if (!(isBridgeError(error) && error.code === 'not-found')) throw error;
    return false;
  }
}

/**
 * Atomically removes the account and the index entries that point at it (the accounts repository's
 * one way to do it) and audits it, keyed by `auditId` so a retried run cannot append twice.
 */
export async function removeAccountOverLimitAudited(
  uid: string,
  check: { extra: AccountSlot; kept: AccountSlot },
  audit: { actorUid: string; id: string; undeployed: boolean },
  db: Firestore,
): Promise<void> {
  const details = {
    accountNumber: check.extra.accountNumber,
    metaApiAccountId: check.extra.metaApiAccountId,
    keptAccountNumber: check.kept.accountNumber,
    undeployed: audit.undeployed,
  };
  const entry = {
    actorUid: audit.actorUid,
    action: 'tradingAccount.removedOverLimit' as const,
    targetUid: uid,
    details,
  };
  await removeAccountOverLimit(uid, check.extra, { entry, id: audit.id }, db);
}
