// The places where the app used to drift from docs/product.md, seen as a client sees them: required
// registration fields, the no-subscription sentence, the connect form's terms dialog, the dashboard's
// strategy name when names cannot be loaded, and an account that is not the user's.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { affiliatedLogin, GOOD_PASSWORD, provisionedUser } from '../../support/accounts.ts';
import { callRaw } from '../../support/api.ts';
import { fastSimulator, simulator } from '../../support/simulator.ts';
import { withRiskAcknowledged } from '../../support/risk.ts';
import { TEST_PASSWORD, userWithRoles } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { signIn } from './client-support.ts';

const NO_SUBSCRIPTION =
  'You need an active subscription to add a trading account. Each subscription allows one trading account with access to multiple automated strategies.';

describe('client pages follow the product document', { timeout: 240_000 }, () => {
  // A fresh browser profile per test: each signs in as its own user.
  let browser: Browser;
  beforeAll(async () => {
    await fastSimulator();
  });
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    await browser.close();
  });
  afterAll(async () => {
    await simulator.clearFaults();
  });

  it.each([
    ['mobile number', 'Mobile number'],
    ['address', 'Address'],
  ])('keeps registration on step 1 while the %s is empty', async (_, emptyLabel) => {
    const { page } = browser;
    await page.goto('/register');
    const values: Record<string, string> = {
      'First name': 'Thandi',
      'Last name': 'Mokoena',
      Email: `e2e-required-${Date.now()}@copydesk.test`,
      'Mobile number': '+27 82 555 0101',
      Address: '12 Long Street, Cape Town',
    };
    for (const [label, value] of Object.entries(values))
      if (label !== emptyLabel) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please fill in all required fields').waitFor();
    expect(await page.getByText('Step 1 of 2').count()).toBe(1);
  });

  it('tells a client without a subscription why the dashboard cannot add an account', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-nosub');
    await signIn(page, user.email, TEST_PASSWORD);
    await page.getByRole('button', { name: 'Add Trading Account' }).click();
    await page.getByText(NO_SUBSCRIPTION).waitFor();
  });

  it('tells a client without a subscription who types /add-trading-account the same', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-nosub-typed', { subscription: 'expired' });
    await signIn(page, user.email, TEST_PASSWORD);
    await page.goto('/add-trading-account');
    await page.getByText(NO_SUBSCRIPTION).waitFor();
    expect(new URL(page.url()).pathname).toBe('/add-trading-account');
  });

  it('opens the terms from the connect form in a dialog; Accept ticks the box and keeps what was typed', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-terms', { subscription: 'active' });
    await signIn(page, user.email, TEST_PASSWORD);
    await page.goto('/add-trading-account');
    await page.getByLabel('Account number', { exact: true }).fill(affiliatedLogin());
    await page.getByRole('button', { name: 'Check Affiliation' }).click();
    await page.getByLabel('Display name').fill('My XM account');
    await page.getByLabel('Trading account password').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'terms and conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(await page.getByLabel('Display name').inputValue()).toBe('My XM account');
    expect(await page.getByLabel('Trading account password').inputValue()).toBe(GOOD_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/add-trading-account');
  });

  it('keeps the terms in place while the server list loads, so a click aimed at them lands on them', async () => {
    const { page } = browser;
    const user = await userWithRoles('e2e-steady-terms', { subscription: 'active' });
    await simulator.injectFaults([
      { match: { method: 'GET', path: '^/known-mt-servers/' }, kind: 'latency', ms: 5_000, times: 1 },
    ]);
    await signIn(page, user.email, TEST_PASSWORD);
    await page.goto('/add-trading-account');
    await page.getByLabel('Account number', { exact: true }).fill(affiliatedLogin());
    await page.getByRole('button', { name: 'Check Affiliation' }).click();
    const server = page.getByLabel('Server', { exact: true });
    const terms = page.getByRole('button', { name: 'terms and conditions' });
    await server.and(page.locator(':disabled')).waitFor();
    expect(await server.locator('option').first().textContent()).toBe('Loading servers...');
    const whileLoading = await terms.boundingBox();
    await server.and(page.locator(':enabled')).waitFor();
    expect(await server.locator('option').first().textContent()).toBe('Select a server...');
    expect(await terms.boundingBox()).toEqual(whileLoading);
  });

  it('names the strategy with the branded default when strategy names cannot be loaded', async () => {
    const { page } = browser;
    const owner = await provisionedUser('e2e-strategy-name');
    const subscribed = await callRaw('subscribeToStrategy', {
      token: owner.user.idToken,
      input: await withRiskAcknowledged(owner.user, {
        subscriberId: owner.metaApiAccountId,
        strategyId: 'AbCd',
        tradeVolume: 0.05,
      }),
    });
    expect(subscribed.status).toBe(200);
    await simulator.injectFaults([
      { match: { method: 'GET', path: '/configuration/strategies$' }, kind: 'status', status: 403 },
    ]);
    try {
      await signIn(page, owner.user.email, TEST_PASSWORD);
      await page.getByText('Strategy Subscribed').waitFor();
      await page.getByText('CopyDesk Strategy').waitFor();
      expect(await page.getByText('No Strategy Subscribed').count()).toBe(0);
    } finally {
      await simulator.clearFaults();
    }
  });

  it('says "Trading account not found" for another user\'s account, then goes to the dashboard', async () => {
    const { page } = browser;
    const owner = await provisionedUser('e2e-foreign-owner');
    const other = await userWithRoles('e2e-foreign-visitor', { subscription: 'active' });
    await signIn(page, other.email, TEST_PASSWORD);
    await page.goto(`/account-details/${owner.accountNumber}`);
    await page.getByRole('heading', { name: 'Trading account not found' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
