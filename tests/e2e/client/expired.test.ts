// Journey: a client whose subscription expired signs in and sees the red banner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, userWithRoles } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { checkpoint, signIn } from './client-support.ts';

describe('client journey: expired subscription', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the red expired banner and no way to add an account', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-expired', { subscription: 'expired' });
    await signIn(page, user.email, TEST_PASSWORD);
    const banner = page.locator('.alert-error', { hasText: 'Your subscription has expired.' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('inactive until you renew');
    expect(await page.getByRole('link', { name: 'Add Trading Account' }).count()).toBe(0);
    await checkpoint(page, 'expired-dashboard');

    // Typed in, the add-account screen says why instead of showing the connect form.
    await page.goto('/add-trading-account');
    await page.getByText('You need an active subscription to add a trading account.').waitFor();
    expect(await page.getByLabel('Account number', { exact: true }).count()).toBe(0);
  });
});
