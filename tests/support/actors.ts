// The six callers of every authorization table, and the fixtures each endpoint's row needs.
import type { EndpointName } from '@copydesk/functions/contract';
import { FORGED_TOKEN } from './api.ts';
import { affiliatedLogin, provisionedUser, provisionInput, type ProvisionedUser } from './accounts.ts';
import { userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

export type Actor = 'none' | 'forged' | 'owner' | 'other' | 'admin' | 'technicalAdmin';
export const ACTORS: Actor[] = ['none', 'forged', 'owner', 'other', 'admin', 'technicalAdmin'];

export interface Cast {
  other: TestUser;
  admin: TestUser;
  technicalAdmin: TestUser;
}

export async function makeCast(): Promise<Cast> {
  const [other, admin, technicalAdmin] = await Promise.all([
    userWithRoles('other', { subscription: 'active' }),
    userWithRoles('admin', { isAdmin: true, subscription: 'active' }),
    userWithRoles('tech', { isAdmin: true, isTechnicalAdmin: true, subscription: 'active' }),
  ]);
  return { other, admin, technicalAdmin };
}

/** The Authorization header an actor sends (owner: the row's owner). */
export function authorizationOf(actor: Actor, owner: TestUser, cast: Cast): string | undefined {
  switch (actor) {
    case 'none':
      return undefined;
    case 'forged':
      return `Bearer ${FORGED_TOKEN}`;
    case 'owner':
      return `Bearer ${owner.idToken}`;
    default:
      return `Bearer ${cast[actor].idToken}`;
  }
}

export interface Scenario {
  owner: TestUser;
  input: Record<string, unknown>;
}

/** Builds a fresh scenario (owner + valid input) for one call of `endpoint`. */
export type ScenarioBuilder = () => Promise<Scenario>;

export const STRATEGY_ID = 'AbCd';

async function withAccount(
  build: (p: ProvisionedUser) => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<Scenario> {
  const provisioned = await provisionedUser('owner');
  return { owner: provisioned.user, input: await build(provisioned) };
}

async function plainUser(input: Record<string, unknown> = {}): Promise<Scenario> {
  return { owner: await userWithRoles('owner', { subscription: 'active' }), input };
}

/** `input` with the risk acknowledgement its lot asks for, as the trade-size modal sends it. */
async function acknowledged<T extends { subscriberId: string; strategyId: string; tradeVolume: number }>(
  p: ProvisionedUser,
  input: T,
) {
  const { withRiskAcknowledged } = await import('./risk.ts');
  return withRiskAcknowledged(p.user, input);
}

async function subscribed(p: ProvisionedUser): Promise<void> {
  const { callRaw } = await import('./api.ts');
  const answer = await callRaw('subscribeToStrategy', {
    token: p.user.idToken,
    input: await acknowledged(p, {
      subscriberId: p.metaApiAccountId,
      strategyId: STRATEGY_ID,
      tradeVolume: 0.05,
    }),
  });
  if (answer.status !== 200)
    throw new Error(`subscribe failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** A stop-out in force on the account (the simulator's control API, as the health tests cause one). */
async function stoppedOut(p: ProvisionedUser): Promise<void> {
  const { simulatorUrl } = await import('../../tools/stack-clients/emulators.ts');
  const res = await fetch(`${simulatorUrl()}/__control/subscribers/${p.metaApiAccountId}/stopout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategyId: STRATEGY_ID, reason: 'day-equity-difference' }),
  });
  if (res.status !== 200) throw new Error(`stop-out failed: ${res.status}`);
}

