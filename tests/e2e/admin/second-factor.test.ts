// Journey (docs/architecture.md §5): an admin without a second factor is stopped at the admin pages, proves the mailbox
// (the one-time link from the SMTP sink, opened in the same browser; docs/product.md §9), enrols an SMS
// factor on the Security page (the code comes from the Auth emulator), signs out (which leaves nothing
// of the session in storage) and signs in again with password and code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEmulators } from '../../../tools/stack-clients/emulators.ts';
import { latestCode, uniquePhoneNumber } from '../../../tools/stack-clients/second-factor.ts';
import { mailTo } from '../../support/mailbox.ts';
import { eventually } from '../../support/poll.ts';
import {
  openBrowser,
  screenshots,
  seriousA11yViolations,
  type Browser,
} from '../../../tools/stack-clients/browser.ts';
import { namedUser, openAdmin, signIn, type NamedUser } from './support.ts';

describe('admin: enrol a second factor and sign in with it', () => {
  let browser: Browser;
  let admin: NamedUser;
  const phoneNumber = uniquePhoneNumber();

  beforeAll(async () => {
    await resetEmulators();
    admin = await namedUser('mfa', 'Mona', { isAdmin: true, secondFactor: false });
    browser = await openBrowser();
    await signIn(browser.page, admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('stops an admin without a second factor at the admin pages', async () => {
    const { page } = browser;
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Second factor required' }).waitFor();
    expect(await page.getByRole('region', { name: 'Users' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Set up a second factor' }).click();
    await page.waitForURL((url) => url.pathname === '/security');
  });

  it('asks for the e-mail link before a phone can be added, and takes it in the same session', async () => {
    const { page } = browser;
    await page.getByRole('heading', { name: 'Confirm your e-mail first' }).waitFor();
    expect(await page.getByLabel('Phone number').count()).toBe(0);
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    await page
      .getByText(`We sent a link to ${admin.email}. Open it in this browser within 15 minutes.`)
      .waitFor();
    const mail = await eventually('the link e-mail', async () => (await mailTo(admin.email)).at(-1));
    const link = /\/security\?proof=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '/security');
    await page
      .getByText('E-mail confirmed for this session. Now add your phone as a second factor.')
      .waitFor();
  });

  it('enrols an SMS factor with the code sent to the phone', async () => {
    const { page } = browser;
    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await page.getByText('No second factor yet.').waitFor();
    await page.getByLabel('Phone number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill(await latestCode({ phoneNumber }));
    await page.getByRole('button', { name: 'Add second factor' }).click();
    await page
      .getByText('Second factor added. From now on you sign in with a code sent to this phone.')
      .waitFor();
    await page.getByRole('list', { name: 'Second factors' }).getByText(phoneNumber).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshots(page, 'security-second-factor');
  });

  it('opens the admin pages in the session that enrolled the factor', async () => {
    await openAdmin(browser.page);
  });

  it('signs out leaving no cached user list or profile in storage', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('link', { name: /Sign In/i })
      .first()
      .waitFor();
    // react-router's scroll restoration writes its own entry as the page unloads: scroll offsets by
    // random location keys, no user data. Everything of ours is gone.
    const keys = await page.evaluate<string[]>('Object.keys(sessionStorage)');
    expect(keys.filter((key) => key !== 'react-router-scroll-positions')).toEqual([]);
  });

  it('signs in again with the password and the SMS code, and works as an admin', async () => {
    const { page } = browser;
    await signIn(page, { ...admin, phoneNumber });
    await openAdmin(page);
  });
});
