// The password alone never gives admin power (docs/product.md §9): an admin's first factor counts only
// after the one-time link e-mailed to the verified address (the real SMTP sink) came back in the session
// that asked for it, for the factor that session enrolled after the link was sent.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import { mailTo } from '../support/mailbox.ts';
import { eventually } from '../support/poll.ts';
import {
  enrolPhoneInSession,
  signInWithSecondFactor,
  tokenClaims,
  uniquePhoneNumber,
} from '../../tools/stack-clients/second-factor.ts';
import {
  adminDb,
  signInWithPassword,
  TEST_PASSWORD,
  userWithRoles,
  type TestUser,
} from '../../tools/stack-clients/users.ts';

const LINK = /\/security\?proof=([A-Za-z0-9_-]{43})\b/;
const SEARCH = { q: 'Test', pageSize: 1 };

const adminWithoutFactor = (prefix: string) => userWithRoles(prefix, { isAdmin: true, secondFactor: false });

/** Asks for a link with `idToken` and reads the token from the e-mail the sink received. */
async function requestLink(user: TestUser, idToken = user.idToken): Promise<string> {
  const before = (await mailTo(user.email)).length;
  const answer = await callRaw('requestMailboxProof', { token: idToken, input: {} });
  expect([answer.status, answer.body.sentTo]).toEqual([200, user.email]);
  const mail = await eventually('the mailbox-proof e-mail', async () => (await mailTo(user.email))[before]);
  const token = LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in: ${mail.text}`);
  return token;
}

const trust = (idToken: string, token: string) =>
  callRaw('trustEnrolledFactor', { token: idToken, input: { token } });

/** Waits for the clock's next whole second: auth_time and enrolment times count whole seconds. */
async function nextSecond(): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await eventually('the next second', () => Promise.resolve(Math.floor(Date.now() / 1000) > now));
}

/** A new sign-in of `user`, so with another auth_time than the session before it. */
async function laterSignIn(user: TestUser): Promise<string> {
  await nextSecond();
  return signInWithPassword(user.email);
}

describe('the mailbox proof before an admin first factor counts', () => {
  it('grants admin power on the full path: link, factor enrolled in the same session, trusted', async () => {
    const admin = await adminWithoutFactor('mbx-full');
    const token = await requestLink(admin);
    const stored = (await adminDb().collection('mailboxProofs').doc(admin.uid).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const withFactor = await enrolPhoneInSession(admin.idToken, uniquePhoneNumber());
    const beforeTrust = await callRaw('searchUsers', { token: withFactor, input: SEARCH });
    expect([beforeTrust.status, beforeTrust.body.details]).toEqual([403, { code: 'SECOND_FACTOR_REQUIRED' }]);

    const trusted = await trust(withFactor, token);
    expect(trusted.status).toBe(200);
    expect(trusted.body.factorUid).toBe(tokenClaims(withFactor).firebase.second_factor_identifier);
    const next = await signInWithSecondFactor(admin.email, TEST_PASSWORD);
    expect(tokenClaims(next).trustedFactors).toEqual([trusted.body.factorUid]);
    expect((await callRaw('searchUsers', { token: next, input: SEARCH })).status).toBe(200);
  });

  it('refuses a link used by another session of the same admin', async () => {
    const admin = await adminWithoutFactor('mbx-session');
    const token = await requestLink(admin);
    const otherSession = await enrolPhoneInSession(await laterSignIn(admin), uniquePhoneNumber());
    const answer = await trust(otherSession, token);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(
      'Open the link in the browser session that asked for it, or ask for a new link there.',
    );
  });

  it('refuses a link used twice, and a wrong token without using up the right one', async () => {
    const admin = await adminWithoutFactor('mbx-reuse');
    const token = await requestLink(admin);
    const withFactor = await enrolPhoneInSession(admin.idToken, uniquePhoneNumber());
    const wrong = await trust(withFactor, 'B'.repeat(43));
    expect([wrong.status, wrong.body.error]).toEqual([
      403,
      'This link is not valid any more. Please ask for a new one on the Security page.',
    ]);
    expect((await trust(withFactor, token)).status).toBe(200);
    const again = await trust(withFactor, token);
    expect([again.status, again.body.error]).toEqual([
      403,
      'This link is not valid any more. Please ask for a new one on the Security page.',
    ]);
  });

  it('refuses an expired link', async () => {
    const admin = await adminWithoutFactor('mbx-expired');
    const token = await requestLink(admin);
    const withFactor = await enrolPhoneInSession(admin.idToken, uniquePhoneNumber());
    // Fifteen minutes pass: the stored expiry is moved into the past rather than waiting for it.
    await adminDb()
      .collection('mailboxProofs')
      .doc(admin.uid)
      .update({ expireAt: Timestamp.fromMillis(Date.now() - 1000) });
    const answer = await trust(withFactor, token);
    expect(answer.status).toBe(403);
  });

  it('refuses to trust a factor enrolled before the link was sent', async () => {
    const admin = await adminWithoutFactor('mbx-early');
    const withFactor = await enrolPhoneInSession(admin.idToken, uniquePhoneNumber());
    await nextSecond();
    const token = await requestLink(admin, withFactor);
    const answer = await trust(withFactor, token);
    expect([answer.status, answer.body.error]).toEqual([
      409,
      'Add your phone as a second factor after opening the link, then try again.',
    ]);
    expect((await callRaw('searchUsers', { token: withFactor, input: SEARCH })).status).toBe(403);
  });

  it('refuses a trust request without any link, and a link for a client or a trusted admin', async () => {
    const admin = await adminWithoutFactor('mbx-none');
    const withFactor = await enrolPhoneInSession(admin.idToken, uniquePhoneNumber());
    expect((await trust(withFactor, 'A'.repeat(43))).status).toBe(403);
    const client = await userWithRoles('mbx-client', { subscription: 'active' });
    const trustedAdmin = await userWithRoles('mbx-trusted', { isAdmin: true });
    for (const user of [client, trustedAdmin]) {
      const answer = await callRaw('requestMailboxProof', { token: user.idToken, input: {} });
      expect([answer.status, answer.body.error]).toEqual([
        403,
        'Only an administrator without a trusted second factor needs this link.',
      ]);
    }
  });

  it('sends at most one link a minute', async () => {
    const admin = await adminWithoutFactor('mbx-resend');
    await requestLink(admin);
    const again = await callRaw('requestMailboxProof', { token: admin.idToken, input: {} });
    expect([again.status, again.body.error]).toEqual([
      429,
      'We sent a link less than a minute ago. Please check your e-mail.',
    ]);
  });
});
