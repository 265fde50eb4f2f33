// Removing a trading account (README "Copy health"). MetaApi documents no cascade from an account to its
// CopyFactory subscriber (docs/operations.md "Retention"), so the bridge forgets it in two steps:
// 1. the CopyFactory subscriber goes first, so copying has stopped before the account disappears; its
//    copied positions stay open on the broker account (preserve), the client's to manage, as the delete
//    confirmation says (docs/product.md §8); none there (404) is fine;
// 2. then the MetaApi account (deleting undeploys it; the broker account itself remains); gone is fine.
// Then its documents go (trading account, both indexes, strategy mirror) and its open health incidents
// are resolved as "account removed" at once, so no admin count includes an account that is gone.
// A bridge failure at either step throws before any document is touched: after step 1 alone the next
// call finds no subscriber (404) and carries on with step 2, so the call can always be repeated.
// The deletion trigger resolves the same incidents for a deletion made elsewhere; repeating it resolves none.
import { BridgeError } from '../bridge/index.js';
import { deleteTradingAccountDocs } from './accounts.repo.js';
import { deleteSubscriptionHistory } from '../subscriptions/subscription-history.repo.js';
import { closeIncidentsOfRemovedAccount } from '../health/health-account-removed.service.js';
import { bridge } from '../platform/clients.js';
import { withSubscriberLease } from '../subscriptions/subscriber-lease.service.js';

export interface RemovableAccount {
  uid: string;
  accountNumber: string;
  metaApiAccountId: string;
}

export async function removeTradingAccount(account: RemovableAccount, now = Date.now()): Promise<void> {
  const { metaApiAccountId } = account;
  await withSubscriberLease(metaApiAccountId, () =>
    ignoringNotFound(() => bridge().removeSubscriber(metaApiAccountId, 'preserve')),
  );
  await ignoringNotFound(() => bridge().deleteAccount(account.metaApiAccountId));
  await deleteSubscriptionHistory(account);
  await deleteTradingAccountDocs(account.uid, account.accountNumber, account.metaApiAccountId);
  await closeIncidentsOfRemovedAccount(account.uid, account.accountNumber, { now });
}

/** Something already gone is what removal wants; every other failure stops it. */
async function ignoringNotFound(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof BridgeError && error.code === 'not-found')) throw error;
  }
}
