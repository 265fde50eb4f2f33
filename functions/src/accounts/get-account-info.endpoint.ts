// GET getAccountInfo?accountId=: balance, equity, margin level, leverage and identity of the account.
import { endpoint } from '../platform/http/endpoint.js';
import { bridge } from '../platform/clients.js';

export const getAccountInfo = endpoint({
  name: 'getAccountInfo',
  async handle(_context, input) {
    const info = await bridge().getAccountInformation(input.accountId);
    return {
      success: true,
      accountInfo: {
        balance: info.balance,
        equity: info.equity,
        marginLevel: info.marginLevel ?? null,
        leverage: info.leverage,
        currency: info.currency || 'USD',
        server: info.server,
        platform: info.platform,
        name: info.name,
        login: String(info.login),
      },
    };
  },
});
