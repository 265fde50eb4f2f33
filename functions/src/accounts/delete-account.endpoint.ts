// DELETE deleteAccount?accountId=: removes the account from the bridge and CopyDesk
// (services/account-removal), and audits an admin's deletion.
import { removeTradingAccount } from './account-removal.service.js';
import { auditAdminAction } from '../platform/audit/audit.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const deleteAccount = endpoint({
  name: 'deleteAccount',
  async handle(context) {
    const owned = context.account!;
    await removeTradingAccount(owned);
    await auditAdminAction(context, owned.uid, 'tradingAccount.deleted', {
      accountNumber: owned.accountNumber,
      metaApiAccountId: owned.metaApiAccountId,
    });
    return { success: true, message: 'Trading account deleted successfully' };
  },
});
