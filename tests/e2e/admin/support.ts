// Shared steps of the admin journeys: named users seeded through the Auth emulator + firebase-admin,
// signing in through the real login form, and finding a user's row through the admin search.
import type { Locator, Page } from 'playwright-core';
import {
  adminDb,
  TEST_PASSWORD,
  userWithRoles,
  type ProfileOptions,
  type TestUser,
} from '../../../tools/stack-clients/users.ts';
import { latestCode } from '../../../tools/stack-clients/second-factor.ts';

export interface NamedUser extends TestUser {
  firstName: string;
  lastName: string;
  fullName: string;
}

let sequence = 0;

/** A user with a unique, searchable name (letters only, so it never collides with other tests). */
export async function namedUser(
  prefix: string,
  firstName: string,
  options: ProfileOptions = {},
): Promise<NamedUser> {
  sequence += 1;
  const user = await userWithRoles(prefix, options);
  const tag = `${Date.now().toString(36)}${sequence}`.replace(
    /[0-9]/g,
    (d) => 'abcdefghij'[Number(d)] ?? 'x',
  );
  const lastName = `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)}${tag}`;
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .update({ firstName, lastName, mobile: `+27 83 ${String(100_000 + sequence)}` });
  return { ...user, firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/** The login form; users with an SMS factor (admins) then enter the code the Auth emulator "sent". */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (user.phoneNumber) await enterSmsCode(page, user.phoneNumber);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

export async function enterSmsCode(page: Page, phoneNumber: string): Promise<void> {
  const field = page.getByLabel('Verification code');
  await field.waitFor();
  await field.fill(await latestCode({ phoneNumber }));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  await page.getByRole('region', { name: 'Users' }).waitFor();
}

/** Types the query into the admin search and returns the user's row once the table shows it. */
export async function findRow(page: Page, query: string, uid: string): Promise<Locator> {
  const search = page.getByPlaceholder('Search users by name, email, or mobile...');
  await search.fill(query);
  const row = page.locator(`tr[data-user-id="${uid}"]`);
  await row.waitFor();
  return row;
}

export async function chooseTab(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).click();
}

export async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function expectNotice(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

export async function userDoc(uid: string): Promise<Record<string, unknown>> {
  return (await adminDb().collection('users').doc(uid).get()).data() ?? {};
}
