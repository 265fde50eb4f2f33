// Identity (docs/architecture.md §5, "Identity"): connecting a broker account needs a verified e-mail,
// and admin power needs a session signed in with an SMS second factor (the Auth emulator's real MFA
// flow: password, then the code).
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@copydesk/functions/contract';
import { callRaw } from '../support/api.ts';
import { eventually } from '../support/poll.ts';
import {
  affiliatedLogin,
  provisionedUser,
  provisionInput,
  type ProvisionedUser,
} from '../support/accounts.ts';
import { staleTechnicalAdmin } from '../support/runs.ts';
import { userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const ADMIN_ENDPOINTS = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].access === 'admin' || endpoints[name].access === 'technicalAdmin',
);

/**
 * Inputs every admin endpoint accepts without changing anything (bulk runs are dry runs; the guardrail
 * settings are written with the product's defaults, which new subscriptions start with anyway; the
 * deployment run started undeploys staging accounts, which no other test keeps; the run ids and the
 * rebuilt strategy's id name nothing).
 */
const HARMLESS_INPUT: Record<string, Record<string, unknown>> = {
  bulkGetUsersWithTradingAccounts: { pageSize: 1 },
  getDeploymentStats: {},
  deployAllAccounts: { dryRun: true },
  undeployAllAccounts: { dryRun: true },
  listAccountHealth: {},
  searchUsers: { q: 'Test', pageSize: 1 },
  setGuardrailSettings: {
    defaults: { equityStop: null, dailyLossLimit: null, onHit: 'close-only' },
    acknowledgeAbovePercent: 50,
  },
  startDeploymentRun: { action: 'undeploy', scope: ['staging'] },
  listDeploymentRuns: { limit: 1 },
  getDeploymentRun: { runId: 'no-such-run' },
  cancelDeploymentRun: { runId: 'no-such-run' },
  retryDeploymentRun: { runId: 'no-such-run' },
  rebuildStrategyStatistics: { strategyId: 'NoSuchStrategy' },
  setStrategyActive: { strategyId: 'NoSuchStrategy', active: true },
  // Its checks may fail on the test stack (no heartbeat yet); it answers 200 with them whatever they say.
  runSmokeCheck: {},
  eraseUser: { userId: 'no-such-user' },
  listErasures: {},
  grantAdminRole: { uid: 'no-such-user', confirmedEmail: 'nobody@copydesk.test' },
};

/** Past the factor check, an id that names nothing is a 404; everything else answers 200. */
const WITH_FACTOR_STATUS: Record<string, number> = {
  getDeploymentRun: 404,
  cancelDeploymentRun: 404,
  retryDeploymentRun: 404,
  rebuildStrategyStatistics: 404,
  setStrategyActive: 404,
  eraseUser: 404,
  grantAdminRole: 404,
};

describe('a verified e-mail before connecting a broker account', () => {
  it('refuses an unverified user with the message and a code the web app acts on', async () => {
    const user = await userWithRoles('unverified', { subscription: 'active', verified: false });
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(affiliatedLogin()),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      error: 'Please verify your e-mail address first',
      details: { code: 'EMAIL_NOT_VERIFIED' },
    });
  });

  it('connects the account once the e-mail is verified', async () => {
    const connected = await provisionedUser('verified');
    expect(connected.metaApiAccountId).not.toBe('');
  });
});

