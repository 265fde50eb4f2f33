// Granting and revoking admin and technical admin from the admin table, with the self and non-admin
// guards; the route guards of /admin and /admin/technical for a plain user and a non-technical admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEmulators } from '../../../tools/stack-clients/emulators.ts';
import {
  openBrowser,
  screenshots,
  seriousA11yViolations,
  type Browser,
} from '../../../tools/stack-clients/browser.ts';
import {
  chooseTab,
  confirm,
  expectNotice,
  findRow,
  namedUser,
  openAdmin,
  signIn,
  userDoc,
  type NamedUser,
} from './support.ts';

describe('admin roles and guards', () => {
  let tech: NamedUser;
  let plainAdmin: NamedUser;
  let member: NamedUser;

  beforeAll(async () => {
    await resetEmulators();
    tech = await namedUser('tech', 'Tessa', { isAdmin: true, isTechnicalAdmin: true });
    plainAdmin = await namedUser('admin', 'Arno', { isAdmin: true });
    member = await namedUser('member', 'Mira', { subscription: 'active' });
  });

  describe('as a technical admin', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await openBrowser();
      await signIn(browser.page, tech);
      await openAdmin(browser.page);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('refuses technical admin for a non-admin, then grants and revokes both roles', async () => {
      const { page } = browser;
      await chooseTab(page, 'With Subscription');
      const row = await findRow(page, member.lastName, member.uid);
      await row.getByRole('button', { name: `Make Technical Admin for ${member.fullName}` }).click();
      await expectNotice(page, 'User must be an admin before they can be a technical admin.');
      expect(await page.getByRole('dialog').count()).toBe(0);

      await row.getByRole('button', { name: `Make Admin for ${member.fullName}` }).click();
      await confirm(page, 'Grant admin privileges');
      await expectNotice(page, 'Admin privileges granted successfully');
      await row.getByText('Admin', { exact: true }).waitFor();
      expect(await userDoc(member.uid)).toMatchObject({ isAdmin: true, lastChangedBy: tech.uid });

      await row.getByRole('button', { name: `Make Technical Admin for ${member.fullName}` }).click();
      await confirm(page, 'Grant technical admin privileges');
      await expectNotice(page, 'Technical admin privileges granted successfully');
      await row.getByText('Technical Admin', { exact: true }).waitFor();
      expect(await userDoc(member.uid)).toMatchObject({ isAdmin: true, isTechnicalAdmin: true });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshots(page, 'admin-roles', [1280]);

      await row.getByRole('button', { name: `Revoke Technical Admin for ${member.fullName}` }).click();
      await confirm(page, 'Revoke technical admin privileges');
      await expectNotice(page, 'Technical admin privileges revoked successfully');
      expect(await userDoc(member.uid)).toMatchObject({ isAdmin: true, isTechnicalAdmin: false });

      await row.getByRole('button', { name: `Revoke Admin for ${member.fullName}` }).click();
      await confirm(page, 'Revoke admin privileges');
      await expectNotice(page, 'Admin privileges revoked successfully');
      expect(await userDoc(member.uid)).toMatchObject({ isAdmin: false, isTechnicalAdmin: false });
    });

    it('cannot change its own roles', async () => {
      const { page } = browser;
      await chooseTab(page, 'Admins');
      const row = await findRow(page, tech.lastName, tech.uid);
      expect(await row.getByRole('button', { name: `Revoke Admin for ${tech.fullName}` }).isDisabled()).toBe(
        true,
      );
      expect(
        await row.getByRole('button', { name: `Revoke Technical Admin for ${tech.fullName}` }).isDisabled(),
      ).toBe(true);
    });

    it('links to the technical dashboard', async () => {
      const { page } = browser;
      await page.getByRole('link', { name: 'Technical Admin Dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/technical');
    });
  });

  describe('as an admin who is not technical', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await openBrowser();
      await signIn(browser.page, plainAdmin);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('sees no technical toggle or link, and is sent from /admin/technical to /admin', async () => {
      const { page } = browser;
      await openAdmin(page);
      await chooseTab(page, 'Admins');
      const row = await findRow(page, tech.lastName, tech.uid);
      await row.getByRole('button', { name: `Revoke Admin for ${tech.fullName}` }).waitFor();
      expect(await page.getByRole('button', { name: /Technical Admin for/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Technical Admin Dashboard' }).count()).toBe(0);
      const own = await findRow(page, plainAdmin.lastName, plainAdmin.uid);
      expect(
        await own.getByRole('button', { name: `Revoke Admin for ${plainAdmin.fullName}` }).isDisabled(),
      ).toBe(true);

      await page.goto('/admin/technical');
      await page.waitForURL((url) => url.pathname === '/admin');
      expect(new URL(page.url()).pathname).toBe('/admin');
    });
  });

  describe('as a plain user', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await openBrowser();
      await signIn(browser.page, member);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('is sent from /admin to /dashboard', async () => {
      const { page } = browser;
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    });
  });
});
