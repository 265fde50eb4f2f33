// Journey: an admin finds the accounts with problems. Two clients have accounts; one of them lost its
// broker connection and the check has run. The admin panel's header counts one open incident, the
// "Accounts with Problems" filter lists only that client, with the health in the Health column, and
// the technical admin dashboard counts the accounts per health state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEmulators } from '../../../tools/stack-clients/emulators.ts';
import { provisionedUser, type ProvisionedUser } from '../../support/accounts.ts';
import { fastSimulator } from '../../support/simulator.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { checkpoint } from '../client/client-support.ts';
import { namedUser, openAdmin, signIn, type NamedUser } from '../admin/support.ts';
import { brokenAccount, checkNow, storedHealth } from './support.ts';

describe('admin journey: accounts with problems', () => {
  let browser: Browser;
  let admin: NamedUser;
  let broken: ProvisionedUser;
  let fine: ProvisionedUser;

  beforeAll(async () => {
    await resetEmulators();
    await fastSimulator();
    admin = await namedUser('healthboss', 'Ada', { isAdmin: true, isTechnicalAdmin: true });
    broken = await provisionedUser('e2e-broken');
    fine = await provisionedUser('e2e-fine');
    await brokenAccount(broken.user, broken.accountNumber, broken.metaApiAccountId);
    expect(await checkNow(fine.user, fine.metaApiAccountId)).toBe('healthy');
    await storedHealth(fine.user.uid, fine.accountNumber, 'healthy');
    browser = await openBrowser();
    await signIn(browser.page, admin);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('filters the accounts with problems and counts the open incidents', async () => {
    const { page } = browser;
    await openAdmin(page);
    await page.getByTestId('open-incidents').filter({ hasText: /^1$/ }).waitFor();
    const filter = page.getByRole('button', { name: 'Accounts with Problems (1)' });
    await filter.click();
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    const row = page.locator(`tr[data-user-id="${broken.user.uid}"]`);
    await row.waitFor();
    expect(await page.locator('tbody tr[data-user-id]').count()).toBe(1);
    await row.getByText('Broker disconnected', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(
      'Your broker rejected the saved password, or the broker account is closed.',
    );
    await checkpoint(page, 'health-admin-problems');

    // The admins' notification link opens the panel on the same filter.
    await page.goto('/admin?health=problems');
    await page.getByRole('button', { name: 'Accounts with Problems (1)', pressed: true }).waitFor();
    await row.waitFor();
  });

  it('counts the accounts per health state on the technical dashboard', async () => {
    const { page } = browser;
    await page.goto('/admin/technical');
    const section = page.getByRole('region', { name: 'Copy health' });
    await section.getByTestId('health-open-incidents').filter({ hasText: /^1$/ }).waitFor();
    const count = async (state: string) =>
      (await section.locator(`tr[data-health="${state}"] td`).textContent())?.trim();
    expect(await count('broker-disconnected')).toBe('1');
    expect(await count('healthy')).toBe('1');
    expect(await count('copy-failing')).toBe('0');
    await checkpoint(page, 'health-technical-counts');
  });
});
