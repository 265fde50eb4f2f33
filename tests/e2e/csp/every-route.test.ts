// The Content-Security-Policy in a real browser, served as production serves it: the built app through
// the Hosting emulator with firebase.json's headers (plus only this run's loopback emulators in
// connect-src, tools/stack/hosting-csp.ts). Every route is walked signed out, as a client and as a
// technical admin signed in with the SMS code; the browser must refuse nothing (docs/operations.md
// "Browser surface"). The Auth emulator disables app verification and cannot enable it, so no path
// here loads reCAPTCHA: docs/operations.md "Browser surface" says why and where it is checked instead.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { provisionedUser } from '../../support/accounts.ts';
import { eventually } from '../../support/poll.ts';
import { fastSimulator } from '../../support/simulator.ts';
import { signIn } from '../admin/support.ts';
import { openWatchedBrowser, type CspWatch } from './csp-watch.ts';

type Ready = (page: Page) => Promise<void>;

const heading =
  (name: string | RegExp): Ready =>
  (page) =>
    page.getByRole('heading', { level: 1, name }).waitFor();

/** Routes anyone may open, and what shows each one is rendered. */
const PUBLIC_ROUTES: [string, Ready][] = [
  ['/', heading(/./)],
  ['/login', heading('Sign in')],
  ['/register', heading('Create your account')],
  ['/reset-password', heading(/./)],
  ['/terms', heading('Terms and Conditions')],
  ['/no-such-page', heading('Page not found')],
];

/** Signed-in routes and where a signed-out visitor lands instead. */
const GUARDED_ROUTES: [string, string][] = [
  ['/dashboard', '/'],
  ['/add-trading-account', '/'],
  ['/account-details/123456', '/'],
  ['/security', '/'],
  ['/admin', '/login'],
  ['/admin/technical', '/login'],
];

/** The routes of a signed-in user with one connected account. */
function signedInRoutes(accountNumber: string): [string, Ready][] {
  return [
    ['/dashboard', heading(/Welcome/)],
    [`/account-details/${accountNumber}`, heading('My XM account')],
    [`/account-details/${accountNumber}#strategies`, heading('My XM account')],
    ['/add-trading-account', heading('Add Trading Account')],
    ['/security', heading('Security')],
    ...PUBLIC_ROUTES.filter(([route]) => route !== '/login'),
  ];
}

async function walk(page: Page, routes: [string, Ready][]): Promise<void> {
  for (const [route, ready] of routes) {
    await page.goto(route);
    await ready(page);
  }
}

/** Nothing refused anywhere on the walk; the round trip lets the last page's reports arrive. */
async function expectNothingRefused(watch: CspWatch): Promise<void> {
  await watch.page.evaluate('0');
  expect(watch.violations).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
}

describe('the Content-Security-Policy on every route', { timeout: 300_000 }, () => {
  let watch: CspWatch | undefined;

  afterEach(async () => {
    await watch?.close();
    watch = undefined;
  });

  it('is watched: an inline <style> and an inline script are refused and reported', async () => {
    watch = await openWatchedBrowser();
    const { page } = watch;
    await page.goto('/');
    await heading(/./)(page);
    await page.evaluate(`(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: red }';
      document.head.append(style);
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.head.append(script);
    })()`);
    await eventually('two reported violations', () => Promise.resolve(watch!.violations.length >= 2));
    expect(watch.violations.map((violation) => violation.directive).sort()).toEqual([
      'script-src-elem',
      'style-src-elem',
    ]);
    expect(await page.evaluate('window.inlineScriptRan === true')).toBe(false);
    await eventually('the console errors', () => Promise.resolve(watch!.consoleErrors.length >= 2));
  });

  it('refuses nothing signed out', async () => {
    watch = await openWatchedBrowser();
    const { page } = watch;
    await walk(page, PUBLIC_ROUTES);
    for (const [route, landing] of GUARDED_ROUTES) {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === landing);
      await heading(/./)(page);
    }
    await expectNothingRefused(watch);
  });

  it('refuses nothing for a client signed in with a connected account', async () => {
    await fastSimulator();
    const client = await provisionedUser('csp-client');
    watch = await openWatchedBrowser();
    const { page } = watch;
    await signIn(page, client.user);
    await walk(page, signedInRoutes(client.accountNumber));
    for (const route of ['/admin', '/admin/technical', '/login']) {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await heading(/Welcome/)(page);
    }
    await expectNothingRefused(watch);
  });

  it('refuses nothing for a technical admin signed in with the SMS code', async () => {
    await fastSimulator();
    const admin = await provisionedUser('csp-admin', { isAdmin: true, isTechnicalAdmin: true });
    watch = await openWatchedBrowser();
    const { page } = watch;
    await signIn(page, admin.user);
    await walk(page, [
      ['/admin', (p) => p.getByRole('region', { name: 'Users' }).waitFor()],
      ['/admin/technical', heading('Technical Admin Dashboard')],
      ...signedInRoutes(admin.accountNumber),
      ['/dashboard', heading(/Welcome/)],
    ]);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await heading(/./)(page);
    await expectNothingRefused(watch);
  });
});