export const scenarios: Record<EndpointName | 'unsubscribeFromStrategy(admin variant)', ScenarioBuilder> = {
  whoami: () => plainUser(),
  getStrategies: () => plainUser(),
  checkAffiliation: () => plainUser({ accountNumber: affiliatedLogin() }),
  searchMetaTraderServers: () => plainUser({ term: 'XM', platform: 'mt5' }),
  provisionFullAccount: async () => {
    const owner = await userWithRoles('owner', { subscription: 'active' });
    return { owner, input: { ...provisionInput(affiliatedLogin()), userId: owner.uid } };
  },
  getSubscriber: () =>
    withAccount(async (p) => {
      await subscribed(p);
      return { accountId: p.metaApiAccountId };
    }),
  createSubscriber: () =>
    withAccount((p) => ({ accountId: p.metaApiAccountId, subscriberId: p.metaApiAccountId, name: 'Owner' })),
  subscribeToStrategy: () =>
    withAccount((p) =>
      acknowledged(p, {
        subscriberId: p.metaApiAccountId,
        strategyId: STRATEGY_ID,
        tradeVolume: 0.02,
        multiplier: 1,
        copyStopLoss: true,
        copyTakeProfit: true,
        subscriberName: 'Owner',
      }),
    ),
  getSubscriptions: () => withAccount((p) => ({ subscriberId: p.metaApiAccountId })),
  updateSubscription: () =>
    withAccount(async (p) => {
      await subscribed(p);
      return acknowledged(p, { subscriberId: p.metaApiAccountId, strategyId: STRATEGY_ID, tradeVolume: 0.1 });
    }),
  unsubscribeFromStrategy: () =>
    withAccount(async (p) => {
      await subscribed(p);
      return { subscriberId: p.metaApiAccountId, subscriptionId: STRATEGY_ID };
    }),
  'unsubscribeFromStrategy(admin variant)': () =>
    withAccount(async (p) => {
      await subscribed(p);
      return { subscriberId: p.metaApiAccountId, strategyId: STRATEGY_ID, mode: 'close-immediately' };
    }),
  bulkGetUsersWithTradingAccounts: () => plainUser({ pageSize: 5 }),
  getDeploymentStats: () => plainUser(),
  deployAllAccounts: () => plainUser({ dryRun: true }),
  undeployAllAccounts: () => plainUser({ dryRun: true }),
  getAccountInfo: () => withAccount((p) => ({ accountId: p.metaApiAccountId })),
  getOpenPositions: () => withAccount((p) => ({ accountId: p.metaApiAccountId })),
  getTradingHistory: () => withAccount((p) => ({ accountId: p.metaApiAccountId })),
  deleteAccount: () => withAccount((p) => ({ accountId: p.metaApiAccountId })),
  getCopyReport: () => withAccount((p) => ({ accountId: p.metaApiAccountId, days: '7' })),
  // Staging accounts: no other test keeps one, so a technical admin's run changes nothing they see.
  startDeploymentRun: () => plainUser({ action: 'undeploy', scope: ['staging'] }),
  listDeploymentRuns: () => plainUser({ limit: 5 }),
  getDeploymentRun: () => plainUser({ runId: 'no-such-run' }),
  cancelDeploymentRun: () => plainUser({ runId: 'no-such-run' }),
  retryDeploymentRun: () => plainUser({ runId: 'no-such-run' }),
  refreshAccountHealth: () => withAccount((p) => ({ accountId: p.metaApiAccountId })),
  getAccountHealth: () => withAccount((p) => ({ accountId: p.metaApiAccountId })),
  listAccountHealth: () => plainUser({ pageSize: 5 }),
  getGuardrailSettings: () => plainUser(),
  // The product defaults: an admin's successful call changes nothing other tests see.
  setGuardrailSettings: () =>
    plainUser({
      defaults: { equityStop: null, dailyLossLimit: null, onHit: 'close-only' },
      acknowledgeAbovePercent: 50,
    }),
  getStrategyRisk: () => plainUser({ strategyId: STRATEGY_ID }),
  rebuildStrategyStatistics: () => plainUser({ strategyId: STRATEGY_ID }),
  // Active: an admin's successful call leaves the strategy as every other test expects it.
  setStrategyActive: () => plainUser({ strategyId: STRATEGY_ID, active: true }),
  resumeCopying: () =>
    withAccount(async (p) => {
      await subscribed(p);
      await stoppedOut(p);
      return { subscriberId: p.metaApiAccountId };
    }),
  searchUsers: () => plainUser({ q: 'Test', pageSize: 5 }),
  requestMailboxProof: () => plainUser(),
  // No link was ever sent for this token.
  trustEnrolledFactor: () => plainUser({ token: 'A'.repeat(43) }),
  // Sends a test e-mail to the caller and reads; changes nothing other tests see.
  runSmokeCheck: () => plainUser(),
  revokeMySessions: () => plainUser(),
  exportMyData: () => plainUser(),
  // Erases its caller: the matrix calls it with the row owner's own token only (authorization.test.ts).
  deleteMyAccount: () => plainUser(),
  // Names the row's owner, whom an admin's call then erases (in the background; nothing else uses them).
  eraseUser: async () => {
    const scenario = await plainUser();
    return { ...scenario, input: { userId: scenario.owner.uid } };
  },
  listErasures: () => plainUser(),
  // Makes the row's owner an admin, with the e-mail they signed up with confirmed (nothing else uses them).
  grantAdminRole: async () => {
    const scenario = await plainUser();
    return { ...scenario, input: { uid: scenario.owner.uid, confirmedEmail: scenario.owner.email } };
  },
};
