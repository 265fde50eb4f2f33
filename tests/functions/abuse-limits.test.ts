// Abuse limits (docs/architecture.md "Abuse limits"): 429 with Retry-After and a clear message, per user
// and per client IP, counted in Firestore. Callers come from 198.51.100.x, which the test runner gives
// limits ten times smaller (checkAffiliation: 1 per user and 6 per IP a minute; searchMetaTraderServers:
// 3 per user; provisionFullAccount: 1 per user, 1 failed login per caller and per login of its owner;
// any other endpoint: 30 per user). Callers from 192.0.2.x (TEST-NET-1) meet the production limits.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAndCheck } from '../../functions/src/platform/rate-limits/rate-limits.repo.js';
import { windowOf } from '../../functions/src/platform/rate-limits/rate-limit-policy.rules.js';
import { callRaw, type RawAnswer, type RawCall } from '../support/api.ts';
import { affiliatedLogin, provisionedUser, provisionInput } from '../support/accounts.ts';
import { clearRateLimits, testIp } from '../support/rate-limits.ts';
import { adminDb, userWithRoles } from '../../tools/stack-clients/users.ts';

/** A key for the counters this file raises directly (at least 32 characters, as RATE_LIMIT_KEY). */
const TEST_KEY = 'abuse-limits-test-key-0123456789abcdef';

/** A secret of this run's local stack (tools/stack/emulators.ts writes functions/.secret.local). */
function localSecret(name: string): string {
  const file = readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8');
  const line = file.split('\n').find((entry) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`${name} is not in functions/.secret.local`);
  return line.slice(name.length + 1);
}

const TOO_MANY = /^Too many requests\. Please wait \d+ seconds and try again\.$/;

/**
 * `count` calls within one fixed window: if a minute boundary passes during the run (the counters
 * reset there), the run is repeated once, so the statuses reflect a single window.
 */
async function burst(name: string, count: number, call: (i: number) => RawCall): Promise<RawAnswer[]> {
  for (let attempt = 0; ; attempt++) {
    const startWindow = windowOf(Date.now(), 60).index;
    const answers: RawAnswer[] = [];
    for (let i = 0; i < count; i++) answers.push(await callRaw(name, call(i)));
    if (windowOf(Date.now(), 60).index === startWindow || attempt === 1) return answers;
    await clearRateLimits();
  }
}

