// Every route at a phone (375 px), a tablet (768 px) and a desktop (1440 px) width: the page never
// scrolls sideways (wide tables scroll inside their card), the signed-in navigation stays one row on a
// phone (a Menu button), and a dialog fits the screen. Screenshots are saved for people to look at;
// the assertions are about layout, never pixels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { fastSimulator } from '../support/simulator.ts';
import { openBrowser, SCREENSHOTS, type Browser } from '../../tools/stack-clients/browser.ts';
import { signIn } from './admin/support.ts';
import path from 'node:path';
import { mkdirSync } from 'node:fs';

const WIDTHS = [375, 768, 1440];

/** How far the page scrolls sideways (0 when it fits its viewport). */
async function sidewaysOverflow(page: Page): Promise<number> {
  const root = 'document.documentElement';
  return Number(await page.evaluate(`${root}.scrollWidth - ${root}.clientWidth`));
}

async function checkWidths(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await open();
    expect({ name, width, overflow: await sidewaysOverflow(page) }).toEqual({ name, width, overflow: 0 });
    await page.screenshot({
      path: path.join(SCREENSHOTS, `responsive-${name}-${width}.png`),
      fullPage: true,
    });
  }
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

describe('every route fits phone, tablet and desktop widths', { timeout: 240_000 }, () => {
  let browser: Browser;
  let owner: ProvisionedUser;
  beforeAll(async () => {
    await fastSimulator();
    owner = await provisionedUser('responsive', { isAdmin: true, isTechnicalAdmin: true });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    ['landing', '/', /./],
    ['login', '/login', 'Sign in'],
    ['register', '/register', 'Create your account'],
    ['reset-password', '/reset-password', /./],
    ['terms', '/terms', /./],
  ])('public page %s (%s)', async (name, route, title) => {
    const { page } = browser;
    await checkWidths(page, name, async () => {
      await page.goto(route);
      await heading(page, title);
    });
  });

  it('signed-in pages, with the navigation on one row and a dialog that fits on a phone', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    // A technical admin: the login form then asks for the SMS code of the second factor.
    await signIn(page, owner.user);

    const pages: [string, string, () => Promise<void>][] = [
      ['dashboard', '/dashboard', () => page.getByText('My XM account').first().waitFor()],
      ['add-trading-account', '/add-trading-account', () => heading(page, 'Add Trading Account')],
      ['account-details', `/account-details/${owner.accountNumber}`, () => heading(page, 'My XM account')],
      ['admin', '/admin', () => page.getByRole('region', { name: 'Users' }).waitFor()],
      ['technical-admin', '/admin/technical', () => heading(page, /./)],
    ];
    for (const [name, route, ready] of pages) {
      await checkWidths(page, name, async () => {
        await page.goto(route);
        await ready();
      });
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/account-details/${owner.accountNumber}`);
    await heading(page, 'My XM account');
    const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(bar?.height ?? 999).toBeLessThanOrEqual(72);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();

    await page.getByRole('button', { name: 'Remove Account' }).click();
    const dialog = await page.getByRole('dialog').boundingBox();
    expect(dialog).not.toBeNull();
    expect(dialog!.x).toBeGreaterThanOrEqual(0);
    expect(dialog!.x + dialog!.width).toBeLessThanOrEqual(375);
    expect(dialog!.y + dialog!.height).toBeLessThanOrEqual(800);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'responsive-dialog-375.png') });
  });
});
