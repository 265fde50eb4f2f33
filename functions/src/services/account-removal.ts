// Removing a trading account (README "Copy health"): the bridge forgets it first (the broker account itself
// remains), then its documents go (trading account, both indexes, strategy mirror), then its open health
// incidents are resolved as "account removed" at once, so no admin count includes an account that is
// gone. If the bridge cannot be reached nothing is removed, so the call can be repeated. The deletion
// trigger resolves the same incidents for a deletion made elsewhere; repeating it resolves none.
import { BridgeError } from '../bridge/index.js';
import { deleteTradingAccountDocs } from '../repos/accounts-repo.js';
import { closeIncidentsOfRemovedAccount } from './health-account-removed.js';
import { bridge } from './clients.js';

export interface RemovableAccount {
  uid: string;
  accountNumber: string;
  metaApiAccountId: string;
}

export async function removeTradingAccount(account: RemovableAccount, now = Date.now()): Promise<void> {
  try {
    await bridge().deleteAccount(account.metaApiAccountId);
  } catch (error) {
    if (!(error instanceof BridgeError && error.code === 'not-found')) throw error;
  }
  await deleteTradingAccountDocs(account.uid, account.accountNumber, account.metaApiAccountId);
  await closeIncidentsOfRemovedAccount(account.uid, account.accountNumber, { now });
}
