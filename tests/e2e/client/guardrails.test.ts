// Journey (docs/product.md §5): a client opens Subscribe on a strategy with a week of history, raises the
// lot and sees the risk preview change and the acknowledgement appear, ticks it, sets an equity stop of
// 20%, a maximum leverage of 50 and an account loss limit of 300 and subscribes; the dashboard card lists
// them, and the bridge holds the stop as a risk limit, the cap on the subscription and the account loss
// limit on the subscriber.
// A ZAR account sees the figures converted at the bridge's USDZAR and is asked to acknowledge too.
// Real emulators, functions, the bridge simulator and Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../support/api.ts';
import { affiliatedLogin, provisionedUser, type ProvisionedUser } from '../../support/accounts.ts';
import { eventually } from '../../support/poll.ts';
import { fastSimulator, simulator } from '../../support/simulator.ts';
import { TEST_PASSWORD } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { checkpoint, signIn } from './client-support.ts';

const DAY = 86_400_000;

/** The functions this journey calls, once each: a fresh emulator starts a worker per function. */
async function warmUp(p: ProvisionedUser): Promise<void> {
  const client = clientFor(p.user);
  const accountId = p.metaApiAccountId;
  await Promise.all([
    client.getAccountInfo({ accountId }),
    client.getOpenPositions({ accountId }),
    client.getStrategies({}),
    client.getSubscriptions({ subscriberId: accountId }),
    client.getStrategyRisk({ strategyId: 'AbCd', accountId }),
    client.getGuardrailSettings({}),
    client.getAccountHealth({ accountId }),
  ]);
}

describe('client journey: risk preview and guardrails', () => {
  let browser: Browser;
  let client: ProvisionedUser;
  beforeAll(async () => {
    await fastSimulator();
    // The stack's simulator starts a week back; one more simulated day gives every strategy 7+ days.
    await simulator.advance(DAY);
    client = await provisionedUser('e2e-guard');
    await warmUp(client);
    browser = await openBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser.close();
  });

  it('previews the risk of a larger lot, asks for acknowledgement, and subscribes with an equity stop, a maximum leverage and an account loss limit', async () => {
    const { page } = browser;
    const { user, accountNumber, metaApiAccountId } = client;
    await signIn(page, user.email, TEST_PASSWORD);
    await page.getByRole('link', { name: 'Manage Account' }).click();
    await page.waitForURL((url) => url.pathname === `/account-details/${accountNumber}`);
    await page.getByRole('tab', { name: /Automated Strategies/ }).click();
    const card = page.locator('li', { has: page.getByRole('heading', { level: 3, name: 'Steady Majors' }) });
    await card.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog');
    const verdict = dialog.getByTestId('risk-verdict');
    await verdict
      .filter({ hasText: /^At 0\.01 lots the worst drawdown on closed trades so far would have cost about/ })
      .waitFor();
    const subscribe = dialog.getByRole('button', { name: 'Subscribe' });
    const acknowledgement = dialog.getByRole('checkbox', { name: /I understand/ });
    expect(await acknowledgement.count()).toBe(0);
    await checkpoint(page, 'guardrails-preview-small-lot');

    await dialog.getByLabel('Trade volume (lots)').fill('5');
    await verdict
      .filter({
        hasText:
          /^At 5\.00 lots the worst drawdown on closed trades so far would have cost about .*% of your equity\.$/,
      })
      .waitFor();
    await acknowledgement.waitFor();
    expect(await subscribe.isDisabled()).toBe(true);
    await acknowledgement.check();
    expect(await subscribe.isDisabled()).toBe(false);

    await dialog.getByLabel('Equity stop', { exact: true }).selectOption('percent');
    await dialog.getByLabel('Equity stop (%)').fill('20');
    const leverage = dialog.getByLabel('Maximum leverage');
    expect(await leverage.inputValue()).toBe('200');
    await leverage.fill('50');
    await dialog.getByLabel('Account loss limit (all strategies, per UTC day)').fill('300');
    await checkpoint(page, 'guardrails-preview-acknowledged');
    await subscribe.click();
    await page.getByText(/^Successfully subscribed to strategy!/).waitFor();

    await page.getByRole('link', { name: /Back to Dashboard/ }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const guardrails = page.getByRole('list', { name: 'Guardrails' });
    await guardrails.getByText('Equity stop: 20% below the balance at its start').waitFor();
    await guardrails.getByText('When a limit is hit: close-only (open trades stay managed)').waitFor();
    await guardrails
      .getByText(
        "Account loss limit per UTC day (all strategies): 300 below the balance at the UTC day's start",
      )
      .waitFor();
    await guardrails.getByText('Maximum leverage: 50:1').waitFor();
    await checkpoint(page, 'guardrails-dashboard');
    await eventually('the equity stop as a risk limit on the bridge', async () => {
      const state = await simulator.state();
      const subscriber = state.subscribers.find((s) => s._id === metaApiAccountId) as
        { subscriptions: { riskLimits?: { type: string; maxRelativeRisk?: number }[] }[] } | undefined;
      return (
        subscriber?.subscriptions[0]?.riskLimits?.some(
          (l) => l.type === 'lifetime' && l.maxRelativeRisk === 0.2,
        ) === true
      );
    });
    await eventually('the maximum leverage and the account loss limit on the bridge', async () => {
      const state = await simulator.state();
      const subscriber = state.subscribers.find((s) => s._id === metaApiAccountId) as
        | {
            riskLimits?: { type: string; applyTo: string; maxAbsoluteRisk?: number }[];
            subscriptions: { maxLeverage?: number }[];
          }
        | undefined;
      return (
        subscriber?.subscriptions[0]?.maxLeverage === 50 &&
        subscriber.riskLimits?.some(
          (l) => l.type === 'day' && l.applyTo === 'balance-minus-equity' && l.maxAbsoluteRisk === 300,
        ) === true
      );
    });
  }, 180_000);

  it('shows a ZAR account the figures in ZAR with its share of equity, and asks it to acknowledge', async () => {
    // A fresh browser context: the first journey's client is still signed in on the shared one.
    const zarBrowser = await openBrowser();
    try {
      const { page } = zarBrowser;
      const zar = await provisionedUser('e2e-guard-zar', {}, affiliatedLogin('27'));
      await warmUp(zar);
      await signIn(page, zar.user.email, TEST_PASSWORD);
      await page.goto(`/account-details/${zar.accountNumber}`);
      await page.getByRole('tab', { name: /Automated Strategies/ }).click();
      const card = page.locator('li', {
        has: page.getByRole('heading', { level: 3, name: 'Steady Majors' }),
      });
      await card.getByRole('button', { name: 'Subscribe' }).click();
      const dialog = page.getByRole('dialog');
      // 20 lots lose over 50% of ZAR 20,000 (the USD journey above asks at 5 lots on USD 1,000).
      await dialog.getByLabel('Trade volume (lots)').fill('20');
      await dialog
        .getByTestId('risk-verdict')
        .filter({
          hasText:
            /^At 20\.00 lots the worst drawdown on closed trades so far would have cost about ZAR.*% of your equity\.$/,
        })
        .waitFor();
      const subscribe = dialog.getByRole('button', { name: 'Subscribe' });
      const acknowledgement = dialog.getByRole('checkbox', { name: /I understand that at this lot size/ });
      await acknowledgement.waitFor();
      expect(await subscribe.isDisabled()).toBe(true);
      await acknowledgement.check();
      await subscribe.click();
      await page.getByText(/^Successfully subscribed to strategy!/).waitFor();
    } finally {
      await zarBrowser.close();
    }
  }, 180_000);
});
