// Journey: a client with an active subscription connects an affiliated account (after seeing the
// not-affiliated path), subscribes it to a strategy with a lot size, edits the lot size, unsubscribes
// and finally removes the account. Real emulators, real functions, the bridge simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatedLogin, GOOD_PASSWORD, GOOD_SERVER, unaffiliatedLogin } from '../../support/accounts.ts';
import { eventually } from '../../support/poll.ts';
import { fastSimulator, simulator } from '../../support/simulator.ts';
import { TEST_PASSWORD, userWithRoles } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import type { Locator } from 'playwright-core';
import { checkpoint, signIn } from './client-support.ts';

/**
 * Waits until the dialog's risk preview speaks of `lots` (or says it has no preview), then ticks the
 * acknowledgement if the preview asks for it. What the strategy has lost so far depends on how far the
 * shared simulated market has moved (other journeys advance its clock), so at the same lot the preview
 * may or may not ask; this journey is about the copy lifecycle, guardrails.test.ts checks the asking.
 */
async function settleRiskPreview(dialog: Locator, lots: string): Promise<void> {
  const verdict = dialog.getByTestId('risk-verdict').filter({
    hasText: new RegExp(`^At ${lots.replace('.', '\\.')} lots|^This strategy does not have enough history`),
  });
  await verdict.or(dialog.getByText('The risk preview is not available right now.')).waitFor();
  const acknowledgement = dialog.getByRole('checkbox', { name: /I understand/ });
  if ((await acknowledgement.count()) > 0) await acknowledgement.check();
}