describe('a second factor for admin power', () => {
  let passwordOnlyAdmin: TestUser;
  let passwordOnlyTech: TestUser;
  let tech: TestUser;
  let client: ProvisionedUser;

  beforeAll(async () => {
    [passwordOnlyAdmin, passwordOnlyTech, tech, client] = await Promise.all([
      userWithRoles('admin-nomfa', { isAdmin: true, secondFactor: false }),
      userWithRoles('tech-nomfa', { isAdmin: true, isTechnicalAdmin: true, secondFactor: false }),
      userWithRoles('tech-mfa', { isAdmin: true, isTechnicalAdmin: true }),
      provisionedUser('mfa-client'),
    ]);
  });

  it('lists the seventeen admin endpoints', () => {
    expect(ADMIN_ENDPOINTS.sort()).toEqual([
      'bulkGetUsersWithTradingAccounts',
      'cancelDeploymentRun',
      'deployAllAccounts',
      'eraseUser',
      'getDeploymentRun',
      'getDeploymentStats',
      'grantAdminRole',
      'listAccountHealth',
      'listDeploymentRuns',
      'listErasures',
      'rebuildStrategyStatistics',
      'retryDeploymentRun',
      'runSmokeCheck',
      'searchUsers',
      'setGuardrailSettings',
      'setStrategyActive',
      'startDeploymentRun',
      'undeployAllAccounts',
    ]);
  });

  it.each(ADMIN_ENDPOINTS)('%s refuses a technical admin signed in with the password only', async (name) => {
    const answer = await callRaw(name, { token: passwordOnlyTech.idToken, input: HARMLESS_INPUT[name] });
    expect(answer.status).toBe(403);
    expect(answer.body.details).toEqual({ code: 'SECOND_FACTOR_REQUIRED' });
    expect(answer.body.error).toBe(
      'Administrators must sign in with a second factor. Set one up on the Security page, then sign in again.',
    );
  });

  it.each(ADMIN_ENDPOINTS)('%s answers a technical admin signed in with the SMS factor', async (name) => {
    const answer = await callRaw(name, { token: tech.idToken, input: HARMLESS_INPUT[name] });
    expect(answer.status).toBe(WITH_FACTOR_STATUS[name] ?? 200);
  });

  it('the token of the factor session carries the second-factor claim', () => {
    const claims = JSON.parse(Buffer.from(tech.idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      firebase: { sign_in_second_factor?: string };
    };
    expect(claims.firebase.sign_in_second_factor).toBe('phone');
  });

  it("refuses an admin without the factor on another user's account, and allows one with it", async () => {
    const input = { accountId: client.metaApiAccountId };
    const refused = await callRaw('getAccountInfo', { token: passwordOnlyAdmin.idToken, input });
    expect([refused.status, refused.body.details]).toEqual([403, { code: 'SECOND_FACTOR_REQUIRED' }]);
    const allowed = await callRaw('getAccountInfo', { token: tech.idToken, input });
    expect(allowed.status).toBe(200);
  });

  it('refuses an admin without the factor adding an account for another user', async () => {
    const answer = await callRaw('provisionFullAccount', {
      token: passwordOnlyAdmin.idToken,
      input: { ...provisionInput(affiliatedLogin()), userId: client.user.uid },
    });
    expect([answer.status, answer.body.details]).toEqual([403, { code: 'SECOND_FACTOR_REQUIRED' }]);
  });

  it('still lets an admin without the factor use their own client features', async () => {
    const answer = await callRaw('whoami', { token: passwordOnlyAdmin.idToken });
    expect(answer.status).toBe(200);
  });
});

describe('admin sessions end on the server', () => {
  let signedInThirteenHoursAgo: TestUser;
  let signedInElevenHoursAgo: TestUser;
  let signedInTenMinutesAgo: TestUser;
  let client: ProvisionedUser;

  beforeAll(async () => {
    [signedInThirteenHoursAgo, signedInElevenHoursAgo, signedInTenMinutesAgo, client] = await Promise.all([
      staleTechnicalAdmin('tech-13h', 13 * 3600),
      staleTechnicalAdmin('tech-11h', 11 * 3600),
      staleTechnicalAdmin('tech-10min', 600),
      provisionedUser('session-client'),
    ]);
    // The bridge deploys a new account after a delay: until then it answers 404 to anyone, which is
    // not the refusal these tests are about. Wait for its owner to read it.
    await eventually('the client account is deployed', async () => {
      const input = { accountId: client.metaApiAccountId };
      return (await callRaw('getAccountInfo', { token: client.user.idToken, input })).status === 200;
    });
  });

  it.each(ADMIN_ENDPOINTS)(
    '%s refuses a technical admin who signed in with the factor 13 hours ago',
    async (name) => {
      const answer = await callRaw(name, {
        token: signedInThirteenHoursAgo.idToken,
        input: HARMLESS_INPUT[name],
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        error: 'Your administrator session has ended. Please sign in again.',
        details: { code: 'ADMIN_SESSION_EXPIRED' },
      });
    },
  );

  it("refuses the 13-hour-old session on another user's account, and lets an 11-hour-old one in", async () => {
    const input = { accountId: client.metaApiAccountId };
    const refused = await callRaw('getAccountInfo', { token: signedInThirteenHoursAgo.idToken, input });
    expect([refused.status, refused.body.details]).toEqual([401, { code: 'ADMIN_SESSION_EXPIRED' }]);
    const allowed = await callRaw('getAccountInfo', { token: signedInElevenHoursAgo.idToken, input });
    expect(allowed.status).toBe(200);
  });

  it('still lets the 13-hour-old session use its own client features', async () => {
    const answer = await callRaw('whoami', { token: signedInThirteenHoursAgo.idToken });
    expect(answer.status).toBe(200);
  });

  it('cancelDeploymentRun needs a sign-in from the last five minutes, like the other run actions', async () => {
    const answer = await callRaw('cancelDeploymentRun', {
      token: signedInTenMinutesAgo.idToken,
      input: { runId: 'no-such-run' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(
      'Please sign in again: deployment run actions need a sign-in from the last 5 minutes.',
    );
  });
});
