// Journey: the login form explains a wrong password and an unknown e-mail (docs/product.md §8 Login). The Auth
// emulator answers with the specific codes (auth/wrong-password, auth/user-not-found).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { userWithRoles } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { checkpoint } from './client-support.ts';

describe('client journey: login errors', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the wrong-password and unknown-email messages', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-login', { subscription: 'active' });
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Incorrect password\. Please try again or reset your password\.$/ })
      .waitFor();
    await checkpoint(page, 'login-errors-wrong-password');

    await page.getByLabel('Email').fill(`nobody-${Date.now()}@copydesk.test`);
    await page.getByLabel('Password', { exact: true }).fill('whatever-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^No account found with this email\. Please check your email or register\.$/ })
      .waitFor();
    await checkpoint(page, 'login-errors-unknown-email');
  });
});
