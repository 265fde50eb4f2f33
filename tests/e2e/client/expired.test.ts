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

    // The guard sends an expired client away from the add-account screen.
    await page.goto('/add-trading-account');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
