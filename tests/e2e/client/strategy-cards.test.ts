// Journey (docs/product.md §2, §3): a strategy card's monthly gain, yearly gain, trades and subscribers
// match the simulator's own history of the strategy's account, worked out here from its raw deals; then
// an admin makes a strategy inactive in the Admin Panel and the client's card disables Subscribe and says
// why. Real emulators, functions, the simulator and Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clientFor } from '../../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../../support/accounts.ts';
import { fastSimulator } from '../../support/simulator.ts';
import { HAND_COMPUTED, installStrategy, runStatisticsJob } from '../../support/strategy-history.ts';
import { withRiskAcknowledged } from '../../support/risk.ts';
import { simulatorUrl } from '../../../tools/stack-clients/emulators.ts';
import { simulatorToken } from '../../../tools/stack-clients/simulator-accounts.ts';
import { TEST_PASSWORD, userWithRoles } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { openAdmin, signIn as adminSignIn } from '../admin/support.ts';
import { checkpoint, signIn } from './client-support.ts';

const DAY = 86_400_000;
const FIGURED = { id: 'CdFg', name: 'Card Figures' };
const CLOSED = { id: 'CdCl', name: 'Closed To New' };
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

interface RawDeal {
  entryType?: string;
  profit?: number;
  swap?: number;
  commission?: number;
  time: string;
}

async function simulatorNow(): Promise<number> {
  const state = (await (await fetch(`${simulatorUrl()}/__control/state`)).json()) as { now: string };
  return Date.parse(state.now);
}

/**
 * The figures worked out from the strategy account's raw history deals (no adapter of ours): every
 * closing deal is one closed trade here (the installed trades close in one deal each); a gain is the
 * sum of profit, swap and commission of the closing deals of the last 30 / 365 UTC days, today included.
 */
async function expectedFigures(strategyId: string, now: number) {
  const from = new Date(now - 400 * DAY).toISOString();
  const till = new Date(now).toISOString();
  const account = `provider-${strategyId.toLowerCase()}`;
  const response = await fetch(
    `${simulatorUrl()}/users/current/accounts/${account}/history-deals/time/${from}/${till}?limit=1000`,
    { headers: { 'auth-token': simulatorToken() } },
  );
  expect(response.status).toBe(200);
  const closes = ((await response.json()) as RawDeal[]).filter((d) => d.entryType === 'DEAL_ENTRY_OUT');
  const today = Math.floor(now / DAY);
  const within = (days: number) =>
    closes
      .filter((d) => Math.floor(Date.parse(d.time) / DAY) > today - days)
      .reduce((sum, d) => sum + (d.profit ?? 0) + (d.swap ?? 0) + (d.commission ?? 0), 0);
  return { monthly: usd(within(30)), yearly: usd(within(365)), trades: String(closes.length) };
}

function figureOn(page: Page, strategyName: string, label: string) {
  const card = page.locator('li', { has: page.getByRole('heading', { level: 3, name: strategyName }) });
  return card
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

describe('client journey: strategy card figures and an inactive strategy', () => {
  let browser: Browser;
  let client: ProvisionedUser;
  let expected: Awaited<ReturnType<typeof expectedFigures>>;
  beforeAll(async () => {
    await fastSimulator();
    await installStrategy(FIGURED.id, FIGURED.name, HAND_COMPUTED);
    await installStrategy(CLOSED.id, CLOSED.name, HAND_COMPUTED.slice(0, 4));
    expected = await expectedFigures(FIGURED.id, await simulatorNow());
    expect((await runStatisticsJob()).failed).toEqual([]);
    client = await provisionedUser('e2e-cards');
    await clientFor(client.user).subscribeToStrategy(
      await withRiskAcknowledged(client.user, {
        subscriberId: client.metaApiAccountId,
        strategyId: FIGURED.id,
        tradeVolume: 0.02,
      }),
    );
    browser = await openBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser.close();
  });

  it("shows the gains, trades and subscribers the strategy account's history gives", async () => {
    const { page } = browser;
    await signIn(page, client.user.email, TEST_PASSWORD);
    await page.goto(`/account-details/${client.accountNumber}`);
    await page.getByRole('tab', { name: /Automated Strategies/ }).click();
    await figureOn(page, FIGURED.name, 'Monthly gain').waitFor();
    expect(await figureOn(page, FIGURED.name, 'Monthly gain').innerText()).toBe(expected.monthly);
    expect(await figureOn(page, FIGURED.name, 'Yearly gain').innerText()).toBe(expected.yearly);
    expect(await figureOn(page, FIGURED.name, 'Trades').innerText()).toBe(expected.trades);
    // Our one subscribed account (this strategy exists only in this suite).
    expect(await figureOn(page, FIGURED.name, 'Subscribers').innerText()).toBe('1');
    await checkpoint(page, 'strategy-card-figures');
  }, 120_000);

  it('disables Subscribe, with the reason, on a strategy an admin made inactive', async () => {
    const admin = await userWithRoles('e2e-cards-adm', { isAdmin: true });
    const adminBrowser = await openBrowser();
    try {
      const adminPage = adminBrowser.page;
      await adminSignIn(adminPage, admin);
      await openAdmin(adminPage);
      await adminPage.getByRole('button', { name: 'Strategies', exact: true }).click();
      await adminPage.getByRole('button', { name: `Make ${CLOSED.name} inactive` }).click();
      await adminPage.getByRole('button', { name: `Make ${CLOSED.name} active` }).waitFor();
      expect(await adminPage.locator(`li[data-strategy-id="${CLOSED.id}"]`).innerText()).toContain(
        'Inactive',
      );
    } finally {
      await adminBrowser.close();
    }

    const { page } = browser;
    await page.reload();
    await page.getByRole('tab', { name: /Automated Strategies/ }).click();
    const closed = page.locator('li', { has: page.getByRole('heading', { level: 3, name: CLOSED.name }) });
    const subscribe = closed.getByRole('button', { name: 'Subscribe' });
    await closed.getByText(/an admin closed this strategy to new subscriptions/).waitFor();
    expect(await subscribe.isDisabled()).toBe(true);
    expect(await closed.getByText(/Accounts already subscribed keep copying it/).count()).toBe(1);
    // The same account may subscribe to an active strategy: the inactive state is what disables it.
    const open = page.locator('li', { has: page.getByRole('heading', { level: 3, name: 'Steady Majors' }) });
    expect(await open.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(false);
    await checkpoint(page, 'strategy-card-inactive');
  }, 180_000);
});
