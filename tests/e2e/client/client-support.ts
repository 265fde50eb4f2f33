// Shared steps of the client journeys: signing in through the real login form, and the checks every
// page makes (no serious or critical axe violations, screenshots at 375 px and 1280 px).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshots, seriousA11yViolations } from '../../../tools/stack-clients/browser.ts';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
}

/** axe (none serious/critical) and screenshots at both widths under the journey-step name. */
export async function checkpoint(page: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshots(page, name);
}
