// Journey: a client's broker rejects the saved password. Once the check has run (the same on-demand
// check the Refresh button makes, called before the browser looks), the client sees on the dashboard
// the health badge and the reason beside Connected, and the bell's unread count; marks it read; reads
// the open incident and its action in the account's Health section; and, once the broker connection is
// back, Refresh shows the account healthy and the incident resolved. Real emulators, functions, simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionedUser } from '../../support/accounts.ts';
import { eventually } from '../../support/poll.ts';
import { fastSimulator } from '../../support/simulator.ts';
import { TEST_PASSWORD } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { checkpoint, signIn } from '../client/client-support.ts';
import { brokenAccount, notificationsOf, setConnection } from './support.ts';

describe('client journey: copy health', () => {
  let browser: Browser;
  beforeAll(async () => {
    await fastSimulator();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the badge, the reason and the bell count, then the incident and its resolution', async () => {
    const { page } = browser;
    const { user, accountNumber, metaApiAccountId } = await provisionedUser('e2e-health');
    await brokenAccount(user, accountNumber, metaApiAccountId);

    // Dashboard: the card's badges and the reason sentence; the bell counts one unread notification.
    await signIn(page, user.email, TEST_PASSWORD);
    const card = page.locator('li', { has: page.getByRole('heading', { name: 'My XM account' }) });
    await card.getByText('Connected', { exact: true }).waitFor();
    await card.getByText('Broker disconnected', { exact: true }).waitFor();
    expect(await card.getByTestId('health-reason').textContent()).toBe(
      'Your broker rejected the saved password, or the broker account is closed.',
    );
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await page.getByRole('heading', { name: 'E-mail notifications' }).waitFor();
    await checkpoint(page, 'health-dashboard');

    // The bell's list, then mark as read: the count goes, and Firestore says read.
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: `View account ${accountNumber}` }).waitFor();
    await checkpoint(page, 'health-bell-open');
    await panel.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByRole('button', { name: 'Notifications, none unread' }).waitFor();
    await eventually('the notification marked read', async () => {
      const [stored] = await notificationsOf(user.uid, 1);
      return stored?.read === true;
    });

    // The account's Health section: the open incident with what to do.
    await panel.getByRole('link', { name: `View account ${accountNumber}` }).click();
    await page.waitForURL((url) => url.pathname === `/account-details/${accountNumber}`);
    const health = page.getByRole('region', { name: 'Health' });
    await health.getByRole('heading', { name: 'Open incident: Broker disconnected' }).waitFor();
    await health
      .getByText('If you changed your broker password, remove and reconnect the account.', { exact: false })
      .first()
      .waitFor();
    const incidents = health.getByRole('list', { name: 'Incidents in the last 30 days' });
    expect(await incidents.getByRole('listitem').count()).toBe(1);
    await checkpoint(page, 'health-details-open-incident');

    // The cause clears; Refresh checks again (a repeat within the server's minimum interval answers
    // the stored health, so press again until the check ran: the condition is the page, not a timer).
    await setConnection(metaApiAccountId, 'CONNECTED');
    const refresh = health.getByRole('button', { name: 'Refresh health' });
    await eventually(
      'the account healthy after Refresh',
      async () => {
        await refresh.click();
        await refresh.waitFor(); // the label is back once the check answered
        return (await health.getByText('Healthy', { exact: true }).count()) > 0;
      },
      { intervalMs: 2_000 },
    );
    await incidents.getByText(/resolved/).waitFor();
    expect(await health.getByTestId('open-incident').count()).toBe(0);
    await eventually(
      'the resolution notification',
      async () => (await page.getByRole('button', { name: 'Notifications, 1 unread' }).count()) > 0,
    );
    await checkpoint(page, 'health-details-resolved');
  }, 180_000);
});
