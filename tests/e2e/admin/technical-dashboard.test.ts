// A technical admin undeploys and redeploys every account from /admin/technical: each is a deployment
// run followed live (progress bar to 100%), a failure shows its reason and is retried, the counts move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resetEmulators } from '../../../tools/stack-clients/emulators.ts';
import { provisionedUser } from '../../support/accounts.ts';
import { fastSimulator, simulator } from '../../support/simulator.ts';
import {
  openBrowser,
  screenshots,
  seriousA11yViolations,
  type Browser,
} from '../../../tools/stack-clients/browser.ts';
import { namedUser, signIn, type NamedUser } from './support.ts';

async function production(
  page: Page,
): Promise<{ total: number; deployed: number; undeployed: number; inProgress: number }> {
  const cells = await page.locator('tr[data-env="production"] td').allTextContents();
  const [total, deployed, undeployed, inProgress] = cells.map((text) => Number(text));
  return {
    total: total ?? -1,
    deployed: deployed ?? -1,
    undeployed: undeployed ?? -1,
    inProgress: inProgress ?? -1,
  };
}

/** Refreshes the stats until they satisfy `done`: each round waits for the stats answer, never a sleep. */
async function refreshUntil(
  page: Page,
  done: (counts: Awaited<ReturnType<typeof production>>) => boolean,
): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (done(await production(page))) return;
    const answered = page.waitForResponse(
      (response) => response.url().includes('/getDeploymentStats') && response.request().method() === 'GET',
    );
    await page.getByRole('button', { name: 'Refresh Stats' }).click();
    await answered;
    await page.getByRole('button', { name: 'Refresh Stats' }).and(page.locator(':enabled')).waitFor();
  }
  throw new Error(`counts never settled: ${JSON.stringify(await production(page))}`);
}

describe('technical admin dashboard', () => {
  let browser: Browser;
  let tech: NamedUser;
  let refusedAccountId = '';

  beforeAll(async () => {
    // A fresh bridge as well as fresh emulators: "deploy all" acts on every bridge account, so accounts
    // left by earlier suites would change the counts this journey checks.
    await resetEmulators();
    await simulator.reset();
    await fastSimulator();
    tech = await namedUser('tech', 'Theo', { isAdmin: true, isTechnicalAdmin: true });
    await provisionedUser('deployed-a');
    refusedAccountId = (await provisionedUser('deployed-b')).metaApiAccountId;
    browser = await openBrowser();
    await signIn(browser.page, tech);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the statistics, undeploys and deploys with confirmations, and the counts change', async () => {
    const { page } = browser;
    await page.goto('/admin/technical');
    await page.getByRole('heading', { name: 'Technical Admin Dashboard' }).waitFor();
    for (const label of ['Total Accounts', 'Deployed Accounts', 'Undeployed Accounts', 'In Progress']) {
      await page.getByRole('heading', { name: label, exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Technical note' }).waitFor();
    await refreshUntil(page, (c) => c.total === 2 && c.deployed === 2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshots(page, 'admin-technical', [1280]);

    // The bridge refuses one account once: the run finishes with that failure and its reason.
    await simulator.injectFaults([
      {
        match: { method: 'POST', path: `/accounts/${refusedAccountId}/undeploy$` },
        kind: 'status',
        status: 403,
        times: 1,
      },
    ]);
    await page.getByRole('button', { name: 'Undeploy Connected Accounts' }).click();
    const undeploy = page.getByRole('dialog', { name: 'Undeploy Connected Accounts' });
    await undeploy.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Undeploying 2 accounts…', { exact: true }).waitFor({ timeout: 60_000 });
    const bar = page.getByRole('progressbar', { name: 'Run progress' });
    await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Undeploy run: completed with failures' }).waitFor();
    const failures = page.getByRole('table', { name: 'Failed accounts' });
    await failures
      .getByRole('cell', { name: 'The trading service refused our credentials. Please contact support.' })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshots(page, 'admin-technical-run-failure', [1280]);

    await page.getByRole('button', { name: 'Retry Failed' }).click();
    await page
      .getByRole('heading', { name: 'Undeploy run: completed', exact: true })
      .waitFor({ timeout: 60_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await expect(failures.count()).resolves.toBe(0);
    await refreshUntil(page, (c) => c.total === 2 && c.deployed === 0 && c.undeployed === 2);

    await page.getByRole('button', { name: 'Deploy Disconnected Accounts' }).click();
    await page
      .getByRole('dialog', { name: 'Deploy Disconnected Accounts' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page
      .getByRole('heading', { name: 'Deploy run: completed', exact: true })
      .waitFor({ timeout: 60_000 });
    await refreshUntil(page, (c) => c.total === 2 && c.deployed === 2);
    await page.getByRole('table', { name: 'Last runs' }).getByRole('row').nth(3).waitFor();

    await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  }, 180_000);
});
