// Signing out of the web app ends the session on the server (docs/architecture.md §5): the refresh
// token the browser held no longer gives a session the functions accept, even when copied before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRaw } from '../../support/api.ts';
import { eventually } from '../../support/poll.ts';
import { authEmulatorHost } from '../../../tools/stack-clients/emulators.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { TEST_PASSWORD, userWithRoles } from '../../../tools/stack-clients/users.ts';
import { signIn } from './client-support.ts';

/** The refresh token Firebase Auth keeps in the page's IndexedDB (indexedDBLocalPersistence). */
const READ_REFRESH_TOKEN = `new Promise((resolve, reject) => {
  const open = indexedDB.open('firebaseLocalStorageDb');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const all = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
    all.onerror = () => reject(all.error);
    all.onsuccess = () => {
      const user = all.result.map((row) => row.value).find((value) => value && value.stsTokenManager);
      resolve(user ? user.stsTokenManager.refreshToken : null);
    };
  };
})`;

/** Exchanges a refresh token at the Auth emulator's securetoken endpoint, as the SDK would. */
async function exchange(refreshToken: string): Promise<string> {
  const url = `http://${authEmulatorHost()}/securetoken.googleapis.com/v1/token?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  if (!response.ok) return '';
  return ((await response.json()) as { id_token: string }).id_token;
}

describe('web sign-out', { timeout: 120_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('revokes the refresh token: a token minted from it afterwards is refused', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-signout', { subscription: 'active' });
    await signIn(page, user.email, TEST_PASSWORD);
    const refreshToken = await eventually(
      'the stored refresh token',
      async () => (await page.evaluate<string | null>(READ_REFRESH_TOKEN)) ?? undefined,
    );
    const before = await exchange(refreshToken);
    expect((await callRaw('whoami', { token: before })).status).toBe(200);
    // Revocation counts whole seconds and spares tokens issued in its second.
    const issuedAt = Math.floor(Date.now() / 1000);
    await eventually('the next second', () => Promise.resolve(Math.floor(Date.now() / 1000) > issuedAt));

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const after = await exchange(refreshToken);
    // The Auth emulator may still mint a token (production refuses); the functions refuse it either way.
    const answer = after === '' ? { status: 401 } : await callRaw('whoami', { token: after });
    expect(answer.status).toBe(401);
  });
});
