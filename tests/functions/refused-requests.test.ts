// Refused requests are counted before any lookup (docs/architecture.md "Abuse limits"): 400 and 401
// answers count per client IP and endpoint, and the budget is checked before the token is verified,
// so a flood of bad tokens from one IP gets 429 with Retry-After instead of a revocation lookup each.
// Callers come from 198.51.100.x, which the test runner gives limits ten times smaller: 6 refused
// requests a minute per IP and endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowOf } from '../../functions/src/domain/rate-limit-policy.js';
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

describe('refused requests count per IP before the token is verified', () => {
  it('the 7th bad token from one IP within a minute gets 429 with Retry-After; another IP is unaffected', async () => {
    const answers = await withinOneWindow(7, () => badTokenFrom(41));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(answers[6]?.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number(answers[6]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await badTokenFrom(42)).status).toBe(401);
  });

  it('malformed input counts too, and a good token from the refused IP waits like the rest', async () => {
    const user = await userWithRoles('refused-bad-input', { subscription: 'active' });
    // Six malformed account numbers, then a well-formed one (the 7th request) from the same IP.
    const answers = await withinOneWindow(7, (i) =>
      callRaw('checkAffiliation', {
        token: user.idToken,
        input: { accountNumber: i < 6 ? 'not-a-number' : '51234560' },
        headers: { 'x-forwarded-for': testIp(43) },
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });
});
