// The admin's server-side user search at scale: seeds 100,000 users (with their search keys, in
// parallel batches of 500, triggers paused) and times searchUsers over HTTP through the functions
// emulator, as the admin panel calls it (pages of 200): p50 and p95 over a mix of name, surname, e-mail
// and mobile prefixes, from one-letter prefixes that fill a page to ones that match a single user.
// It also times one bare prefix query sent straight to the Firestore emulator, the part of a search
// that is the emulator's own work. Figures are printed by the caller; nothing here asserts a timing.
import { SEARCH_PREFIX_END, userSearchKeys } from '../functions/src/product-rules/user-search.ts';
import { functionsUrl } from '../tools/stack-clients/emulators.ts';
import { adminDb, signUp, withSecondFactor, writeProfile } from '../tools/stack-clients/users.ts';
import { withoutTriggers } from './quiet-seed.ts';

export const SEARCH_BENCH_USERS = 100_000;
const BATCH_SIZE = 500;
const PARALLEL_BATCHES = 8;
const ROUNDS = 5;
const FIRST_NAMES = ['Amara', 'Bongani', 'Chloe', 'Dmitri', 'Esi', 'Farah', 'Gustav', 'Hana', 'Ivan', 'Joy'];

function searchUser(index: number) {
  const fields = {
    firstName: FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Search',
    lastName: `Finder${index}`,
    email: `finder-${index}@search.bench.copydesk.test`,
    mobile: `+27 83 ${String(index).padStart(7, '0')}`,
  };
  return {
    ...fields,
    address: `${index} Search Road`,
    isAdmin: false,
    isTechnicalAdmin: false,
    searchKeys: userSearchKeys(fields),
  };
}

async function seedSearchUsers(count: number): Promise<number> {
  const db = adminDb();
  const started = performance.now();
  for (let from = 0; from < count; from += BATCH_SIZE * PARALLEL_BATCHES) {
    const commits: Promise<unknown>[] = [];
    for (
      let batchFrom = from;
      batchFrom < Math.min(count, from + BATCH_SIZE * PARALLEL_BATCHES);
      batchFrom += BATCH_SIZE
    ) {
      const batch = db.batch();
      for (let index = batchFrom; index < Math.min(count, batchFrom + BATCH_SIZE); index += 1)
        batch.set(db.collection('users').doc(`finder-${String(index).padStart(6, '0')}`), searchUser(index));
      commits.push(batch.commit());
    }
    await Promise.all(commits);
  }
  return performance.now() - started;
}

/** Queries from broad (a page of 200 from thousands of matches) to narrow (one user). */
const QUERIES = [
  'a',
  'Chloe',
  'gustav finder4',
  'Finder12345',
  'finder-99',
  'finder-54321@search',
  '+27 83 00',
  '27 83 0099 999',
  'nobody here',
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function timeSearch(token: string, q: string): Promise<{ ms: number; users: number }> {
  const url = `${functionsUrl('searchUsers')}?${new URLSearchParams({ q, pageSize: '200' }).toString()}`;
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { users?: unknown[] };
  if (!response.ok) throw new Error(`searchUsers answered ${response.status}`);
  return { ms: performance.now() - started, users: body.users?.length ?? 0 };
}

/**
 * One bare prefix query of the kind searchUsers runs (up to four side by side), sent straight to the
 * Firestore emulator: how much of a search is the emulator's own query time over 100,000 documents.
 */
async function timeBarePrefixQuery(prefix: string): Promise<number> {
  const field = 'searchKeys.email';
  const started = performance.now();
  await adminDb()
    .collection('users')
    .where(field, '>=', prefix)
    .where(field, '<', prefix + SEARCH_PREFIX_END)
    .orderBy(field)
    .limit(200)
    .get();
  return performance.now() - started;
}

export async function benchUserSearch(hubPort: number): Promise<Record<string, number>> {
  const seedMs = await withoutTriggers(hubPort, () => seedSearchUsers(SEARCH_BENCH_USERS));
  const signedUp = await signUp('search-bench-admin');
  await writeProfile(signedUp, { isAdmin: true });
  const admin = await withSecondFactor(signedUp);
  for (const q of QUERIES.slice(0, 3)) await timeSearch(admin.idToken, q); // warm the function up
  const times: number[] = [];
  let broadest = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of QUERIES) {
      const { ms, users } = await timeSearch(admin.idToken, q);
      times.push(ms);
      broadest = Math.max(broadest, users);
    }
  }
  times.sort((a, b) => a - b);
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) bare.push(await timeBarePrefixQuery('finder-54321@search'));
  bare.sort((a, b) => a - b);
  return {
    seededUsers: SEARCH_BENCH_USERS,
    seedMs,
    searchCalls: times.length,
    largestPage: broadest,
    searchP50Ms: percentile(times, 0.5),
    searchP95Ms: percentile(times, 0.95),
    barePrefixQueryP50Ms: percentile(bare, 0.5),
  };
}
