// Test doubles' answers for the broker-account flow: the account a provisioning request creates.
import type { TradingAccount } from '@copydesk/functions/contract';
import type { ProvisionRequest } from './broker-account-context';

export function provisionedAccount(request: ProvisionRequest): TradingAccount {
  return {
    id: request.login,
    accountNumber: request.login,
    accountName: request.accountName,
    serverName: request.serverName,
    metaApiAccountId: `acc-${request.login}`,
    createdAt: null,
    isConnected: true,
    state: 'DEPLOYING',
    platform: 'mt5',
  };
}
