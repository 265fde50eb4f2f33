// Journey: a visitor registers in two steps and lands on the dashboard with the no-subscription banner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { checkpoint } from './client-support.ts';

describe('client journey: register', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers and sees the dashboard with the no-subscription banner', async () => {
    const { page } = browser;
    const email = `e2e-register-${Date.now()}@copydesk.test`;
    await page.goto('/register');
    await page.getByLabel('First name').fill('Thandi');
    await page.getByLabel('Last name').fill('Mokoena');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill('+27 82 555 0101');
    await page.getByLabel('Address').fill('12 Long Street, Cape Town');
    await checkpoint(page, 'register-step1');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
    await page.getByLabel('Confirm password').fill('Secret-pass-1');
    await page.getByRole('checkbox').check();
    await checkpoint(page, 'register-step2');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Thandi' }).waitFor();
    await page.getByText("You don't have an active subscription.").waitFor();
    await page.getByText('No trading accounts').waitFor();
    expect(await page.getByRole('link', { name: 'Add Trading Account' }).count()).toBe(0);
    await checkpoint(page, 'register-dashboard');
  });
});
