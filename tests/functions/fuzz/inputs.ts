// Inputs for the API fuzz: one valid input per endpoint (the starting point every generated request
// breaks), and the noise values put into its fields.
import fc from 'fast-check';
import type { EndpointName } from '@copydesk/functions/contract';

/** Put into every breaking value: an answer containing it repeated our input. */
export const MARKER = 'Mk7q-fuzz-echo-4821';

export function baseInput(name: EndpointName, accountId: string): Record<string, unknown> {
  const subscription = { subscriberId: accountId, strategyId: 'AbCd' };
  const inputs: Record<EndpointName, Record<string, unknown>> = {
    whoami: {},
    revokeMySessions: {},
    exportMyData: {},
    getStrategies: {},
    getDeploymentStats: {},
    getSubscriber: { accountId },
    createSubscriber: { accountId, name: 'Fuzz' },
    subscribeToStrategy: { ...subscription, tradeVolume: 0.01 },
    getSubscriptions: { subscriberId: accountId },
    updateSubscription: { ...subscription, tradeVolume: 0.02 },
    unsubscribeFromStrategy: { subscriberId: accountId, subscriptionId: 'AbCd' },
    checkAffiliation: { accountNumber: '51234560' },
    provisionFullAccount: {
      login: '51234566',
      password: `${MARKER}-password`,
      serverName: 'XMGlobal-MT5',
      accountName: 'Fuzz',
    },
    searchMetaTraderServers: { term: 'XM' },
    bulkGetUsersWithTradingAccounts: { pageSize: '5' },
    deployAllAccounts: { dryRun: true },
    undeployAllAccounts: { dryRun: true },
    getAccountInfo: { accountId },
    getOpenPositions: { accountId },
    getTradingHistory: { accountId },
    deleteAccount: { accountId },
    refreshAccountHealth: { accountId },
    getAccountHealth: { accountId },
    listAccountHealth: { problems: 'true' },
    getCopyReport: { accountId, days: '30' },
    getGuardrailSettings: {},
    setGuardrailSettings: {
      defaults: { equityStop: null, dailyLossLimit: null, onHit: 'close-only' },
      acknowledgeAbovePercent: 50,
    },
    getStrategyRisk: { strategyId: 'AbCd' },
    rebuildStrategyStatistics: { strategyId: 'AbCd' },
    setStrategyActive: { strategyId: 'AbCd', active: true },
    resumeCopying: { subscriberId: accountId },
    startDeploymentRun: { action: 'undeploy', scope: ['staging'] },
    listDeploymentRuns: { limit: '5' },
    getDeploymentRun: { runId: 'AbCd' },
    cancelDeploymentRun: { runId: 'AbCd' },
    retryDeploymentRun: { runId: 'AbCd' },
    searchUsers: { q: 'fuzz', pageSize: '5' },
    requestMailboxProof: {},
    trustEnrolledFactor: { token: 'A'.repeat(43) },
    runSmokeCheck: {},
    deleteMyAccount: {},
    eraseUser: { userId: 'fuzz-no-such-user' },
    grantAdminRole: { uid: 'fuzz-no-such-user', confirmedEmail: 'fuzz-nobody@copydesk.test' },
    listErasures: {},
  };
  return inputs[name];
}

/** Wrong types, huge and odd strings, out-of-range numbers, reserved and path-like ids. */
export const noiseValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, -0.001, 100.01, 0.0100000099, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.constantFrom('', ' ', '__proto__', '__x__', '../..', 'a/b', '.', '..', '\u0000', 'x'.repeat(5_000)),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);
