// Refused requests are counted before any lookup (docs/architecture.md "Abuse limits"): 400 and 401
// answers count per endpoint, per user when the request carries a signed token and per client IP when
// it does not, and the budget is checked before Firebase Auth is asked about the token. A flood of bad
// tokens from one IP gets 429 with Retry-After instead of a revocation lookup each, and never refuses a
// neighbour's valid session.
// Callers come from 198.51.100.x, which the test runner gives limits ten times smaller: 6 refused
// requests a minute per IP and endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowOf } from '../../functions/src/platform/rate-limits/rate-limit-policy.rules.js';
import { callRaw, FORGED_TOKEN, type RawAnswer } from '../support/api.ts';
import { clearRateLimits, testIp } from '../support/rate-limits.ts';
import { userWithRoles } from '../../tools/stack-clients/users.ts';

const badTokenFrom = (n: number): Promise<RawAnswer> =>
  callRaw('whoami', { token: FORGED_TOKEN, headers: { 'x-forwarded-for': testIp(n) } });

/** `count` calls one after the other within one fixed window (repeated once if a minute boundary passes). */
async function withinOneWindow(count: number, call: (i: number) => Promise<RawAnswer>): Promise<RawAnswer[]> {
  for (let attempt = 0; ; attempt++) {
    const startWindow = windowOf(Date.now(), 60).index;
    const answers: RawAnswer[] = [];
    for (let i = 0; i < count; i++) answers.push(await call(i));
    if (windowOf(Date.now(), 60).index === startWindow || attempt === 1) return answers;
    await clearRateLimits();
  }
}

beforeAll(clearRateLimits);
afterAll(clearRateLimits);

describe('refused requests count per user or per address before the token is looked up', () => {
  it('the 7th bad token from one IP within a minute gets 429 with Retry-After; another IP is unaffected', async () => {
    const answers = await withinOneWindow(7, () => badTokenFrom(41));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(answers[6]?.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number(answers[6]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await badTokenFrom(42)).status).toBe(401);
  });

  it('200 junk tokens from one address leave a valid token from the same address served', async () => {
    const user = await userWithRoles('refused-neighbour', { subscription: 'active' });
    const junk = await withinOneWindow(200, () => badTokenFrom(44));
    expect(junk.at(-1)?.status).toBe(429);
    const served = await callRaw('whoami', {
      token: user.idToken,
      headers: { 'x-forwarded-for': testIp(44) },
    });
    expect(served.status).toBe(200);
  }, 180_000);

  it("a signed-in user's malformed requests count against that user, not their address", async () => {
    const [careless, neighbour] = await Promise.all([
      userWithRoles('refused-bad-input', { subscription: 'active' }),
      userWithRoles('refused-bad-input-neighbour', { subscription: 'active' }),
    ]);
    const call = (token: string, input: Record<string, unknown>) =>
      callRaw('exportMyData', { token, input, headers: { 'x-forwarded-for': testIp(43) } });
    // Six inputs with an unknown field, then a well-formed one (the 7th request) from the same user.
    const answers = await withinOneWindow(7, (i) => call(careless.idToken, i < 6 ? { unknown: i } : {}));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 429]);
    expect((await call(neighbour.idToken, {})).status).toBe(200);
  });
});
