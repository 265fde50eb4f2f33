// Account data through the API against the simulator: info, positions, history (closed trades only,
// a window of at most 31 days), server search, affiliation, and deleting an account.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRaw, clientFor } from '../support/api.ts';
import {
  affiliatedLogin,
  indexDocs,
  provisionedUser,
  tradingAccountDocs,
  unaffiliatedLogin,
} from '../support/accounts.ts';
import { STRATEGY_ID } from '../support/actors.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { userWithRoles } from '../../tools/stack-clients/users.ts';

describe('account data', () => {
  beforeAll(fastSimulator);

  it('getAccountInfo answers the docs/product.md §3 account info', async () => {
    const p = await provisionedUser('info');
    const answer = await clientFor(p.user).getAccountInfo({ accountId: p.metaApiAccountId });
    expect(answer.accountInfo).toMatchObject({
      balance: 1000,
      equity: 1000,
      leverage: 500,
      currency: 'USD',
      server: 'XMGlobal-MT5',
      platform: 'mt5',
      login: p.accountNumber,
    });
  });

  it('positions and closed-trade history follow the subscribed strategy', async () => {
    const p = await provisionedUser('hist');
    const client = clientFor(p.user);
    await client.subscribeToStrategy(
      await withRiskAcknowledged(p.user, {
        subscriberId: p.metaApiAccountId,
        strategyId: 'XmTr',
        tradeVolume: 0.1,
      }),
    );
    const start = new Date(Date.parse((await simulator.state()).now) - 60_000);
    await simulator.advance(12 * 3_600_000);
    const end = new Date(Date.parse((await simulator.state()).now) + 60_000);
    const positions = await client.getOpenPositions({ accountId: p.metaApiAccountId });
    for (const position of positions.positions) expect(position.volume).toBe(0.1);
    const history = await client.getTradingHistory({
      accountId: p.metaApiAccountId,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
    });
    expect(history.historyItems.length).toBeGreaterThan(0);
    for (const item of history.historyItems) {
      expect(item.entryType).toBe('DEAL_ENTRY_OUT');
      expect(['DEAL_TYPE_BUY', 'DEAL_TYPE_SELL']).toContain(item.type);
      expect(item.volume).toBe(0.1);
    }
  });

  it('getTradingHistory defaults to the last 30 days', async () => {
    const p = await provisionedUser('hdef');
    const answer = await clientFor(p.user).getTradingHistory({ accountId: p.metaApiAccountId });
    expect(Date.parse(answer.endTime) - Date.parse(answer.startTime)).toBe(30 * 86_400_000);
    expect(answer.historyItems).toEqual([]);
  });

  it('searchMetaTraderServers lists servers with their broker as description', async () => {
    const user = await userWithRoles('srv', { subscription: 'active' });
    const answer = await clientFor(user).searchMetaTraderServers({ term: 'XMGlobal', platform: 'mt5' });
    expect(answer.servers).toContainEqual({ name: 'XMGlobal-MT5', description: 'XM Global Limited' });
    const none = await clientFor(user).searchMetaTraderServers({ term: 'nothing-like-this' });
    expect(none).toEqual({
      success: true,
      message: 'No servers found. Please enter your server name manually below.',
      servers: [],
    });
    const byDefault = await clientFor(user).searchMetaTraderServers({});
    expect(byDefault.servers.length).toBeGreaterThan(0);
  });

  it('checkAffiliation answers both outcomes', async () => {
    const user = await userWithRoles('aff', { subscription: 'active' });
    expect(await clientFor(user).checkAffiliation({ accountNumber: affiliatedLogin() })).toMatchObject({
      success: true,
      isAffiliated: true,
    });
    expect(await clientFor(user).checkAffiliation({ accountNumber: unaffiliatedLogin() })).toMatchObject({
      success: true,
      isAffiliated: false,
    });
  });

  it('deleteAccount removes the bridge account and every document; the user may then connect again', async () => {
    const p = await provisionedUser('del');
    await clientFor(p.user).subscribeToStrategy(
      await withRiskAcknowledged(p.user, {
        subscriberId: p.metaApiAccountId,
        strategyId: STRATEGY_ID,
        tradeVolume: 0.01,
      }),
    );
    expect(await clientFor(p.user).deleteAccount({ accountId: p.metaApiAccountId })).toEqual({
      success: true,
      message: 'Trading account deleted successfully',
    });
    expect(await tradingAccountDocs(p.user.uid)).toHaveLength(0);
    expect(await indexDocs(p.accountNumber, p.metaApiAccountId)).toEqual({ broker: false, bridge: false });
    expect(await simulator.accountsFor(p.accountNumber)).toHaveLength(0);
    const again = await callRaw('getAccountInfo', {
      token: p.user.idToken,
      input: { accountId: p.metaApiAccountId },
    });
    expect(again.status).toBe(403);
    const reconnect = await callRaw('provisionFullAccount', {
      token: p.user.idToken,
      input: {
        login: p.accountNumber,
        password: 'Broker-pass-1',
        serverName: 'XMGlobal-MT5',
        accountName: 'Back',
        platform: 'mt5',
      },
    });
    expect(reconnect.status).toBe(200);
  });

  it('an admin gets 404 for an account id nobody owns', async () => {
    const admin = await userWithRoles('adm', { isAdmin: true });
    const answer = await callRaw('getAccountInfo', {
      token: admin.idToken,
      input: { accountId: 'no-such-account' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('Trading account not found');
  });
});
