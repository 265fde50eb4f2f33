// Journey: a client deletes their account from the Security page (docs/product.md §14): the page says
// beforehand what becomes of the connected account, wants the password again and a confirmation, then
// signs out; signing in again is refused, and the erasure finishes (docs/operations.md "Erasure").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { provisionedUser } from '../../support/accounts.ts';
import { authUserExists, bridgeStillHolds, erasureOf } from '../../support/erasure.ts';
import { eventually } from '../../support/poll.ts';
import { fastSimulator } from '../../support/simulator.ts';
import { checkpoint, signIn } from './client-support.ts';

const CONSEQUENCES =
  'Your profile and your CopyDesk data are deleted. For each connected account: Copying stops, open positions stay on your broker account, and the account leaves MetaApi.';

describe('client journey: delete my account', () => {
  let browser: Browser;
  beforeAll(async () => {
    await fastSimulator();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('deletes the account after the password and a confirmation, signs out, and the sign-in no longer works', async () => {
    const { page } = browser;
    const client = await provisionedUser('e2e-erase');
    await signIn(page, client.user.email, TEST_PASSWORD);
    await page.goto('/security');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByText(CONSEQUENCES).waitFor();
    const listed = section.getByRole('list', { name: 'Connected accounts' }).getByRole('listitem');
    await listed.first().waitFor();
    expect(await listed.allInnerTexts()).toEqual([
      expect.stringMatching(
        new RegExp(
          `\\(${client.accountNumber}, .+\\): copying stops, open positions stay on your broker account, and the account leaves MetaApi\\.$`,
        ),
      ),
    ]);
    await checkpoint(page, 'delete-account-section');

    await section.getByLabel('Password').fill('not-the-password');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByRole('alert').filter({ hasText: 'That password is not right.' }).waitFor();
    expect(await erasureOf(client.user.uid)).toBeUndefined();

    await section.getByLabel('Password').fill(TEST_PASSWORD);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = section.getByRole('alertdialog', { name: 'Delete my account for good?' });
    await confirm.getByRole('button', { name: 'Delete my account' }).click();

    // Signing out reloads the app at its start page (lib/auth/auth-session.ts); the route guard may show
    // the sign-in page first, so wait until that reload has finished.
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForLoadState('networkidle');
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
    await page.goto('/login');
    await page
      .getByRole('status')
      .filter({
        hasText:
          'Your account is being deleted. Copying stops, open positions stay on your broker account, and the account leaves MetaApi.',
      })
      .waitFor();
    await checkpoint(page, 'delete-account-signed-out');

    await page.getByLabel('Email').fill(client.user.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Disabled at once, so the sign-in is refused with the closed-account text (docs/product.md §8); once
    // the cleanup has deleted the Auth user, the emulator answers as for an unknown account instead.
    await page
      .getByRole('alert')
      .filter({
        hasText:
          /^(This account is closed\. If you deleted it, its data is being erased; otherwise contact support\.|No account found with this email\..*|Invalid login credentials\..*)$/,
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await eventually(
      'the erasure to finish',
      async () => (await erasureOf(client.user.uid))?.status === 'done',
      {
        timeoutMs: 120_000,
        intervalMs: 500,
      },
    );
    expect(await authUserExists(client.user.uid)).toBe(false);
    expect(await bridgeStillHolds(client)).toEqual({ accounts: 0, subscriptions: 0 });
  }, 240_000);
});
