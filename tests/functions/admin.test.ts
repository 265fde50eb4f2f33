// Admin endpoints against the simulator: the paged user list with bridge details and strategies, the
// deployment statistics per environment, and bulk deploy/undeploy (counts, failures, Firestore, audit,
// idempotence).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor } from '../support/api.ts';
import {
  affiliatedLogin,
  provisionedUser,
  tradingAccountDocs,
  type ProvisionedUser,
} from '../support/accounts.ts';
import { STRATEGY_ID } from '../support/actors.ts';
import { createForeignAccount, fastSimulator, simulator } from '../support/simulator.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

describe('admin endpoints', () => {
  let admin: TestUser;
  let technical: TestUser;
  let accounts: ProvisionedUser[];

  beforeAll(async () => {
    await fastSimulator();
    admin = await userWithRoles('admin', { isAdmin: true });
    technical = await userWithRoles('tech', { isAdmin: true, isTechnicalAdmin: true });
    accounts = [
      await provisionedUser('listed'),
      await provisionedUser('listed'),
      await provisionedUser('listed'),
    ];
    await clientFor(accounts[0]!.user).subscribeToStrategy(
      await withRiskAcknowledged(accounts[0]!.user, {
        subscriberId: accounts[0]!.metaApiAccountId,
        strategyId: STRATEGY_ID,
        tradeVolume: 0.03,
      }),
    );
  });
  beforeEach(() => simulator.clearFaults());

  it('bulkGetUsersWithTradingAccounts pages through every user once, with account, bridge details and strategy', async () => {
    const client = clientFor(admin);
    const seen = new Map<
      string,
      Awaited<ReturnType<typeof client.bulkGetUsersWithTradingAccounts>>['users'][number]
    >();
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await client.bulkGetUsersWithTradingAccounts({
        pageSize: 2,
        ...(cursor ? { lastUpdated: cursor } : {}),
      });
      pages += 1;
      expect(page.users.length).toBeLessThanOrEqual(2);
      for (const user of page.users) {
        expect(seen.has(user.id)).toBe(false);
        seen.set(user.id, user);
      }
      if (!page.pagination.hasMore) break;
      cursor = page.pagination.lastUpdated ?? undefined;
    }
    expect(pages).toBeGreaterThan(2);
    const subscribed = seen.get(accounts[0]!.user.uid)!;
    expect(subscribed).toMatchObject({
      tradingAccount: {
        accountNumber: accounts[0]!.accountNumber,
        metaApiAccountId: accounts[0]!.metaApiAccountId,
        platform: 'mt5',
      },
      metaApiDetails: { state: 'DEPLOYED', copyFactoryRoles: ['SUBSCRIBER'], region: 'new-york' },
      strategySubscription: true,
      strategyDetails: { id: STRATEGY_ID, name: 'Steady Majors', tradeVolume: 0.03 },
      userData: { subscription: { status: 'active' } },
    });
    expect(seen.get(accounts[1]!.user.uid)).toMatchObject({
      strategySubscription: false,
      strategyDetails: null,
    });
    expect(seen.get(admin.uid)).toMatchObject({
      tradingAccount: null,
      metaApiDetails: null,
      userData: { isAdmin: true },
    });
  });

  it('bulkGetUsersWithTradingAccounts still lists users when the bridge is down, with a warning', async () => {
    await simulator.injectFaults([
      { match: { method: 'GET', path: '^/users/current/accounts$' }, kind: 'status', status: 401 },
    ]);
    // Pages follow document ids, so the user may be on any page of a shared emulator: every page warns.
    const wanted = accounts[0]!.user.uid;
    let cursor: string | undefined;
    let found: unknown;
    for (;;) {
      const page = await clientFor(admin).bulkGetUsersWithTradingAccounts({
        pageSize: 200,
        ...(cursor ? { lastUpdated: cursor } : {}),
      });
      expect(page.warning).toBe('Trading-bridge details are temporarily unavailable.');
      found = page.users.find((u) => u.id === wanted);
      if (found || !page.pagination.hasMore) break;
      cursor = page.pagination.lastUpdated ?? undefined;
    }
    expect(found).toMatchObject({
      metaApiDetails: null,
      tradingAccount: { accountNumber: accounts[0]!.accountNumber },
    });
  });

  it('getDeploymentStats counts accounts per environment (production = ours, staging = "staging…" names, else unclassified)', async () => {
    await createForeignAccount('staging-qa-1', affiliatedLogin('3'));
    await createForeignAccount('legacy manual account', affiliatedLogin('3'));
    const answer = await clientFor(technical).getDeploymentStats({});
    const state = await simulator.state();
    const live = state.accounts.filter((a) => !a.gone);
    expect(answer.currentEnvironment).toBe('production');
    expect(answer.stats.all.totalAccounts).toBe(live.length);
    const { production, staging, unclassified, all } = answer.stats;
    expect(production.totalAccounts + staging.totalAccounts + unclassified.totalAccounts).toBe(
      all.totalAccounts,
    );
    expect(production.totalAccounts).toBeGreaterThanOrEqual(3);
    expect(staging.totalAccounts).toBeGreaterThanOrEqual(1);
    expect(unclassified.totalAccounts).toBeGreaterThanOrEqual(1);
    expect(all.deployedAccounts + all.undeployedAccounts + all.inProgressAccounts).toBe(all.totalAccounts);
    expect(Number.isNaN(Date.parse(answer.timestamp))).toBe(false);
  });

  it('undeploy then deploy all: counts per environment, isConnected in Firestore, audit entries, second runs are no-ops', async () => {
    const client = clientFor(technical);
    const plan = await client.undeployAllAccounts({ dryRun: true });
    expect(plan).toMatchObject({ dryRun: true, undeployedCount: 0, updatedInFirestore: 0 });
    expect(plan.planned.map((p) => p.accountId)).toEqual(
      expect.arrayContaining(accounts.map((a) => a.metaApiAccountId)),
    );
    expect(plan.planned.find((p) => p.accountId === accounts[0]!.metaApiAccountId)).toMatchObject({
      environment: 'production',
      state: 'DEPLOYED',
    });
    expect((await tradingAccountDocs(accounts[0]!.user.uid))[0]!.get('isConnected')).toBe(true);
    const undeployed = await client.undeployAllAccounts({ dryRun: false });
    expect(undeployed).toMatchObject({ success: true, failedCount: 0, failures: [] });
    expect(undeployed.undeployedCount).toBeGreaterThanOrEqual(3);
    expect(undeployed.environments.production).toBeGreaterThanOrEqual(3);
    expect(undeployed.updatedInFirestore).toBe(undeployed.environments.production);
    for (const p of accounts) {
      expect((await tradingAccountDocs(p.user.uid))[0]!.get('isConnected')).toBe(false);
    }
    expect((await client.undeployAllAccounts({ dryRun: false })).undeployedCount).toBe(0);

    const deployed = await client.deployAllAccounts({ dryRun: false });
    expect(deployed).toMatchObject({ success: true, failedCount: 0 });
    expect(deployed.deployedCount).toBeGreaterThanOrEqual(3);
    for (const p of accounts) {
      expect((await tradingAccountDocs(p.user.uid))[0]!.get('isConnected')).toBe(true);
    }
    const twice = await client.deployAllAccounts({ dryRun: false });
    expect(twice.deployedCount).toBe(0);
    expect(twice.message).toBe('Deployed 0 accounts.');

    const audit = await adminDb().collection('auditLog').where('actorUid', '==', technical.uid).get();
    // Each run is audited from its start and again when it finishes.
    expect(audit.docs.map((d) => d.get('action') as string).sort()).toEqual([
      'deploy.run',
      'deploy.run',
      'deploymentRun.finished',
      'deploymentRun.finished',
      'deploymentRun.finished',
      'deploymentRun.finished',
      'undeploy.run',
      'undeploy.run',
    ]);
  });

  it('bulk deploy reports failed accounts and still deploys the rest', async () => {
    const client = clientFor(technical);
    await client.undeployAllAccounts({ dryRun: false });
    await simulator.injectFaults([
      { match: { method: 'POST', path: '/deploy$' }, kind: 'status', status: 403, times: 1 },
    ]);
    const deployed = await client.deployAllAccounts({ dryRun: false });
    expect(deployed.success).toBe(false);
    expect(deployed.failedCount).toBe(1);
    expect(deployed.failures).toHaveLength(1);
    expect(deployed.failures[0]!.error).toBe(
      'The trading service refused our credentials. Please contact support.',
    );
    expect(deployed.deployedCount).toBeGreaterThanOrEqual(2);
    const retry = await client.deployAllAccounts({ dryRun: false });
    expect(retry).toMatchObject({ success: true, deployedCount: 1, failedCount: 0 });
  });
});
