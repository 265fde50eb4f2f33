// Journey: the reset-password form sends a reset e-mail (docs/product.md §5) with Firebase loaded on
// demand (docs/operations.md, front-end performance budget): the Auth emulator records the e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEmulatorHost, projectId } from '../../../tools/stack-clients/emulators.ts';
import { signUp } from '../../../tools/stack-clients/users.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { checkpoint } from './client-support.ts';

interface OobCode {
  email: string;
  requestType: string;
}

async function resetEmailsTo(email: string): Promise<number> {
  const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').length;
}

describe('client journey: reset password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sends a reset e-mail and says so', async () => {
    const { page } = browser;
    const user = await signUp('e2e-reset');
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset email sent. Check your inbox.', { exact: true }).waitFor();
    expect(await resetEmailsTo(user.email)).toBe(1);
    await checkpoint(page, 'reset-password-sent');
  });
});
