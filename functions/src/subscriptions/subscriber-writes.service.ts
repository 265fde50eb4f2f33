// Subscriber writes made for a client or an admin (subscribe, lot change, resume, unsubscribe, create),
// each under the account's lease (subscriber-lease.ts). Inside the same lease, after the write, the
// owner's subscription is read: where it is not active the subscriber is put back into close-only, so a
// write that raced a cancel, or created a subscriber the cancel could not restrict, copies no new trades
// (docs/product.md §5, docs/architecture.md §6 "Subscriber lease").
import type { TradingBridge } from '../bridge/index.js';
import { CLOSE_ONLY_MODE, copyingIsCloseOnly } from '../users/user-changes.rules.js';
import { readUserData } from '../users/users.repo.js';
import { bridge } from '../platform/clients.js';
import { withSubscriberLease } from './subscriber-lease.service.js';

/**
 * Puts a subscriber that is not in close-only into it; true when it did. None at all is left alone: it
 * copies nothing. Call it holding the account's lease.
 */
export async function restoreCloseOnly(subscriberId: string, on: TradingBridge = bridge()): Promise<boolean> {
  const current = await on.getSubscriber(subscriberId);
  if (!current || current.closeOnly) return false;
  await on.setCloseOnly(subscriberId, CLOSE_ONLY_MODE);
  return true;
}

/** Runs `write` under the account's lease, then keeps close-only on where the owner is not active. */
export function withClientSubscriberWrite<T>(
  account: { uid: string; metaApiAccountId: string },
  write: () => Promise<T>,
): Promise<T> {
  return withSubscriberLease(account.metaApiAccountId, async () => {
    const result = await write();
    if (copyingIsCloseOnly(await readUserData(account.uid))) await restoreCloseOnly(account.metaApiAccountId);
    return result;
  });
}
