// DELETE deleteAccount?accountId=: removes the account from the trading bridge (the broker account
// itself remains), then its documents (trading account, both indexes, strategy mirror). If the bridge
// cannot be reached the documents stay, so the call can be repeated.
import { BridgeError } from '../bridge/index.js';
import { deleteTradingAccountDocs } from '../repos/accounts-repo.js';
import { auditAdminAction } from '../services/audit.js';
import { endpoint } from './pipeline/endpoint.js';
import { bridge } from '../services/clients.js';

export const deleteAccount = endpoint({
  name: 'deleteAccount',
  async handle(context) {
    const owned = context.account!;
    try {
      await bridge().deleteAccount(owned.metaApiAccountId);
    } catch (error) {
      if (!(error instanceof BridgeError && error.code === 'not-found')) throw error;
    }
    await deleteTradingAccountDocs(owned.uid, owned.accountNumber, owned.metaApiAccountId);
    await auditAdminAction(context, owned.uid, 'tradingAccount.deleted', {
      accountNumber: owned.accountNumber,
      metaApiAccountId: owned.metaApiAccountId,
    });
    return { success: true, message: 'Trading account deleted successfully' };
  },
});
