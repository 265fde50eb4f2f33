// Journey: a client opens Trading History and sees the cumulative profit chart (lightweight-charts,
// loaded on that tab only) above the deals table. The account is provisioned through the real
// endpoint; only the history answer is replaced in the browser, because a fresh simulator account has
// no closed deals inside the last 30 days yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionedUser } from '../../support/accounts.ts';
import { fastSimulator } from '../../support/simulator.ts';
import { TEST_PASSWORD } from '../../support/users.ts';
import { openBrowser, type Browser } from '../support/browser.ts';
import { checkpoint, signIn } from './client-support.ts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-allow-methods': 'GET, OPTIONS',
};

function deal(id: string, daysAgo: number, profit: number) {
  return {
    id,
    time: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    type: 'DEAL_TYPE_SELL',
    entryType: 'DEAL_ENTRY_OUT',
    symbol: 'EURUSD',
    volume: 0.05,
    profit,
  };
}

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
    const { user, accountNumber } = await provisionedUser('e2e-history');
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('lightweight-charts')) chartRequests.push(request.url());
    });
    await page.route('**/getTradingHistory?**', async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      const now = new Date();
      return route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': 'application/json' },
        body: JSON.stringify({
          success: true,
          startTime: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
          endTime: now.toISOString(),
          historyItems: [deal('d1', 20, 12.5), deal('d2', 12, -4.25), deal('d3', 3, 8)],
        }),
      });
    });

    await signIn(page, user.email, TEST_PASSWORD);
    await page.goto(`/account-details/${accountNumber}`);
    await page.getByRole('tab', { name: /Overview/, selected: true }).waitFor();
    expect(chartRequests).toEqual([]); // not loaded before the tab opens

    await page.getByRole('tab', { name: 'Trading History' }).click();
    await page.locator('figure canvas').first().waitFor();
    await page.getByText('Cumulative profit of closed deals over the last 30 days: $16.25').waitFor();
    const table = page.getByRole('region', { name: 'Trading history table' });
    expect(await table.getByRole('row').count()).toBe(4); // header + three deals
    expect(await page.getByRole('row').count()).toBe(4); // the chart's layout table is not data
    expect(chartRequests.length).toBeGreaterThan(0);
    await checkpoint(page, 'history-chart');
  }, 120_000);
});
