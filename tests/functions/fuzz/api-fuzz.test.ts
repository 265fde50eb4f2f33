// Property-based bad input (fast-check) for every endpoint and every role. Each generated request
// starts from a valid input, gets random noise (wrong types, huge and odd strings, out-of-range
// numbers, reserved ids) and at least one thing that must make it fail: an unknown field, malformed
// JSON, a wrong or missing content type, a wrong verb, a missing or forged token, or (for callers who
// are not admins) another user's account. Every answer must be a short 4xx JSON error that repeats no
// input and names no other user's data, and no document changes. ~30 cases per endpoint.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type EndpointName } from '@copydesk/functions/contract';
import { callRaw, FORGED_TOKEN, type RawCall } from '../../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../../support/accounts.ts';
import { eventually } from '../../support/poll.ts';
import { clearRateLimits } from '../../support/rate-limits.ts';
import { adminDb, userWithRoles, type TestUser } from '../../../tools/stack-clients/users.ts';
import { baseInput, MARKER, noiseValue } from './inputs.ts';
import { databaseFingerprint } from './snapshot.ts';

const RUNS = 30;
type Role = 'client' | 'owner' | 'admin' | 'tech';
let users: Record<Role, TestUser>;
let owner: ProvisionedUser;
let victim: ProvisionedUser;

beforeAll(async () => {
  [owner, victim] = await Promise.all([provisionedUser('fuzz-own'), provisionedUser('fuzz-victim')]);
  const [client, admin, tech] = await Promise.all([
    userWithRoles('fuzz-client', { subscription: 'active' }),
    userWithRoles('fuzz-admin', { isAdmin: true, subscription: 'active' }),
    userWithRoles('fuzz-tech', { isAdmin: true, isTechnicalAdmin: true, subscription: 'active' }),
  ]);
  users = { client, owner: owner.user, admin, tech };
  // Connecting an account sets off the account-limit trigger, which writes its own marker: wait for it,
  // so the first endpoint's "nothing written" compares against a database at rest.
  for (const { user, accountNumber } of [owner, victim])
    await eventually(`the account-limit trigger to finish for ${accountNumber}`, async () => {
      const markers = await adminDb()
        .collection('triggerEvents')
        .where('path', '==', `users/${user.uid}/tradingAccounts/${accountNumber}`)
        .where('status', '==', 'done')
        .get();
      return markers.empty ? undefined : true;
    });
}, 180_000);
afterAll(clearRateLimits);

type Breaker =
  | { kind: 'unknown-field'; key: string }
  | { kind: 'malformed-json'; text: string }
  | { kind: 'content-type'; type: string | null }
  | { kind: 'wrong-verb'; method: string }
  | { kind: 'token'; authorization: string | undefined }
  | { kind: 'foreign-account' };

function breakerFor(name: EndpointName, role: Role): fc.Arbitrary<Breaker> {
  const method = endpoints[name].method;
  const options: fc.Arbitrary<Breaker>[] = [
    fc
      .oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('__proto__', 'constructor', 'x.y'))
      .map((key) => ({ kind: 'unknown-field' as const, key: `zz${key}` })),
    fc
      .constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH')
      .filter((verb) => verb !== method)
      .map((verb) => ({ kind: 'wrong-verb' as const, method: verb })),
    fc
      .constantFrom(undefined, `Bearer ${FORGED_TOKEN}`, 'Bearer', 'Basic YTpi', `Bearer ${MARKER}`)
      .map((authorization) => ({ kind: 'token' as const, authorization })),
  ];
  if (method !== 'GET') {
    options.push(
      fc
        .constantFrom('{', '{"a":', `{"password":"${MARKER}"`, '[', 'nul', "{'a':1}", `${MARKER}=1`)
        .map((text) => ({ kind: 'malformed-json' as const, text })),
      fc
        .constantFrom(null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data')
        .map((type) => ({ kind: 'content-type' as const, type })),
    );
  }
  const scoped = endpoints[name].access === 'account';
  if (scoped && (role === 'client' || role === 'owner'))
    options.push(fc.constant({ kind: 'foreign-account' }));
  return fc.oneof(...options);
}

function requestOf(name: EndpointName, role: Role, noise: [string, unknown][], breaker: Breaker): RawCall {
  const accountId = breaker.kind === 'foreign-account' ? victim.metaApiAccountId : owner.metaApiAccountId;
  const input: Record<string, unknown> = { ...baseInput(name, accountId) };
  // Noise never touches the account id of a foreign-account request: that one must reach authorization.
  for (const [key, value] of noise) if (breaker.kind !== 'foreign-account') input[key] = value;
  const call: RawCall = { token: users[role].idToken, input };
  if (breaker.kind === 'unknown-field') input[breaker.key] = MARKER;
  if (breaker.kind === 'malformed-json') call.rawBody = breaker.text;
  if (breaker.kind === 'content-type') call.contentType = breaker.type;
  if (breaker.kind === 'wrong-verb') call.method = breaker.method;
  if (breaker.kind === 'token') {
    delete call.token;
    call.authorization = breaker.authorization;
  }
  return call;
}

function noiseFor(name: EndpointName): fc.Arbitrary<[string, unknown][]> {
  const fields = Object.keys(baseInput(name, 'x'));
  if (fields.length === 0) return fc.constant([]);
  return fc.array(fc.tuple(fc.constantFrom(...fields), noiseValue), { maxLength: 3 });
}

describe.each(endpointNames)('fuzz: %s', (name) => {
  it(`answers ${RUNS} bad requests with a short 4xx, no foreign data and no writes`, async () => {
    const before = await databaseFingerprint();
    const roles: Role[] = ['client', 'owner', 'admin', 'tech'];
    const arbitrary = fc
      .constantFrom(...roles)
      .chain((role) => fc.tuple(fc.constant(role), noiseFor(name), breakerFor(name, role)));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([role, noise, breaker]) => {
        const answer = await callRaw(name, requestOf(name, role, noise, breaker));
        // Malformed JSON never reaches our code: the platform's body parser (Cloud Functions and the
        // emulator alike) answers 400 before the function runs, with its own page (docs/architecture.md
        // "Security model"). What this suite can hold it to: a 400 and, below, nothing written.
        if (breaker.kind === 'malformed-json') {
          expect(answer.status).toBe(400);
          return;
        }
        const text = JSON.stringify(answer.body);
        expect(answer.status, `${role} ${breaker.kind}: ${text}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${role} ${breaker.kind}: ${text}`).toBeLessThan(500);
        expect(answer.body.success).toBe(false);
        expect(typeof answer.body.error).toBe('string');
        expect((answer.body.error as string).length).toBeGreaterThan(0);
        expect(text.length).toBeLessThan(2_000);
        expect(text).not.toContain(MARKER);
        for (const foreign of [
          victim.metaApiAccountId,
          victim.accountNumber,
          victim.user.email,
          victim.user.uid,
        ])
          expect(text).not.toContain(foreign);
      }),
      { numRuns: RUNS, seed: 16, endOnFailure: true },
    );
    expect(await databaseFingerprint()).toEqual(before);
  }, 240_000);
});
