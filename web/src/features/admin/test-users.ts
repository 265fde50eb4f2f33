// Test fixtures: admin list entries shaped like bulkGetUsersWithTradingAccounts answers.
import type { HealthState } from '@copydesk/functions/product-rules';
import { healthOf } from '@/testing/health-fixtures';
import type { AdminUser } from './admin-users';

export interface UserFixture {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
  status?: string | null;
  createdAt?: string | null;
  isAdmin?: boolean;
  isTechnicalAdmin?: boolean;
  account?: boolean;
  strategy?: string | null;
  expiresAt?: string | null;
  trialEndsAt?: string | null;
  /** The account's copy health (needs `account`); absent: not checked yet. */
  health?: HealthState;
}

export function makeUser(f: UserFixture): AdminUser {
  const status = f.status === undefined ? null : f.status;
  return {
    id: f.id,
    userData: {
      firstName: f.firstName ?? 'Test',
      lastName: f.lastName ?? f.id,
      email: f.email ?? `${f.id}@example.com`,
      mobile: f.mobile ?? '+27 82 000 0000',
      address: '1 Test Road',
      isAdmin: f.isAdmin ?? false,
      isTechnicalAdmin: f.isTechnicalAdmin ?? false,
      createdAt: f.createdAt === undefined ? '2026-01-01T00:00:00.000Z' : f.createdAt,
      updatedAt: null,
      subscription:
        status === null
          ? null
          : {
              planId: 'mobile',
              planName: 'Mobile',
              status,
              isTrial: f.trialEndsAt != null,
              trialDuration: f.trialEndsAt != null ? 7 : null,
              trialEndsAt: f.trialEndsAt ?? null,
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-01T00:00:00.000Z',
              expiresAt: f.expiresAt ?? '2027-01-01T00:00:00.000Z',
            },
    },
    tradingAccount: f.account
      ? {
          id: `50${f.id.length}2`,
          accountNumber: `50${f.id.length}2`,
          accountName: `${f.firstName ?? 'Test'} account`,
          serverName: 'XMGlobal-MT5 2',
          metaApiAccountId: `acc-${f.id}`,
          createdAt: '2026-01-02T00:00:00.000Z',
          isConnected: true,
          state: 'DEPLOYED',
          platform: 'mt5',
          ...(f.health ? { health: healthOf(f.health) } : {}),
        }
      : null,
    metaApiDetails: null,
    strategySubscription: !!f.strategy,
    strategyDetails: f.strategy ? { id: `s-${f.strategy}`, name: f.strategy, tradeVolume: 0.01 } : null,
  };
}
