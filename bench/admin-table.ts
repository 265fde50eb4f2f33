// The admin table at scale: seeds 10,000 users (some admins, some with trading accounts) with
// firebase-admin batched writes, signs an admin in through the built app in Chromium and measures, in
// the page (performance marks + requestAnimationFrame, so the figure ends at the frame that shows it):
//   - Refresh click -> first page of 200 rendered,
//   - Load More Users until every page is loaded,
//   - keystroke -> painted search result over all loaded users (median and worst of several keystrokes).
// Assumes the emulators, the bridge simulator and the built web app (vite preview) are running, with the
// usual environment: COPYDESK_PREVIEW_PORT, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST,
// COPYDESK_FUNCTIONS_URL. Figures are printed by the caller; nothing here asserts a timing.
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { openBrowser } from '../tools/stack-clients/browser.ts';
import {
  adminDb,
  signUp,
  TEST_PASSWORD,
  withSecondFactor,
  writeProfile,
} from '../tools/stack-clients/users.ts';
import { latestCode } from '../tools/stack-clients/second-factor.ts';
import { userSearchKeys } from '../functions/src/product-rules/user-search.ts';
import { withoutTriggers } from './quiet-seed.ts';

export const BENCH_USERS = 10_000;
const BATCH_SIZE = 500;
const PARALLEL_BATCHES = 4;
const FIRST_NAMES = [
  'Amara',
  'Bongani',
  'Chloe',
  'Dmitri',
  'Esi',
  'Farah',
  'Gustav',
  'Hana',
  'Ivan',
  'Joy',
  'Kofi',
  'Lena',
];
const STATUSES = [null, 'active', 'expired', 'canceled'] as const;

function benchUser(index: number, now: number) {
  const status = STATUSES[index % STATUSES.length] ?? null;
  const created = Timestamp.fromMillis(now - index * 60_000);
  const profile = {
    firstName: FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Bench',
    lastName: `Benchuser${index}`,
    email: `bench-user-${index}@bench.copydesk.test`,
    mobile: `+27 82 ${String(1_000_000 + index).slice(1)}`,
  };
  return {
    ...profile,
    // Written complete, as the searchKeys trigger would (it is paused while seeding).
    searchKeys: userSearchKeys(profile),
    address: `${index} Bench Road`,
    createdAt: created,
    updatedAt: created,
    isAdmin: index % 500 === 0,
    isTechnicalAdmin: index % 1000 === 0,
    ...(status
      ? {
          subscription: {
            planId: index % 3 === 0 ? 'alpha' : 'mobile',
            planName: index % 3 === 0 ? 'Alpha' : 'Mobile',
            status,
            isTrial: false,
            createdAt: created,
            updatedAt: created,
            expiresAt: Timestamp.fromMillis(now + (status === 'expired' ? -1 : 30) * 86_400_000),
          },
        }
      : {}),
  };
}

/** Seeds the users (ids bench-00000...) and a trading account for every 50th active user. */
export async function seedBenchUsers(
  count = BENCH_USERS,
): Promise<{ seeded: number; accounts: number; ms: number }> {
  const db = adminDb();
  const started = performance.now();
  const now = Date.now();
  const batches: WriteBatch[] = [];
  let batch = db.batch();
  let inBatch = 0;
  let accounts = 0;
  const add = (write: (b: WriteBatch) => void) => {
    write(batch);
    inBatch += 1;
    if (inBatch === BATCH_SIZE) {
      batches.push(batch);
      batch = db.batch();
      inBatch = 0;
    }
  };
  for (let index = 0; index < count; index += 1) {
    const uid = `bench-${String(index).padStart(5, '0')}`;
    const data = benchUser(index, now);
    add((b) => b.set(db.collection('users').doc(uid), data));
    if (index % 200 === 1) {
      // index % 4 === 1 -> active subscription, so the account-limit trigger keeps the account.
      const accountNumber = `9${String(index).padStart(7, '0')}`;
      const metaApiAccountId = `bench-account-${index}`;
      add((b) =>
        b.set(db.collection('users').doc(uid).collection('tradingAccounts').doc(accountNumber), {
          accountNumber,
          accountName: `${data.firstName} ${data.lastName}`,
          serverName: 'XMGlobal-MT5 2',
          metaApiAccountId,
          createdAt: data.createdAt,
          isConnected: true,
          state: 'DEPLOYED',
          platform: 'mt5',
        }),
      );
      add((b) => b.set(db.collection('brokerAccounts').doc(accountNumber), { uid, metaApiAccountId }));
      accounts += 1;
    }
  }
  if (inBatch > 0) batches.push(batch);
  for (let i = 0; i < batches.length; i += PARALLEL_BATCHES) {
    await Promise.all(batches.slice(i, i + PARALLEL_BATCHES).map((b) => b.commit()));
  }
  return { seeded: count, accounts, ms: performance.now() - started };
}

