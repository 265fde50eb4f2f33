// Journey: a client opens Trading History and sees the cumulative profit chart (lightweight-charts,
// loaded on that tab only) above the deals table. Everything is real: the account is provisioned and
// subscribed through the API, and the simulator's clock is advanced so the strategy trades and the copied
// positions close (its simulated time starts a week back, so those deals fall in the 30-day window).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionedUser } from '../../support/accounts.ts';
import { clientFor } from '../../support/api.ts';
import { eventually } from '../../support/poll.ts';
import { fastSimulator, simulator } from '../../support/simulator.ts';
import { withRiskAcknowledged } from '../../support/risk.ts';
import { TEST_PASSWORD } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { checkpoint, signIn } from './client-support.ts';

describe('client journey: trading history chart', () => {
  let browser: Browser;
  beforeAll(async () => {
    await fastSimulator();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('draws the cumulative profit of the last 30 days', async () => {
    const { page } = browser;
    const { user, accountNumber, metaApiAccountId } = await provisionedUser('e2e-history');
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('lightweight-charts')) chartRequests.push(request.url());
    });
    const api = clientFor(user);
    const { strategies } = await api.getStrategies({});
    const strategyId = strategies[0]?._id ?? '';
    await eventually('the account to connect', async () =>
      Boolean(await api.getAccountInfo({ accountId: metaApiAccountId }).catch(() => null)),
    );
    await api.subscribeToStrategy(
      await withRiskAcknowledged(user, { subscriberId: metaApiAccountId, strategyId, tradeVolume: 0.05 }),
    );
    await simulator.advance(6 * 3_600_000); // six hours of strategy trading
    const { historyItems } = await eventually('closed deals in the history', async () => {
      const answer = await api.getTradingHistory({ accountId: metaApiAccountId });
      return answer.historyItems.length > 0 ? answer : null;
    });

    await signIn(page, user.email, TEST_PASSWORD);
    await page.goto(`/account-details/${accountNumber}`);
    await page.getByRole('tab', { name: /Overview/, selected: true }).waitFor();
    expect(chartRequests).toEqual([]); // not loaded before the tab opens

    await page.getByRole('tab', { name: 'Trading History' }).click();
    await page.locator('figure canvas').first().waitFor();
    const total = historyItems.reduce((sum, item) => sum + item.profit, 0);
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total);
    await page.getByText(`Cumulative profit of closed deals over the last 30 days: ${money}`).waitFor();
    const table = page.getByRole('region', { name: 'Trading history table' });
    expect(await table.getByRole('row').count()).toBe(historyItems.length + 1); // header + one row a deal
    expect(await page.getByRole('row').count()).toBe(historyItems.length + 1); // the chart's layout table is not data
    expect(chartRequests.length).toBeGreaterThan(0);
    await checkpoint(page, 'history-chart');
  }, 120_000);
});
