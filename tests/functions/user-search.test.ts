// The admin user search over every user (searchUsers): seeded users are found by name, e-mail and
// mobile prefix whatever the case and spacing, also when they are on no loaded page of the list; the
// pages of a search list each match once; the total is a count of every user; and the searchKeys
// trigger keeps a profile written without keys (as registration writes it) searchable.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRaw, clientFor } from '../support/api.ts';
import { eventually } from '../support/poll.ts';
import { userSearchKeys } from '../../functions/src/product-rules/user-search.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

// Unique to this run, so the prefixes below match only what this file seeds.
const RUN = Date.now().toString(36);
const CROWD = 250;
/** Trigger runs queue behind every earlier write of the run on this 2-core machine. */
const TRIGGER_WAIT = { timeoutMs: 120_000 };
const CROWD_PREFIX = `Crowd${RUN}`;
const TARGET_ID = `zzzz-search-target-${RUN}`;
const MOBILE_DIGITS = `4477009${String(Date.now() % 100_000).padStart(5, '0')}`;
const TARGET = {
  firstName: 'Zoë',
  lastName: `Quill${RUN}`,
  email: `zoe.quill-${RUN}@search.copydesk.test`,
  mobile: `+44 7700 9${MOBILE_DIGITS.slice(7, 9)} ${MOBILE_DIGITS.slice(9)}`,
};

function profile(fields: typeof TARGET) {
  return { ...fields, address: '1 Search Road', isAdmin: false, isTechnicalAdmin: false };
}

async function seed(): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  for (let i = 0; i < CROWD; i += 1) {
    const fields = {
      firstName: CROWD_PREFIX,
      lastName: `Member${String(i).padStart(3, '0')}`,
      email: `crowd${RUN}-${i}@search.copydesk.test`,
      mobile: '+27 82 000 0000',
    };
    batch.set(db.collection('users').doc(`search-crowd-${RUN}-${i}`), {
      ...profile(fields),
      searchKeys: userSearchKeys(fields),
    });
  }
  batch.set(db.collection('users').doc(TARGET_ID), {
    ...profile(TARGET),
    searchKeys: userSearchKeys(TARGET),
  });
  await batch.commit();
}

// First, before the seed below queues a trigger run for each of its 251 documents.
describe('the searchKeys trigger', () => {
  it(
    'gives a profile written without keys its keys, and follows a change of surname',
    { timeout: 300_000 },
    async () => {
      const ref = adminDb().collection('users').doc(`search-registered-${RUN}`);
      // As registration writes it: profile fields only (the rules let no client write searchKeys).
      await ref.set(
        profile({ firstName: 'Émile', lastName: 'Durand', email: `emile-${RUN}@x.test`, mobile: '+33 6 12' }),
      );
      const keys = await eventually(
        'searchKeys written',
        async () => (await ref.get()).get('searchKeys') as unknown,
        TRIGGER_WAIT,
      );
      expect(keys).toEqual({
        name: 'emile durand',
        lastName: 'durand',
        email: `emile-${RUN}@x.test`,
        mobile: '33612',
      });

      await ref.update({ lastName: 'Martin' });
      const changed = await eventually(
        'searchKeys follow the surname',
        async () => {
          const stored = (await ref.get()).get('searchKeys') as { lastName?: string } | undefined;
          return stored?.lastName === 'martin' ? stored : undefined;
        },
        TRIGGER_WAIT,
      );
      expect(changed).toEqual({
        name: 'emile martin',
        lastName: 'martin',
        email: `emile-${RUN}@x.test`,
        mobile: '33612',
      });
    },
  );
});

describe('searchUsers', () => {
  let admin: TestUser;
  let before: number;

  beforeAll(async () => {
    admin = await userWithRoles('search-admin', { isAdmin: true });
    before = (await clientFor(admin).bulkGetUsersWithTradingAccounts({ pageSize: 1 })).total ?? Number.NaN;
    await seed();
  });

  it('counts every user with a count aggregation: 251 more after seeding 251', async () => {
    const list = await clientFor(admin).bulkGetUsersWithTradingAccounts({ pageSize: 5 });
    expect(list.total! - before).toBe(251);
    // Later pages leave the count out (one aggregation per list load, not per page).
    const next = await clientFor(admin).bulkGetUsersWithTradingAccounts({
      pageSize: 5,
      lastUpdated: list.pagination.lastUpdated!,
    });
    expect(next.total).toBeUndefined();
  });

  it.each([
    ['the whole name, any case and spacing', `  zoe   QUILL${RUN.toUpperCase()} `],
    ['the first name with its accent', 'ZOË'],
    ['the surname alone', `quill${RUN}`.slice(0, 8)],
    ['an e-mail prefix', `Zoe.Quill-${RUN}@SEARCH`],
    [
      'a mobile prefix written with spaces',
      `+44 7700 9${MOBILE_DIGITS.slice(7, 9)} ${MOBILE_DIGITS.slice(9, 11)}`,
    ],
    ['a mobile prefix written with dashes', `447-7009${MOBILE_DIGITS.slice(7)}`],
  ])('finds a user beyond every loaded page by %s', async (_, q) => {
    const firstPage = await clientFor(admin).bulkGetUsersWithTradingAccounts({ pageSize: 5 });
    expect(firstPage.users.map((u) => u.id)).not.toContain(TARGET_ID);
    const answer = await clientFor(admin).searchUsers({ q, pageSize: 200 });
    expect(answer.users.map((u) => u.id)).toContain(TARGET_ID);
    expect(answer.users.find((u) => u.id === TARGET_ID)).toMatchObject({
      userData: { firstName: 'Zoë', lastName: TARGET.lastName, email: TARGET.email, mobile: TARGET.mobile },
      tradingAccount: null,
    });
  });

  it('finds nobody for a prefix nobody has', async () => {
    const answer = await clientFor(admin).searchUsers({ q: `nobody-${RUN}` });
    expect(answer.users).toEqual([]);
    expect(answer.pagination).toEqual({ hasMore: false, cursor: null });
  });

  it('pages through 250 matches, each listed once although name and e-mail both match', async () => {
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await clientFor(admin).searchUsers({
        q: `crowd${RUN}`,
        pageSize: 100,
        ...(cursor ? { cursor } : {}),
      });
      pages += 1;
      expect(page.users.length).toBeLessThanOrEqual(100);
      for (const user of page.users) {
        expect(seen.has(user.id)).toBe(false);
        seen.add(user.id);
      }
      cursor = page.pagination.cursor ?? undefined;
      expect(cursor !== undefined).toBe(page.pagination.hasMore);
    } while (cursor);
    expect(seen.size).toBe(250);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it('refuses a cursor issued for another search with 400', async () => {
    const page = await clientFor(admin).searchUsers({ q: `crowd${RUN}`, pageSize: 10 });
    const answer = await callRaw('searchUsers', {
      token: admin.idToken,
      input: { q: `zoe quill${RUN}`, cursor: page.pagination.cursor },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      error: 'cursor is not valid: start the search again without it',
    });
  });

  it('refuses a client with 403', async () => {
    const client = await userWithRoles('search-client', { subscription: 'active' });
    const answer = await callRaw('searchUsers', { token: client.idToken, input: { q: 'zoe' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, error: 'Only administrators can do this.' });
  });
});
