// A signed-in user ends their own sessions on the server (revokeMySessions, docs/operations.md "CLI"):
// the refresh tokens stop minting ID tokens and the functions refuse the ID tokens issued before that
// second, while a fresh sign-in works. Automation ends the ops principal's sessions, never the person's.
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import { eventually } from '../support/poll.ts';
import { authEmulatorHost } from '../../tools/stack-clients/emulators.ts';
import {
  adminDb,
  signInWithPassword,
  TEST_PASSWORD,
  userWithRoles,
  type TestUser,
} from '../../tools/stack-clients/users.ts';

const OPS_UID = 'copydesk-ops';
const identityToolkit = (method: string) =>
  `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function signIn(method: string, body: Record<string, unknown>) {
  const response = await fetch(identityToolkit(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { idToken: string; refreshToken: string };
}

/**
 * An ID token minted from a refresh token, as the CLI and the web SDK refresh. The Auth emulator still
 * mints one after revocation (production refuses); it keeps the old sign-in time, so the functions refuse it.
 */
async function refreshedIdToken(refreshToken: string): Promise<string> {
  const url = `http://${authEmulatorHost()}/securetoken.googleapis.com/v1/token?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  if (!response.ok) throw new Error(`refresh failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id_token: string }).id_token;
}

/** Revocation is kept in whole seconds and spares tokens issued in its second: wait for the next one. */
async function nextSecondAfter(idToken: string): Promise<void> {
  const { auth_time: authTime } = JSON.parse(
    Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { auth_time: number };
  await eventually('the second after sign-in', () => Promise.resolve(Date.now() >= (authTime + 1) * 1000), {
    intervalMs: 20,
  });
}

describe('revokeMySessions ends the caller’s own sessions', () => {
  let user: TestUser;
  let bystander: TestUser;

  beforeAll(async () => {
    [user, bystander] = await Promise.all([userWithRoles('revoke-self'), userWithRoles('revoke-bystander')]);
  });

  it('refuses the old ID token and any token refreshed from the session (401), and a fresh sign-in works', async () => {
    const session = await signIn('signInWithPassword', { email: user.email, password: TEST_PASSWORD });
    expect((await callRaw('whoami', { token: session.idToken })).status).toBe(200);
    await nextSecondAfter(session.idToken);

    const answer = await callRaw('revokeMySessions', { token: session.idToken, input: {} });
    expect([answer.status, answer.body]).toEqual([200, { success: true, revokedUid: user.uid }]);

    expect((await callRaw('whoami', { token: session.idToken })).body).toEqual({
      success: false,
      error: 'Not authenticated',
    });
    expect((await callRaw('whoami', { token: await refreshedIdToken(session.refreshToken) })).status).toBe(
      401,
    );
    const fresh = await signInWithPassword(user.email);
    expect((await callRaw('whoami', { token: fresh })).body).toMatchObject({ success: true, uid: user.uid });
    expect((await callRaw('whoami', { token: bystander.idToken })).status).toBe(200);
  });

  it('ends the ops principal’s sessions, not the person’s, when automation calls it', async () => {
    adminDb();
    const custom = await getAuth().createCustomToken(OPS_UID, { ops: true, actingAs: user.uid });
    const { idToken } = await signIn('signInWithCustomToken', { token: custom });
    const person = await signInWithPassword(user.email);
    await nextSecondAfter(idToken);
    await nextSecondAfter(person);

    const answer = await callRaw('revokeMySessions', { token: idToken, input: {} });
    expect([answer.status, answer.body]).toEqual([200, { success: true, revokedUid: OPS_UID }]);

    expect((await callRaw('whoami', { token: idToken })).status).toBe(401);
    expect((await callRaw('whoami', { token: person })).body).toMatchObject({ success: true, uid: user.uid });
  });
});
