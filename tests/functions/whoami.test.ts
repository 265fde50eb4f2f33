import { beforeAll, describe, expect, it } from 'vitest';
import { whoamiOutput } from '@copydesk/functions/contract';
import { functionsUrl } from '../../tools/stack-clients/emulators.ts';
import { userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

async function callWhoami(authorization?: string) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  return fetch(functionsUrl('whoami'), { headers });
}

describe('whoami, the authenticated identity probe', () => {
  let technicalAdmin: TestUser;

  beforeAll(async () => {
    technicalAdmin = await userWithRoles('tech', { isAdmin: true, isTechnicalAdmin: true });
  });

  it('accepts a valid Auth-emulator ID token and answers with the roles read from Firestore', async () => {
    const response = await callWhoami(`Bearer ${technicalAdmin.idToken}`);
    expect(response.status).toBe(200);
    const body = whoamiOutput.parse(await response.json());
    expect(body).toMatchObject({
      uid: technicalAdmin.uid,
      email: technicalAdmin.email,
      isAdmin: true,
      isTechnicalAdmin: true,
    });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a Basic scheme', 'Basic abc'],
    ['a forged token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
    ['a tampered real token', 'tampered'],
  ])('answers 401 with %s', async (_case, header) => {
    const authorization =
      header === 'tampered' ? `Bearer ${technicalAdmin.idToken.slice(0, -4)}abcd` : header;
    const response = await callWhoami(authorization);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: 'Not authenticated' });
  });

  it('refuses the wrong HTTP method with 405', async () => {
    const response = await fetch(functionsUrl('whoami'), {
      method: 'POST',
      headers: { authorization: `Bearer ${technicalAdmin.idToken}` },
    });
    expect(response.status).toBe(405);
  });
});
