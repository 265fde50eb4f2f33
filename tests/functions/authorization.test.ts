// Who may call what: for EVERY endpoint, six callers with the status each must get, written literally.
// Every call uses a fresh scenario (owner + valid input), so a successful mutating call by one actor
// never changes what the next actor sees. 401 for all endpoints without a valid token, including those
// the original spec called without authentication.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import { ACTORS, authorizationOf, makeCast, scenarios, type Actor, type Cast } from '../support/actors.ts';
import { fastSimulator } from '../support/simulator.ts';

type Expected = Record<Actor, number>;
const user = (): Expected => ({
  none: 401,
  forged: 401,
  owner: 200,
  other: 200,
  admin: 200,
  technicalAdmin: 200,
});
const account = (): Expected => ({
  none: 401,
  forged: 401,
  owner: 200,
  other: 403,
  admin: 200,
  technicalAdmin: 200,
});
const admin = (): Expected => ({
  none: 401,
  forged: 401,
  owner: 403,
  other: 403,
  admin: 200,
  technicalAdmin: 200,
});
const technical = (): Expected => ({
  none: 401,
  forged: 401,
  owner: 403,
  other: 403,
  admin: 403,
  technicalAdmin: 200,
});

const refusedToAll = (): Expected => ({
  none: 401,
  forged: 401,
  owner: 403,
  other: 403,
  admin: 403,
  technicalAdmin: 403,
});

// [endpoint (scenario name), endpoint to call, expected status per actor]
const TABLE: [keyof typeof scenarios, string, Expected][] = [
  ['whoami', 'whoami', user()],
  ['getStrategies', 'getStrategies', user()],
  ['checkAffiliation', 'checkAffiliation', user()],
  ['searchMetaTraderServers', 'searchMetaTraderServers', user()],
  // userId names the owner: only the owner or an admin may connect an account for them.
  [
    'provisionFullAccount',
    'provisionFullAccount',
    { none: 401, forged: 401, owner: 200, other: 403, admin: 200, technicalAdmin: 200 },
  ],
  ['getSubscriber', 'getSubscriber', account()],
  ['createSubscriber', 'createSubscriber', account()],
  ['subscribeToStrategy', 'subscribeToStrategy', account()],
  ['getSubscriptions', 'getSubscriptions', account()],
  ['updateSubscription', 'updateSubscription', account()],
  ['unsubscribeFromStrategy', 'unsubscribeFromStrategy', account()],
  [
    'unsubscribeFromStrategy(admin variant)',
    'unsubscribeFromStrategy',
    { none: 401, forged: 401, owner: 403, other: 403, admin: 200, technicalAdmin: 200 },
  ],
  ['getAccountInfo', 'getAccountInfo', account()],
  ['getOpenPositions', 'getOpenPositions', account()],
  ['getTradingHistory', 'getTradingHistory', account()],
  ['deleteAccount', 'deleteAccount', account()],
  ['bulkGetUsersWithTradingAccounts', 'bulkGetUsersWithTradingAccounts', admin()],
  ['getDeploymentStats', 'getDeploymentStats', technical()],
  ['deployAllAccounts', 'deployAllAccounts', technical()],
  ['undeployAllAccounts', 'undeployAllAccounts', technical()],
  ['startDeploymentRun', 'startDeploymentRun', technical()],
  ['listDeploymentRuns', 'listDeploymentRuns', technical()],
  // The run id names no run: a technical admin gets past authorization to the handler's 404.
  ['getDeploymentRun', 'getDeploymentRun', { ...technical(), technicalAdmin: 404 }],
  ['cancelDeploymentRun', 'cancelDeploymentRun', { ...technical(), technicalAdmin: 404 }],
  ['retryDeploymentRun', 'retryDeploymentRun', { ...technical(), technicalAdmin: 404 }],
  ['refreshAccountHealth', 'refreshAccountHealth', account()],
  ['getAccountHealth', 'getAccountHealth', account()],
  ['listAccountHealth', 'listAccountHealth', admin()],
  ['getGuardrailSettings', 'getGuardrailSettings', user()],
  ['setGuardrailSettings', 'setGuardrailSettings', admin()],
  ['getStrategyRisk', 'getStrategyRisk', user()],
  ['resumeCopying', 'resumeCopying', account()],
  ['searchUsers', 'searchUsers', admin()],
  // Only an admin without a trusted factor may ask for a mailbox link; the cast's admins have one.
  ['requestMailboxProof', 'requestMailboxProof', refusedToAll()],
  ['trustEnrolledFactor', 'trustEnrolledFactor', refusedToAll()],
  // Last: it revokes the cast's sessions, so no later row may use their tokens.
  ['revokeMySessions', 'revokeMySessions', user()],
];

const CASES = TABLE.flatMap(([scenario, endpoint, expected]) =>
  ACTORS.map((actor) => [scenario, endpoint, actor, expected[actor]] as const),
);

describe('authorization matrix', () => {
  let cast: Cast;

  beforeAll(async () => {
    await fastSimulator();
    cast = await makeCast();
  });

  it.each(CASES)('%s (%s) as %s answers %i', async (scenario, endpoint, actor, status) => {
    const { owner, input } = await scenarios[scenario]();
    const answer = await callRaw(endpoint, { authorization: authorizationOf(actor, owner, cast), input });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
    if (status === 401) expect(answer.body).toEqual({ success: false, error: 'Not authenticated' });
    if (status === 403) expect(answer.body.success).toBe(false);
    if (status === 200) expect(answer.body.success).not.toBe(false);
  });
});
