// Journey (docs/product.md §5): an admin opens Guardrail Defaults on the admin panel, sets a default
// equity stop of 25% below its high and a maximum leverage of 100:1 and saves; a client then opens
// Subscribe on a strategy and the modal starts with that stop and that leverage, and a new subscription
// gets both even when the modal's read of the defaults fails (the server fills them in). Real emulators, functions, the simulator and Chromium; the
// stored defaults are put back afterwards so other journeys start from the product's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GUARDRAIL_SETTINGS } from '@copydesk/functions/contract';
import { clientFor } from '../../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../../support/accounts.ts';
import { fastSimulator } from '../../support/simulator.ts';
import { TEST_PASSWORD } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { signIn as clientSignIn } from '../client/client-support.ts';
import { namedUser, openAdmin, signIn, type NamedUser } from './support.ts';
import { seriousA11yViolations, screenshots } from '../../../tools/stack-clients/browser.ts';

describe('admin: default guardrails reach a new subscription', () => {
  let admin: NamedUser;
  let client: ProvisionedUser;
  beforeAll(async () => {
    await fastSimulator();
    admin = await namedUser('guardian', 'Grace', { isAdmin: true });
    client = await provisionedUser('e2e-defaults');
    const api = clientFor(client.user);
    // Warm the functions the modal calls: a fresh emulator starts a worker per function.
    await Promise.all([
      api.getStrategies({}),
      api.getGuardrailSettings({}),
      api.getStrategyRisk({ strategyId: 'AbCd', accountId: client.metaApiAccountId }),
      api.getSubscriptions({ subscriberId: client.metaApiAccountId }),
      api.getAccountInfo({ accountId: client.metaApiAccountId }),
    ]);
  }, 300_000);
  afterAll(async () => {
    await clientFor(admin).setGuardrailSettings(DEFAULT_GUARDRAIL_SETTINGS);
  });

  it('an admin sets a default equity stop of 25% and a maximum leverage of 100:1', async () => {
    const browser: Browser = await openBrowser();
    try {
      const { page } = browser;
      await signIn(page, admin);
      await openAdmin(page);
      await page.getByRole('button', { name: 'Guardrail Defaults' }).click();
      const dialog = page.getByRole('dialog', { name: 'Guardrail Defaults' });
      await dialog.getByLabel('Acknowledgement threshold (% of equity)').waitFor();
      expect(await dialog.getByLabel('Acknowledgement threshold (% of equity)').inputValue()).toBe('50');
      await dialog.getByLabel('Equity stop', { exact: true }).selectOption('percent');
      await dialog.getByLabel('Equity stop (%)').fill('250');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('The equity stop must be between 1% and 95%').waitFor();
      await dialog.getByLabel('Equity stop (%)').fill('25');
      const maxLeverage = dialog.getByLabel('Maximum leverage (N:1)');
      expect(await maxLeverage.inputValue()).toBe(String(DEFAULT_GUARDRAIL_SETTINGS.maxLeverage));
      await maxLeverage.fill('1001');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('The maximum leverage must be between 1:1 and 1000:1').waitFor();
      await maxLeverage.fill('100');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshots(page, 'admin-guardrail-defaults', [375, 1280]);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Guardrail defaults saved. New subscriptions start with them.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await browser.close();
    }
    const { settings } = await clientFor(admin).getGuardrailSettings({});
    expect(settings.defaults.equityStop).toEqual({ kind: 'percent', value: 25 });
    expect(settings.maxLeverage).toBe(100);
  }, 180_000);

  it("a client's Subscribe modal starts with that equity stop and that maximum leverage", async () => {
    const browser: Browser = await openBrowser();
    try {
      const { page } = browser;
      await clientSignIn(page, client.user.email, TEST_PASSWORD);
      await page.goto(`/account-details/${client.accountNumber}`);
      await page.getByRole('tab', { name: /Automated Strategies/ }).click();
      const card = page.locator('li', {
        has: page.getByRole('heading', { level: 3, name: 'Steady Majors' }),
      });
      await card.getByRole('button', { name: 'Subscribe' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Equity stop (%)').waitFor();
      expect(await dialog.getByLabel('Equity stop', { exact: true }).inputValue()).toBe('percent');
      expect(await dialog.getByLabel('Equity stop (%)').inputValue()).toBe('25');
      expect(await dialog.getByLabel('Maximum leverage', { exact: true }).inputValue()).toBe('100');
    } finally {
      await browser.close();
    }
  }, 180_000);

  it("a client's new subscription gets that equity stop and leverage even when the modal cannot read the defaults", async () => {
    const browser: Browser = await openBrowser();
    try {
      const { page } = browser;
      // The browser's read of the defaults fails; nothing else does.
      await page.route('**/getGuardrailSettings**', (route) => route.abort());
      await clientSignIn(page, client.user.email, TEST_PASSWORD);
      await page.goto(`/account-details/${client.accountNumber}`);
      await page.getByRole('tab', { name: /Automated Strategies/ }).click();
      const card = page.locator('li', {
        has: page.getByRole('heading', { level: 3, name: 'Steady Majors' }),
      });
      await card.getByRole('button', { name: 'Subscribe' }).click();
      const dialog = page.getByRole('dialog');
      const verdict = dialog.getByTestId('risk-verdict').filter({
        hasText: /^At 0\.01 lots|^This strategy does not have enough history/,
      });
      await verdict.or(dialog.getByText('The risk preview is not available right now.')).waitFor();
      expect(await dialog.getByLabel('Equity stop', { exact: true }).inputValue()).toBe('none');
      // Whether 0.01 lots asks for an acknowledgement depends on the shared market's history so far.
      const acknowledgement = dialog.getByRole('checkbox', { name: /I understand/ });
      if ((await acknowledgement.count()) > 0) await acknowledgement.check();
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText(/^Successfully subscribed to strategy!/).waitFor();
    } finally {
      await browser.close();
    }
    const { subscriber } = await clientFor(client.user).getSubscriptions({
      subscriberId: client.metaApiAccountId,
    });
    expect(subscriber.subscriptions.map((s) => s.guardrails)).toEqual([
      {
        equityStop: { kind: 'percent', value: 25 },
        dailyLossLimit: null,
        onHit: 'close-only',
      },
    ]);
    expect(subscriber.subscriptions.map((s) => s.maxLeverage)).toEqual([100]);
  }, 180_000);
});
