// Test doubles' answers for the admin's Add Trading Account dialog and machine: the client it is for,
// the broker's servers a search finds, and the account provisioning creates.
import type { ServerOption, TradingAccount } from '@copydesk/functions/contract';
import { makeUser } from '../test-users';

export const JANE = makeUser({ id: 'client', firstName: 'Jane', lastName: 'Doe', status: 'active' });

export const XM_SERVERS: ServerOption[] = [
  { name: 'XMGlobal-MT5', description: 'XM Global Limited' },
  { name: 'XMGlobal-MT5 2', description: 'XM Global Limited' },
];

export const JANE_ACCOUNT: TradingAccount = {
  id: '5012342',
  accountNumber: '5012342',
  accountName: 'Jane Doe',
  serverName: 'XMGlobal-MT5 2',
  metaApiAccountId: 'acc-1',
  createdAt: null,
  isConnected: true,
  state: 'DEPLOYING',
  platform: 'mt5',
};
