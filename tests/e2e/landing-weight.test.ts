// The public pages stay light (docs/operations.md, front-end performance budget): a visitor who never
// signed in downloads at most 125 KB of JavaScript (gzip) on the landing page and no Firebase SDK; a
// browser signed in last time loads Firebase at once, so its calls to action and guards stay right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../../tools/stack-clients/browser.ts';
import { measureRouteScripts } from '../../tools/stack-clients/route-scripts.ts';
import { TEST_PASSWORD, userWithRoles } from '../../tools/stack-clients/users.ts';
import { signIn } from './client/client-support.ts';

const LANDING_BUDGET_BYTES = 125_000;

describe('the landing page loads little JavaScript and Firebase only when needed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('loads at most 125 KB of JavaScript (gzip) and no Firebase SDK for a new visitor', async () => {
    const landing = await measureRouteScripts('/');
    expect(landing.gzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
    expect({ auth: landing.loadsFirebaseAuth, firestore: landing.loadsFirestore }).toEqual({
      auth: false,
      firestore: false,
    });
  });

  it('shows a signed-in browser its dashboard link on the landing page and sends it from /login to /dashboard', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-landing', { subscription: 'active' });
    await signIn(page, user.email, TEST_PASSWORD);

    await page.goto('/');
    await page.getByRole('link', { name: 'Go to Dashboard' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);

    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(0);
  });
});
