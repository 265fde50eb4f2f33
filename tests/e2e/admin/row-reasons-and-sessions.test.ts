// Admin row actions that explain themselves instead of failing (docs/product.md §5, §7), and what a
// signed-in user sees when their roles change or their session is revoked (docs/product.md §3 roles).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { provisionedUser } from '../../support/accounts.ts';
import { callRaw } from '../../support/api.ts';
import { eventually } from '../../support/poll.ts';
import { fastSimulator, simulator } from '../../support/simulator.ts';
import { withRiskAcknowledged } from '../../support/risk.ts';
import { adminDb } from '../../../tools/stack-clients/users.ts';
import { resetEmulators } from '../../../tools/stack-clients/emulators.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import {
  chooseTab,
  confirm,
  expectNotice,
  findRow,
  namedUser,
  openAdmin,
  signIn,
  type NamedUser,
} from './support.ts';

const ACCESS_CHANGED = 'Your access has changed. Please sign in again.';

describe('admin row actions say why, and role changes end sessions', { timeout: 240_000 }, () => {
  let browser: Browser;
  let plainAdmin: NamedUser;
  beforeAll(async () => {
    // A small users list (as the other admin journeys): the table and its search answer quickly.
    await resetEmulators();
    await fastSimulator();
    plainAdmin = await namedUser('rowadmin', 'Rhea', { isAdmin: true });
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

  it('disables Add Strategy for a user without a trading account, with the reason', async () => {
    const { page } = browser;
    const member = await namedUser('noacct', 'Nia', { subscription: 'active' });
    await signIn(page, plainAdmin);
    await openAdmin(page);
    // A subscriber is listed under With Subscription (the first tab lists users without one).
    await chooseTab(page, 'With Subscription');
    const row = await findRow(page, member.lastName, member.uid);
    const add = row.getByRole('button', { name: `Add strategy for ${member.fullName}` });
    expect(await add.isDisabled()).toBe(true);
    expect(await add.getAttribute('title')).toBe(
      'User must have a trading account before they can subscribe to strategies.',
    );
  });

  it('shows a plain admin Revoke Admin on a technical admin disabled, with a one-line reason', async () => {
    const { page } = browser;
    const tech = await namedUser('rowtech', 'Toni', { isAdmin: true, isTechnicalAdmin: true });
    await signIn(page, plainAdmin);
    await openAdmin(page);
    await chooseTab(page, 'Admins');
    const row = await findRow(page, tech.lastName, tech.uid);
    expect(await row.getByRole('button', { name: `Revoke Admin for ${tech.fullName}` }).isDisabled()).toBe(
      true,
    );
    await row.getByText('Only a technical admin can revoke admin from a technical admin.').waitFor();
  });

  it('treats removing a user from a strategy the bridge no longer has as done', async () => {
    const { page } = browser;
    const owner = await provisionedUser('rowstrategy');
    const subscribed = await callRaw('subscribeToStrategy', {
      token: owner.user.idToken,
      input: await withRiskAcknowledged(owner.user, {
        subscriberId: owner.metaApiAccountId,
        strategyId: 'AbCd',
        tradeVolume: 0.05,
      }),
    });
    expect(subscribed.status).toBe(200);
    await signIn(page, plainAdmin);
    await openAdmin(page);
    await chooseTab(page, 'With Subscription');
    const row = await findRow(page, owner.user.email, owner.user.uid);
    // From here on the bridge answers 404 for this subscriber: it no longer has the subscription.
    await simulator.injectFaults([
      {
        match: { method: 'GET', path: `/subscribers/${owner.metaApiAccountId}$` },
        kind: 'status',
        status: 404,
      },
    ]);
    await row.getByRole('button', { name: /^Remove strategy of / }).click();
    await confirm(page, 'Remove from strategy');
    await expectNotice(page, 'User removed from strategy successfully');
    await row.getByText('No strategy').waitFor();
    await simulator.clearFaults();
  });

  it('signs a user out with the reason when an admin changes their roles', async () => {
    const { page } = browser;
    const member = await namedUser('promoted', 'Pia', { subscription: 'active' });
    await signIn(page, member);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Pia' }).waitFor();
    await adminDb()
      .collection('users')
      .doc(member.uid)
      .update({ isAdmin: true, lastChangedBy: plainAdmin.uid });
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(ACCESS_CHANGED).waitFor();
  });

  it('signs a user out with the reason when an endpoint answers 401 (revoked session)', async () => {
    const { page } = browser;
    const member = await namedUser('revoked', 'Rosa', { subscription: 'active' });
    const signedInAt = Math.floor(Date.now() / 1000);
    await signIn(page, member);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Rosa' }).waitFor();
    // Revocation has one-second resolution: wait for the clock so the browser's token is older.
    await eventually(
      'a later second',
      () => Promise.resolve(Math.floor(Date.now() / 1000) > signedInAt + 1),
      { intervalMs: 20 },
    );
    await getAuth().revokeRefreshTokens(member.uid);
    // In-app navigation (no reload): the next endpoint call carries the revoked token.
    await page.getByRole('link', { name: 'Add Trading Account' }).first().click();
    await page.getByLabel('Account number', { exact: true }).fill('50000002');
    await page.getByRole('button', { name: 'Check Affiliation' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(ACCESS_CHANGED).waitFor();
  });
});
