// Automation has its own identity (docs/operations.md, "CLI"): a custom token stands in for the second
// factor only when it signs in an allowlisted ops principal (OPS_SERVICE_UIDS, "copydesk-ops" on the
// local stack) with the claims ops and actingAs. A custom token minted for a person's own uid is a
// single-factor session, and the audit log names both the principal and the person it acted for.
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINISHED_RUN_STATES, type DeploymentRun } from '@copydesk/functions/contract';
import { callRaw } from '../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { eventually } from '../support/poll.ts';
import { cleanUpRuns } from '../support/runs.ts';
import { authEmulatorHost } from '../../tools/stack-clients/emulators.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const OPS_UID = 'copydesk-ops';

/** Signs in with a custom token minted for `uid` with `claims`, as the CLI's --service-account does. */
async function customTokenSession(uid: string, claims?: Record<string, unknown>): Promise<string> {
  adminDb();
  const token = await getAuth().createCustomToken(uid, claims);
  const url = `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`custom sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

describe('automation signs in as its own ops principal', () => {
  let tech: TestUser;
  let plainUser: TestUser;
  let client: ProvisionedUser;

  beforeAll(async () => {
    [tech, plainUser, client] = await Promise.all([
      userWithRoles('ops-tech', { isAdmin: true, isTechnicalAdmin: true }),
      userWithRoles('ops-plain'),
      provisionedUser('ops-client'),
    ]);
  });

  it.each(['getDeploymentStats', 'listDeploymentRuns', 'searchUsers'])(
    '%s refuses a custom token minted for a technical admin’s own uid',
    async (name) => {
      const token = await customTokenSession(tech.uid);
      const answer = await callRaw(name, { token, input: name === 'searchUsers' ? { q: 'Test' } : {} });
      expect([answer.status, answer.body.details]).toEqual([403, { code: 'SECOND_FACTOR_REQUIRED' }]);
    },
  );

  it.each([
    [
      'a uid that is not allowlisted',
      'someone-else',
      (techUid: string) => ({ ops: true, actingAs: techUid }),
    ],
    ['an ops principal without actingAs', OPS_UID, () => ({ ops: true })],
    ['an ops principal acting for itself', OPS_UID, () => ({ ops: true, actingAs: OPS_UID })],
    ['an ops claim that is not true', OPS_UID, (techUid: string) => ({ ops: 'yes', actingAs: techUid })],
  ])('refuses (401) a token claiming ops from %s', async (_name, uid, claimsFor) => {
    const token = await customTokenSession(uid, claimsFor(tech.uid));
    const answer = await callRaw('whoami', { token });
    expect(answer.status).toBe(401);
  });

  it('acts with the technical admin’s roles, and admin endpoints answer it', async () => {
    const token = await customTokenSession(OPS_UID, { ops: true, actingAs: tech.uid });
    const me = await callRaw('whoami', { token });
    expect(me.body).toMatchObject({ uid: tech.uid, isAdmin: true, isTechnicalAdmin: true });
    expect((await callRaw('getDeploymentStats', { token })).status).toBe(200);
  });

  it('gets no admin power acting for a person who has none', async () => {
    const token = await customTokenSession(OPS_UID, { ops: true, actingAs: plainUser.uid });
    const answer = await callRaw('getDeploymentStats', { token });
    expect([answer.status, answer.body.error]).toEqual([403, 'Only technical administrators can do this.']);
  });

  it('is audited as "service account copydesk-ops acting as" the technical admin', async () => {
    const token = await customTokenSession(OPS_UID, { ops: true, actingAs: tech.uid });
    const answer = await callRaw('deleteAccount', { token, input: { accountId: client.metaApiAccountId } });
    expect(answer.status).toBe(200);
    const audit = await adminDb()
      .collection('auditLog')
      .where('targetUid', '==', client.user.uid)
      .where('action', '==', 'tradingAccount.deleted')
      .get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ actorUid: tech.uid, serviceAccount: OPS_UID }),
    ]);
  });

  it('a deployment run it starts is audited, start and finish, as copydesk-ops acting as the technical admin', async () => {
    const token = await customTokenSession(OPS_UID, { ops: true, actingAs: tech.uid });
    const started = await callRaw('startDeploymentRun', { token, input: { action: 'deploy' } });
    expect(started.status).toBe(200);
    const runId = (started.body.run as DeploymentRun).id;
    try {
      await eventually(`run ${runId} to finish`, async () => {
        const answer = await callRaw('getDeploymentRun', { token, input: { runId } });
        return FINISHED_RUN_STATES.includes((answer.body.run as DeploymentRun).state);
      });
      const entries = await eventually('both audit entries of the run', async () => {
        const snapshot = await adminDb().collection('auditLog').where('details.runId', '==', runId).get();
        return snapshot.size === 2 ? snapshot.docs.map((d) => d.data()) : undefined;
      });
      expect(entries.map((entry) => entry.action as string).sort()).toEqual([
        'deploy.run',
        'deploymentRun.finished',
      ]);
      for (const entry of entries)
        expect(entry).toMatchObject({ actorUid: tech.uid, serviceAccount: OPS_UID });
    } finally {
      await cleanUpRuns([], [runId]);
    }
  });
});
