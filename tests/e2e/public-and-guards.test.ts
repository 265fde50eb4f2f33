// Wiring proof for the browser layer: the built app loads in Debian's Chromium, renders the landing
// page, and sends a signed-out visitor away from the signed-in routes (docs/product.md §2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBrowser,
  screenshots,
  seriousA11yViolations,
  type Browser,
} from '../../tools/stack-clients/browser.ts';

describe('public pages and guards for a signed-out visitor', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('loads the landing page with its sign-in and register calls to action', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: /sign in/i }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /register/i }).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshots(page, 'landing');
  });

  it.each([
    ['/dashboard', '/'],
    ['/add-trading-account', '/'],
    ['/account-details/123456', '/'],
    ['/admin', '/login'],
    ['/admin/technical', '/login'],
  ])('sends a signed-out visitor from %s to %s', async (from, to) => {
    const { page } = browser;
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    expect(new URL(page.url()).pathname).toBe(to);
  });

  it('serves robots.txt and a sitemap that lists the public pages', async () => {
    const { page } = browser;
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /admin');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(pages).toEqual(['/', '/login', '/register', '/reset-password', '/terms']);
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    const { page } = browser;
    await page.goto('/no-such-page');
    await page.getByText('Page not found').waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
