// Debian's Chromium driven by playwright-core (never a downloaded browser), a fresh profile per run,
// plus the two checks every journey makes: axe-core and screenshots at phone and desktop widths.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { previewUrl } from './emulators.ts';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? execFileSync('which', ['chromium']).toString().trim();
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser on the `vite preview` server, or on `baseURL` (the Hosting emulator's, tests/e2e/csp). */
export async function openBrowser(width = 1280, baseURL = previewUrl()): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'copydesk-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width, height: 900 },
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves full-page screenshots of the current page at 375 px and 1280 px; returns their paths. */
export async function screenshots(page: Page, name: string, widths = [375, 1280]): Promise<string[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  const files: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const file = path.join(SCREENSHOTS, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  await page.setViewportSize(original);
  return files;
}

/** The axe-core violations of impact serious or critical on the current page (expected: none). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
}