/** The answer of a caller, or a login of its owner, locked by failed logins. */
function expectTooManyFailures(answer: RawAnswer | undefined): void {
  expect(answer?.status).toBe(429);
  expect(answer?.body.error).toBe(
    'Too many failed attempts to connect a trading account. Please check your account number, password and server, and try again in an hour.',
  );
  expect(Number(answer?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

/** `count` calls one after the other (hour-long windows: no minute boundary to wait out). */
async function inSequence(name: string, count: number, call: (i: number) => RawCall): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = [];
  for (let i = 0; i < count; i++) answers.push(await callRaw(name, call(i)));
  return answers;
}

function expectTooMany(answer: RawAnswer | undefined): void {
  expect(answer?.status).toBe(429);
  expect(answer?.body.error).toMatch(TOO_MANY);
  const retryAfter = Number(answer?.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

beforeAll(clearRateLimits);
afterAll(clearRateLimits);

describe('tight limits on calls that cost partner and bridge quota', () => {
  it('checkAffiliation answers 429 to a user past 1 call a minute (test scale)', async () => {
    const user = await userWithRoles('limit-aff', { subscription: 'active' });
    const answers = await burst('checkAffiliation', 2, () => ({
      token: user.idToken,
      input: { accountNumber: '51234560' },
      headers: { 'x-forwarded-for': testIp(11) },
    }));
    expect(answers.map((a) => a.status)).toEqual([200, 429]);
    expectTooMany(answers[1]);
  });

  it('checkAffiliation answers 429 to an IP past 6 calls a minute, whoever calls', async () => {
    const users = await Promise.all(
      Array.from({ length: 7 }, (_, i) => userWithRoles(`limit-ip-${i}`, { subscription: 'active' })),
    );
    const answers = await burst('checkAffiliation', 7, (i) => ({
      token: users[i]!.idToken,
      input: { accountNumber: '51234560' },
      headers: { 'x-forwarded-for': `203.0.113.9, ${testIp(12)}` },
    }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expectTooMany(answers[6]);
  });

  it('searchMetaTraderServers answers 429 to a user past 3 calls a minute', async () => {
    const user = await userWithRoles('limit-search', { subscription: 'active' });
    const answers = await burst('searchMetaTraderServers', 4, () => ({
      token: user.idToken,
      input: { term: 'XM' },
      headers: { 'x-forwarded-for': testIp(13) },
    }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expectTooMany(answers[3]);
  });

  it('provisionFullAccount counts attempts per user', async () => {
    const user = await userWithRoles('limit-prov', { subscription: 'active' });
    const answers = await burst('provisionFullAccount', 2, () => ({
      token: user.idToken,
      input: provisionInput(affiliatedLogin(), { password: 'wrong-password' }),
      headers: { 'x-forwarded-for': testIp(14) },
    }));
    expect(answers.map((a) => a.status)).toEqual([422, 429]);
    expectTooMany(answers[1]);
  });

  it('provisionFullAccount locks a caller probing taken numbers after 5 "already connected" answers', async () => {
    const owner = await provisionedUser('limit-owner');
    const prober = await userWithRoles('limit-prober', { subscription: 'active' });
    // Full scale (not a test address): 5 failures a caller an hour, below the 10 calls per user.
    const answers = await inSequence('provisionFullAccount', 6, () => ({
      token: prober.idToken,
      input: provisionInput(`0${owner.accountNumber}`),
      headers: { 'x-forwarded-for': '192.0.2.15' },
    }));
    expect(answers.map((a) => a.status)).toEqual([409, 409, 409, 409, 409, 429]);
    expect(answers[0]?.body.error).toBe('This trading account is already connected to another user.');
    expectTooManyFailures(answers[5]);
  });
});

describe('no lock-out by strangers', () => {
  it("a stranger's 10 wrong passwords for someone else's login lock only the stranger", async () => {
    const login = affiliatedLogin();
    const stranger = await userWithRoles('lock-stranger', { subscription: 'active' });
    const tries = await inSequence('provisionFullAccount', 10, (i) => ({
      token: stranger.idToken,
      input: provisionInput(login, { password: `wrong-password-${i}` }),
      headers: { 'x-forwarded-for': '192.0.2.16' },
    }));
    // The broker refuses the first five; then the stranger's own counters answer 429.
    expect(tries.map((a) => a.status)).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);
    const strangerAgain = await callRaw('provisionFullAccount', {
      token: stranger.idToken,
      input: provisionInput(affiliatedLogin()),
      headers: { 'x-forwarded-for': '192.0.2.17' },
    });
    // Its eleventh call in ten minutes: the per-user limit of the endpoint answers first.
    expect(strangerAgain.status).toBe(429);
    // The owner connects the same login at once (provisionedUser throws on anything but 200).
    const owner = await provisionedUser('lock-owner', {}, login);
    expect(owner.accountNumber).toBe(login);
  });

  it.each([
    { refused: 'without an active subscription', options: { subscription: 'expired' as const }, status: 403 },
    {
      refused: 'with an unverified e-mail',
      options: { subscription: 'active' as const, verified: false },
      status: 403,
    },
  ])('a caller $refused is refused before any login counter', async ({ options, status }) => {
    const login = affiliatedLogin();
    const caller = await userWithRoles('lock-refused', options);
    const refused = await callRaw('provisionFullAccount', {
      token: caller.idToken,
      input: provisionInput(login, { password: 'wrong-password' }),
      headers: { 'x-forwarded-for': testIp(18) },
    });
    expect(refused.status).toBe(status);
    // At test scale one failure a login locks it: the owner, also at test scale, still connects.
    const owner = await userWithRoles('lock-refused-owner', { subscription: 'active' });
    const connected = await callRaw('provisionFullAccount', {
      token: owner.idToken,
      input: provisionInput(login),
      headers: { 'x-forwarded-for': testIp(19) },
    });
    expect(connected.status).toBe(200);
  });
});

describe('a generous ceiling on every other endpoint', () => {
  it('whoami answers 429 past 30 calls a minute from one user', async () => {
    const user = await userWithRoles('limit-whoami', { subscription: 'active' });
    const answers = await burst('whoami', 31, () => ({
      token: user.idToken,
      headers: { 'x-forwarded-for': testIp(16) },
    }));
    expect(answers.slice(0, 30).every((a) => a.status === 200)).toBe(true);
    expectTooMany(answers[30]);
  });

  it('a refused request (bad input) is not counted', async () => {
    const user = await userWithRoles('limit-bad', { subscription: 'active' });
    const call = (input: object): RawCall => ({
      token: user.idToken,
      input,
      headers: { 'x-forwarded-for': testIp(17) },
    });
    const answers = await burst('checkAffiliation', 3, (i) =>
      call(i < 2 ? { accountNumber: 'abc' } : { accountNumber: '51234560' }),
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400, 200]);
  });
});

describe('counters (rateLimits in Firestore)', () => {
  const MINUTE = 60_000;
  const T = 1_000 * MINUTE; // the start of a fixed window

  it('reset when the window ends, and say how long to wait', async () => {
    const bucket = { key: `reset-test-${Date.now()}`, limit: 2, windowSeconds: 60 };
    await countAndCheck(TEST_KEY, [bucket], T + 1_000);
    await countAndCheck(TEST_KEY, [bucket], T + 2_000);
    const refused = await countAndCheck(TEST_KEY, [bucket], T + 15_000).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 45,
      message: 'Too many requests. Please wait 45 seconds and try again.',
    });
    await expect(countAndCheck(TEST_KEY, [bucket], T + MINUTE)).resolves.toBeUndefined();
  });

  it('are named by a keyed HMAC of the IP under RATE_LIMIT_KEY, never its SHA-256', async () => {
    const user = await userWithRoles('limit-id', { subscription: 'active' });
    const window = windowOf(Date.now(), 60).index;
    await callRaw('whoami', { token: user.idToken, headers: { 'x-forwarded-for': testIp(31) } });
    const key = 'whoami:ip:198.51.100.31';
    const sha = createHash('sha256').update(key).digest('hex').slice(0, 40);
    const localKey = localSecret('RATE_LIMIT_KEY');
    const keyId = createHash('sha256').update(`copydesk-hash-key-id:${localKey}`).digest('hex').slice(0, 8);
    const hmac = createHmac('sha256', localKey).update(key).digest('hex').slice(0, 40);
    const ids = (await adminDb().collection('rateLimits').listDocuments()).map((doc) => doc.id);
    expect(ids.filter((id) => id.includes(sha))).toEqual([]);
    // The window may have turned between the call and reading the clock: either window's id will do.
    expect(ids).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${keyId}-${hmac}-(${window}|${window + 1})$`)),
      ]),
    );
  });

  it('store no IP address or login in clear, and carry an expiry', async () => {
    const docs = (await adminDb().collection('rateLimits').get()).docs;
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      expect(doc.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{40}-\d+$/);
      expect(Object.keys(doc.data()).sort()).toEqual(['count', 'expireAt']);
    }
  });
});
