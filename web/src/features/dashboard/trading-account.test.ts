import { describe, expect, it } from 'vitest';
import { healthOf } from '@/testing/health-fixtures';
import { readHealth, sortAccounts, strategySummary, toTradingAccount } from './trading-account';

describe('toTradingAccount', () => {
  it('maps a stored document', () => {
    const createdAt = new Date(2026, 2, 1);
    expect(
      toTradingAccount('5012345', {
        accountNumber: '5012345',
        accountName: 'Main',
        serverName: 'XMGlobal-MT5 7',
        platform: 'mt5',
        isConnected: true,
        createdAt: { toDate: () => createdAt },
        metaApiAccountId: 'secret-ish',
      }),
    ).toEqual({
      id: '5012345',
      accountNumber: '5012345',
      accountName: 'Main',
      serverName: 'XMGlobal-MT5 7',
      platform: 'mt5',
      metaApiAccountId: 'secret-ish',
      isConnected: true,
      createdAt,
      strategy: null,
      health: null,
    });
  });

  it('keeps the stored health when it has the contract shape', () => {
    const health = healthOf('broker-disconnected');
    expect(toTradingAccount('5012345', { health }).health).toEqual(health);
  });

  it('fills gaps from the id and treats anything but true as not connected', () => {
    const account = toTradingAccount('777', { accountNumber: 777, isConnected: 'true' });
    expect(account.accountNumber).toBe('777');
    expect(account.accountName).toBe('Account 777');
    expect(account.isConnected).toBe(false);
    expect(account.createdAt).toBeNull();
    expect(toTradingAccount('888', {}).accountNumber).toBe('888');
  });
});

describe('readHealth', () => {
  it.each([
    ['nothing stored yet', undefined],
    ['null', null],
    ['an unknown state', { ...healthOf('healthy'), state: 'on-fire' }],
    ['a missing reason', { state: 'healthy' }],
  ])('reads %s as no health', (_label, value) => {
    expect(readHealth(value)).toBeNull();
  });
});

describe('sortAccounts', () => {
  it('orders by added date, undated last, without mutating', () => {
    const a = toTradingAccount('a', { createdAt: new Date(2026, 0, 2) });
    const b = toTradingAccount('b', { createdAt: new Date(2026, 0, 1) });
    const c = toTradingAccount('c', {});
    const input = [c, a, b];
    expect(sortAccounts(input).map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(input.map((x) => x.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('strategySummary', () => {
  it('is null without subscriptions', () => {
    expect(strategySummary([], 'CopyDesk')).toBeNull();
  });
  it('takes the first subscription, its name and lot size', () => {
    expect(strategySummary([{ name: 'Trend', tradeSizeScaling: { tradeVolume: 0.2 } }], 'CopyDesk')).toEqual({
      name: 'Trend',
      lotSize: 0.2,
      guardrails: [],
    });
  });
  it('describes the guardrails of the first subscription', () => {
    const guardrails = {
      equityStop: { kind: 'percent' as const, value: 20 },
      dailyLossLimit: 250,
      onHit: 'close-all' as const,
    };
    expect(strategySummary([{ name: 'Trend', guardrails }], 'CopyDesk')?.guardrails).toEqual([
      'Equity stop: 20% below the balance at its start',
      "Daily loss limit: 250 below the balance at the UTC day's start",
      'When a limit is hit: close all trades',
    ]);
  });
  it("adds the account loss limit when set and the subscription's maximum leverage", () => {
    expect(strategySummary([{ name: 'Trend', maxLeverage: 50 }], 'CopyDesk', 300)?.guardrails).toEqual([
      "Account loss limit per UTC day (all strategies): 300 below the balance at the UTC day's start",
      'Maximum leverage: 50:1',
    ]);
    expect(strategySummary([{ name: 'Trend', maxLeverage: 200 }], 'CopyDesk')?.guardrails).toEqual([
      'Maximum leverage: 200:1',
    ]);
  });
  it('falls back to the branded default name and 0.01 lots', () => {
    expect(strategySummary([{ name: ' ', tradeSizeScaling: null }], 'CopyDesk')).toEqual({
      name: 'CopyDesk Strategy',
      lotSize: 0.01,
      guardrails: [],
    });
  });
});
