// The sign-in, register and reset-password pages paint without Firebase (docs/operations.md, front-end
// performance budget): a visitor who never signed in downloads the Firebase Auth SDK only once they
// start using the form, so it never races the page's own chunk for the first paint.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../../tools/stack-clients/browser.ts';
import { loadedFirebase, recordScripts } from '../../tools/stack-clients/route-scripts.ts';

const AUTH_FORMS = [
  { route: '/login', field: 'Email' },
  { route: '/register', field: 'First name' },
  { route: '/reset-password', field: 'Email' },
];

describe('the auth pages load Firebase only once their form is used', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    await browser.close();
  });

  it.each(AUTH_FORMS)(
    '$route loads no Firebase SDK for a new visitor until a field gets focus, then loads Firebase Auth',
    async ({ route, field }) => {
      const { page, context } = browser;
      const scripts = recordScripts(page);
      await page.goto(route, { waitUntil: 'networkidle' });
      const input = page.getByLabel(field, { exact: true });
      await input.waitFor();
      expect(await loadedFirebase(context, scripts)).toEqual({ auth: false, firestore: false });

      await input.focus();
      await expect
        .poll(async () => (await loadedFirebase(context, scripts)).auth, { timeout: 15_000 })
        .toBe(true);
      expect((await loadedFirebase(context, scripts)).firestore).toBe(false);
    },
  );
});