describe('client journey: connect, copy a strategy, edit, unsubscribe, remove', () => {
  let browser: Browser;
  beforeAll(async () => {
    await fastSimulator();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('runs the whole account lifecycle in the browser', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-client', { subscription: 'active' });
    const login = affiliatedLogin();
    await signIn(page, user.email, TEST_PASSWORD);
    await page.getByText('No trading accounts').waitFor();
    await checkpoint(page, 'lifecycle-dashboard-empty');

    // Add trading account: first a number that is not affiliated.
    await page.getByRole('link', { name: 'Add Your First Account' }).click();
    await page.waitForURL((url) => url.pathname === '/add-trading-account');
    const number = page.getByLabel('Account number', { exact: true });
    await page.getByRole('button', { name: 'Check Affiliation' }).click();
    await page.getByText('Please enter an account number').waitFor();
    await number.fill(unaffiliatedLogin());
    await page.getByRole('button', { name: 'Check Affiliation' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Account is not affiliated\. / })
      .waitFor();
    await page.getByRole('heading', { name: 'How do I create an affiliated account?' }).waitFor();
    await checkpoint(page, 'lifecycle-affiliation-failed');

    // Then an affiliated one: the number locks and the server list loads.
    await number.fill(login);
    await page.getByRole('button', { name: 'Check Affiliation' }).click();
    await page.getByText('Account is affiliated! You can now connect it to the CopyDesk team.').waitFor();
    expect(await number.getAttribute('readonly')).not.toBeNull();
    const server = page.getByLabel('Server', { exact: true });
    await eventually('a selected server', async () => (await server.inputValue()) !== '');
    const connect = page.getByRole('button', { name: 'Connect Account' });
    expect(await connect.isDisabled()).toBe(true); // terms not accepted yet
    await page.getByLabel('Display name').fill('My XM account');
    await page.getByLabel('Trading account password').fill(GOOD_PASSWORD);
    await server.selectOption(GOOD_SERVER);
    await page.getByRole('checkbox').check();
    await checkpoint(page, 'lifecycle-connect-form');
    await connect.click();
    await page.getByText('Trading account successfully connected!').waitFor();
    await checkpoint(page, 'lifecycle-connected');

    // Manage strategies: account details open on the strategies tab.
    await page.getByRole('link', { name: 'Manage Strategies' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/account-details/${login}` && url.hash === '#strategies',
    );
    await page.getByRole('heading', { level: 1, name: 'My XM account' }).waitFor();
    await page.getByRole('tab', { name: /Automated Strategies \(0\)/, selected: true }).waitFor();
    await page.getByText('No active subscriptions').waitFor();
    await checkpoint(page, 'lifecycle-strategies');

    // Subscribe to the first strategy with 0.05 lots (an out-of-range value is refused first).
    const firstCard = page.locator('li', { has: page.getByRole('button', { name: 'Subscribe' }) }).first();
    const strategyName = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await firstCard.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog');
    const volume = dialog.getByLabel('Trade volume (lots)');
    await volume.fill('150');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Trade volume must be between 0.01 and 100').waitFor();
    await volume.fill('0.05');
    await settleRiskPreview(dialog, '0.05');
    await checkpoint(page, 'lifecycle-subscribe-modal');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(/^Successfully subscribed to strategy!/).waitFor();
    await page.getByRole('tab', { name: /Automated Strategies \(1\)/ }).waitFor();
    await page.getByText(`${strategyName} - Lot Size: 0.05`).waitFor();
    await checkpoint(page, 'lifecycle-subscribed');

    // The dashboard card shows the strategy status.
    await page.getByRole('link', { name: /Back to Dashboard/ }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Strategy Subscribed').waitFor();
    await page.getByText('Lot Size: 0.05').waitFor();
    await checkpoint(page, 'lifecycle-dashboard-subscribed');

    // One account per subscription: the add-account screen now only explains that.
    await page.getByRole('link', { name: 'Add Trading Account' }).first().click();
    await page.waitForURL((url) => url.pathname === '/add-trading-account');
    await page
      .getByText('You already have a trading account. Each subscription allows only one trading account.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Check Affiliation' }).count()).toBe(0);
    await checkpoint(page, 'lifecycle-one-account');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // Edit the lot size.
    await page.getByRole('link', { name: 'Manage Account' }).click();
    await page.waitForURL((url) => url.pathname === `/account-details/${login}`);
    await page.getByRole('tab', { name: /Overview/, selected: true }).waitFor();
    await page.getByText('Balance').waitFor();
    await checkpoint(page, 'lifecycle-overview');
    await page.getByRole('tab', { name: /Trading History/ }).click();
    await page
      .locator('[role="tabpanel"]')
      .filter({ hasText: /No trading history|Cumulative profit/ })
      .waitFor();
    await checkpoint(page, 'lifecycle-history');
    await page.getByRole('tab', { name: /Automated Strategies/ }).click();
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    expect(await volume.inputValue()).toBe('0.05');
    await volume.fill('0.1');
    await settleRiskPreview(dialog, '0.10');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Successfully updated subscription settings!').waitFor();
    await page.getByText(`${strategyName} - Lot Size: 0.10`).waitFor();
    await eventually('the new lot size on the bridge', async () => {
      const state = await simulator.state();
      return state.subscribers.some((s) =>
        s.subscriptions.some((x) => x.tradeSizeScaling?.tradeVolume === 0.1),
      );
    });
    await checkpoint(page, 'lifecycle-edited');

    // Unsubscribe (removed locally).
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('Successfully unsubscribed from strategy!').waitFor();
    await page.getByText('No active subscriptions').waitFor();
    await page.getByRole('tab', { name: /Automated Strategies \(0\)/ }).waitFor();
    await checkpoint(page, 'lifecycle-unsubscribed');

    // Remove the account, with a confirmation.
    await page.getByRole('button', { name: 'Remove Account' }).click();
    await dialog.getByText('Your broker account itself remains.', { exact: false }).waitFor();
    await checkpoint(page, 'lifecycle-remove-confirm');
    await dialog.getByRole('button', { name: 'Remove Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('No trading accounts').waitFor();
    await checkpoint(page, 'lifecycle-removed');
  }, 240_000); // one long journey: a dozen pages, each checked with axe and screenshotted twice
});
