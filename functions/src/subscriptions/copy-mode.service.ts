// Close-only copying for a subscription that is not active (subscriptions/subscription-copy-mode.trigger.ts):
// decided from the user's current status, applied on every bridge account under its lease, recorded in
// the account's subscription history and audited.
import type { Firestore } from 'firebase-admin/firestore';
import { bridgeNow, isBridgeError, type TradingBridge } from '../bridge/index.js';
import { CLOSE_ONLY_MODE, copyingIsCloseOnly, subscriptionStatus } from '../users/user-changes.rules.js';
import { accountSlotsByAge } from '../accounts/accounts.repo.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { recordSubscriptionEvent } from './subscription-history.repo.js';
import { readUserData } from '../users/users.repo.js';
import { withSubscriberLease } from './subscriber-lease.service.js';

export interface CopyModeOutcome extends Record<string, unknown> {
  closeOnly: boolean;
  accounts: { metaApiAccountId: string; applied: boolean }[];
}

/**
 * Acts on the present, not on the event: deliveries can arrive out of order, so the current status
 * decides (a cancel then a quick reactivation always ends with copying resumed). An account without a
 * CopyFactory subscriber yet copies nothing, so there is nothing to restrict. Under the account's lease,
 * so a client's write in flight cannot undo it (subscriptions/subscriber-lease.service.ts).
 */
export async function applyCurrentCopyMode(
  uid: string,
  /** Built on first use: a user without bridge accounts never reaches the bridge. */
  bridge: () => Pick<TradingBridge, 'setCloseOnly'>,
  db: Firestore,
): Promise<CopyModeOutcome & { status: string | null }> {
  const current = await readUserData(uid, db);
  const closeOnly = copyingIsCloseOnly(current);
  const accounts: CopyModeOutcome['accounts'] = [];
  for (const { metaApiAccountId: id, accountNumber } of await accountSlotsByAge(uid, db)) {
    if (!id) continue;
    try {
      await withSubscriberLease(id, () => bridge().setCloseOnly(id, closeOnly ? CLOSE_ONLY_MODE : null));
      const kind = closeOnly ? 'close-only-on' : 'close-only-off';
      const at = bridgeNow(); // after the bridge's answer, so on its clock (bridge/bridge-clock.ts)
      await recordSubscriptionEvent({ uid, accountNumber }, { kind, at, strategyId: null }, db);
      accounts.push({ metaApiAccountId: id, applied: true });
    } catch (error) {
      if (!(isBridgeError(error) && error.code === 'not-found')) throw error;
      accounts.push({ metaApiAccountId: id, applied: false });
    }
  }
  return { closeOnly, accounts, status: subscriptionStatus(current) ?? null };
}

/** Audits the server's action, keyed by `auditId` (the event's): a retried run cannot append twice. */
export async function auditCopyMode(
  uid: string,
  applied: CopyModeOutcome & { status: string | null },
  audit: { actorUid: string; id: string },
  db: Firestore,
): Promise<void> {
  await recordAudit(
    {
      actorUid: audit.actorUid,
      action: applied.closeOnly ? 'copying.closeOnly' : 'copying.resumed',
      targetUid: uid,
      details: { status: applied.status, accounts: applied.accounts },
    },
    { id: audit.id, db },
  );
}
