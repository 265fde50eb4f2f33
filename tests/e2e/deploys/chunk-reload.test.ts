// An open tab across a Hosting deploy (docs/operations.md "Deploys and open tabs"), in Chromium on the
// Hosting emulator (firebase.json's rewrite and headers): the tab's old entry asks for a lazy chunk the
// deploy removed, Hosting answers index.html, the import fails on its MIME type, and the page reloads
// once onto the new build, on the route it was going to. A new build whose chunk still fails reloads
// once too, then shows the error screen instead of reloading again. Each document the tab loads counts
// itself in sessionStorage (an init script), which is how the reloads are counted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { hostingUrl } from '../../../tools/stack-clients/emulators.ts';
import { distFingerprint, redeploy, type Redeploy } from './redeploy.ts';

const COUNT_LOADS = `sessionStorage.setItem('e2e.loads', String(Number(sessionStorage.getItem('e2e.loads')) + 1));`;

// Page scripts as strings: the root programs are type-checked without the DOM library.
const loads = async (page: Page) => Number(await page.evaluate(`sessionStorage.getItem('e2e.loads')`));
const navigationType = (page: Page) =>
  page.evaluate<string>(`performance.getEntriesByType('navigation')[0].type`);
const loadedScripts = (page: Page) =>
  page.evaluate<string[]>(
    `performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)`,
  );

/** The landing page, loaded once from the current build; then a click on "Sign in" (a lazy screen). */
async function openLandingThenSignIn(page: Page, deploy: () => void): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await loads(page)).toBe(1);
  deploy();
  await page
    .getByRole('link', { name: /sign in/i })
    .first()
    .click();
}

describe('a deploy under an open tab', { timeout: 120_000 }, () => {
  let browser: Browser;
  let deployed: Redeploy | undefined;
  let before: Record<string, string>;

  beforeEach(async () => {
    before = distFingerprint();
    browser = await openBrowser(1280, hostingUrl());
    await browser.context.addInitScript({ content: COUNT_LOADS });
  });

  afterEach(async () => {
    deployed?.restore();
    deployed = undefined;
    await browser.close();
    expect(distFingerprint()).toEqual(before);
  });

  it('reloads the page exactly once and lands on the lazy route it was opening', async () => {
    const { page } = browser;
    await openLandingThenSignIn(page, () => {
      deployed = redeploy();
    });
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await loads(page)).toBe(2);
    expect(await navigationType(page)).toBe('reload');
    // The new build's login chunk is the one running: the old one is gone from the server.
    const scripts = await loadedScripts(page);
    expect(scripts.some((script) => /\/assets\/login-page-.*-v2\.js$/.test(script))).toBe(true);
  });

  it('reloads once only when the new build still cannot load the chunk, then shows the error screen', async () => {
    const { page } = browser;
    await openLandingThenSignIn(page, () => {
      deployed = redeploy();
      rmSync(deployed.newChunk('login-page-'));
    });
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await loads(page)).toBe(2);
    expect(await navigationType(page)).toBe('reload');
  });
});
