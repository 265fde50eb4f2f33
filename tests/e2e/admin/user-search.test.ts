// The admin search reaches users no loaded page holds: with more than a page of users, a user whose id
// sorts after the first 200 is not in the list until the admin types their surname; the server search
// then adds their row, with the match highlighted, and the header counts every user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSearchKeys } from '../../../functions/src/product-rules/user-search.ts';
import { openBrowser, type Browser } from '../../../tools/stack-clients/browser.ts';
import { adminDb } from '../../../tools/stack-clients/users.ts';
import { findRow, namedUser, openAdmin, signIn, type NamedUser } from './support.ts';

const TAG = Date.now()
  .toString(36)
  .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
const TARGET_ID = `zzzz-e2e-search-${TAG}`;
const TARGET = {
  firstName: 'Zoë',
  lastName: `Farfield${TAG}`,
  email: `zoe-${TAG}@search.copydesk.test`,
  mobile: '+44 7700 900 123',
};

/** 200 users whose ids sort before the target's, so the first page of 200 cannot hold it. */
async function seedPageOfOthers(): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  for (let i = 0; i < 200; i += 1) {
    const fields = {
      firstName: 'Filler',
      lastName: `Person${i}`,
      email: `filler-${TAG}-${i}@x.test`,
      mobile: '',
    };
    batch.set(db.collection('users').doc(`aaaa-e2e-filler-${TAG}-${i}`), {
      ...fields,
      address: '',
      searchKeys: userSearchKeys(fields),
    });
  }
  batch.set(db.collection('users').doc(TARGET_ID), {
    ...TARGET,
    address: '',
    searchKeys: userSearchKeys(TARGET),
  });
  await batch.commit();
}

describe('admin: the search finds users beyond the loaded pages', () => {
  let browser: Browser;
  let admin: NamedUser;

  beforeAll(async () => {
    admin = await namedUser('finder', 'Fiona', { isAdmin: true });
    await seedPageOfOthers();
    browser = await openBrowser();
    await signIn(browser.page, admin);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds a user from beyond the first page when the admin types their surname', async () => {
    const { page } = browser;
    await openAdmin(page);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('button', { name: 'Load More Users' }).waitFor();
    expect(await page.locator(`tr[data-user-id="${TARGET_ID}"]`).count()).toBe(0);

    const row = await findRow(page, TARGET.lastName.toLowerCase(), TARGET_ID);
    expect(await row.locator('mark').first().textContent()).toBe(TARGET.lastName);
    const total = (await adminDb().collection('users').count().get()).data().count;
    expect(total).toBeGreaterThan(200);
    expect(await page.getByTestId('total-users').textContent()).toBe(String(total));
  });
});