// The in-page half, as plain JavaScript (this program is type-checked without the DOM library):
// `wait` resolves on the first animation frame after its predicate holds, so each figure ends at the
// frame that shows the result; marks and measures go to the page's performance timeline.
const PAGE_SCRIPT = String.raw`
window.__bench = (() => {
  const wait = (predicate, timeoutMs = 600000) => new Promise((resolve, reject) => {
    const started = performance.now();
    const tick = () => {
      if (predicate()) requestAnimationFrame(() => resolve());
      else if (performance.now() - started > timeoutMs) reject(new Error('bench wait timed out'));
      else requestAnimationFrame(tick);
    };
    tick();
  });
  const button = (pattern) => [...document.querySelectorAll('button')].find((b) => pattern.test((b.textContent || '').trim()));
  return {
    async refresh() {
      performance.mark('refresh-start');
      button(/^Refresh$/).click();
      await wait(() => document.querySelector('table[data-count]') === null);
      await wait(() => document.querySelector('tbody tr[data-user-id]') !== null);
      performance.mark('first-page');
      return performance.measure('refresh-to-first-page', 'refresh-start', 'first-page').duration;
    },
    async loadAll() {
      const more = () => button(/^(Load More Users|Loading\.\.\.)$/);
      performance.mark('load-all-start');
      let pages = 1;
      while (more()) {
        await wait(() => !more() || !more().disabled);
        if (!more()) break;
        more().click();
        pages += 1;
        await wait(() => !more() || (!more().disabled && more().textContent.trim() === 'Load More Users'));
      }
      performance.mark('load-all-end');
      const total = Number(document.querySelector('[data-testid="total-users"]').textContent);
      return { ms: performance.measure('load-all', 'load-all-start', 'load-all-end').duration, pages, total };
    },
    async search() {
      const input = document.querySelector('#admin-search');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const times = [];
      // Each keystroke narrows the query; the last ones match a handful of the 10,000 users.
      for (const query of ['b', 'be', 'ben', 'benc', 'bench', 'benchuser', 'benchuser9', 'benchuser99', 'benchuser999', '']) {
        const started = performance.now();
        setValue.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await wait(() => document.querySelector('table[data-query]').getAttribute('data-query') === query);
        times.push(performance.now() - started);
      }
      return times;
    },
  };
})();
`;

/** hubPort: the emulator hub's, to pause triggers while seeding (quiet-seed.ts). */
export async function benchAdminTable(hubPort: number): Promise<Record<string, number>> {
  const seed = await withoutTriggers(hubPort, () => seedBenchUsers());
  const signedUp = await signUp('bench-admin');
  await writeProfile(signedUp, { isAdmin: true, isTechnicalAdmin: true });
  // Admin pages need a session signed in with the SMS second factor (docs/product.md §9).
  const admin = await withSecondFactor(signedUp);

  const browser = await openBrowser(1280);
  try {
    const { page } = browser;
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill(await latestCode({ phoneNumber: admin.phoneNumber }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/admin');
    await page.locator('table[data-count]').waitFor({ timeout: 120_000 });

    await page.evaluate(PAGE_SCRIPT);
    const refreshMs = await page.evaluate<number>('window.__bench.refresh()');
    const loadAll = await page.evaluate<{ ms: number; pages: number; total: number }>(
      'window.__bench.loadAll()',
    );
    const search = await page.evaluate<number[]>('window.__bench.search()');
    const sorted = [...search].sort((a, b) => a - b);

    return {
      seededUsers: seed.seeded,
      seededAccounts: seed.accounts,
      seedMs: seed.ms,
      refreshToFirstPageMs: refreshMs,
      loadAllPagesMs: loadAll.ms,
      pagesLoaded: loadAll.pages,
      usersLoaded: loadAll.total,
      searchKeystrokeToPaintMedianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      searchKeystrokeToPaintMaxMs: sorted.at(-1) ?? Number.NaN,
    };
  } finally {
    await browser.close();
  }
}
