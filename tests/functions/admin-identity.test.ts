// An admin's own identity on the server (docs/architecture.md §5): the mailbox proof goes only to the
// address of record, a changed sign-in e-mail is refused and audited, the security events name actor,
// target and time, idle admin sessions end on the server, and the affiliation oracle is guarded.
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import { affiliatedLogin, provisionedUser } from '../support/accounts.ts';
import { mailTo } from '../support/mailbox.ts';
import { eventually } from '../support/poll.ts';
import { clearRateLimits, testIp } from '../support/rate-limits.ts';
import {
  enrolPhoneInSession,
  signInWithSecondFactor,
  tokenClaims,
  uniquePhoneNumber,
} from '../../tools/stack-clients/second-factor.ts';
import { authEmulatorHost } from '../../tools/stack-clients/emulators.ts';
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

/** The audit entries naming `targetUid` with `action`, as the log stores them. */
async function auditEntries(targetUid: string, action: string) {
  const snapshot = await adminDb().collection('auditLog').where('targetUid', '==', targetUid).get();
  return snapshot.docs.map((doc) => doc.data()).filter((entry) => entry.action === action);
}

/** Waits for one entry of `action` on `targetUid` and checks who, whom and when. */
async function expectAudited(action: string, actorUid: string, targetUid: string) {
  const [entry] = await eventually(`the ${action} audit entry`, async () => {
    const found = await auditEntries(targetUid, action);
    return found.length > 0 ? found : undefined;
  });
  expect(entry?.actorUid).toBe(actorUid);
  expect(entry?.targetUid).toBe(targetUid);
  expect(entry?.at).toBeInstanceOf(Timestamp);
  return entry!;
}

/** As completing verifyBeforeUpdateEmail would: Auth holds a new, verified sign-in e-mail. */
async function changeSignInEmail(user: TestUser): Promise<string> {
  adminDb();
  // Lower case, as Firebase Auth stores (and the ID token carries) every sign-in e-mail.
  const email = `moved-${Date.now()}-${user.uid.slice(0, 6)}@attacker.test`.toLowerCase();
  await getAuth().updateUser(user.uid, { email, emailVerified: true });
  return email;
}

/** Signs in with a custom token minted for `uid` with `claims`, as the CLI's --service-account does. */
async function opsSession(actingAs: string): Promise<string> {
  adminDb();
  const token = await getAuth().createCustomToken('copydesk-ops', { ops: true, actingAs });
  const url = `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`custom sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

describe('the mailbox proof goes only to the address of record', () => {
  it('refuses a proof after the sign-in e-mail changed (409), sends nothing, and audits the change', async () => {
    const admin = await adminWithoutFactor('addr-moved');
    const newEmail = await changeSignInEmail(admin);
    const token = await signInWithPassword(newEmail);
    const answer = await callRaw('requestMailboxProof', { token, input: {} });
    expect([answer.status, answer.body.error]).toEqual([
      409,
      'Your sign-in e-mail is not the address of record for your administrator role, so no link was sent. Ask another admin to confirm your new address.',
    ]);
    expect(await mailTo(newEmail)).toEqual([]);
    const entry = await expectAudited('signInEmail.changed', admin.uid, admin.uid);
    expect(entry.details).toMatchObject({
      addressOfRecord: admin.email.toLowerCase(),
      signInEmail: newEmail,
    });
  });

  it('fails closed for an admin without an address of record (409)', async () => {
    const admin = await adminWithoutFactor('addr-none');
    await adminDb().collection('adminRecords').doc(admin.uid).delete();
    const answer = await callRaw('requestMailboxProof', { token: admin.idToken, input: {} });
    expect([answer.status, answer.body.error]).toEqual([
      409,
      'There is no address of record for your administrator role: ask another admin to confirm it.',
    ]);
  });

  it('grants admin with the confirmed e-mail, and refuses an e-mail Auth no longer holds (409)', async () => {
    const granter = await userWithRoles('addr-granter', { isAdmin: true });
    const member = await userWithRoles('addr-member', { subscription: 'active' });
    const stale = await callRaw('grantAdminRole', {
      token: granter.idToken,
      input: { uid: member.uid, confirmedEmail: `old-${member.email}` },
    });
    expect(stale.status).toBe(409);
    expect((await adminDb().collection('users').doc(member.uid).get()).get('isAdmin')).toBe(false);

    const granted = await callRaw('grantAdminRole', {
      token: granter.idToken,
      input: { uid: member.uid, confirmedEmail: member.email },
    });
    expect([granted.status, granted.body.emailOfRecord]).toEqual([200, member.email.toLowerCase()]);
    expect((await adminDb().collection('users').doc(member.uid).get()).get('isAdmin')).toBe(true);
    const record = (await adminDb().collection('adminRecords').doc(member.uid).get()).data();
    expect(record?.emailOfRecord).toBe(member.email.toLowerCase());
    await expectAudited('adminAddress.confirmed', granter.uid, member.uid);
  });
});

describe('security events are audited with actor, target and time', () => {
  it('audits requesting a mailbox proof and trusting a factor', async () => {
    const admin = await adminWithoutFactor('audit-proof');
    const asked = await callRaw('requestMailboxProof', { token: admin.idToken, input: {} });
    expect(asked.status).toBe(200);
    const requested = await expectAudited('mailboxProof.requested', admin.uid, admin.uid);
    expect(requested.details).toEqual({ sentTo: admin.email.toLowerCase() });

    const mail = await eventually('the mailbox-proof e-mail', async () => (await mailTo(admin.email))[0]);
    const link = LINK.exec(mail.text)?.[1] ?? '';
    const withFactor = await enrolPhoneInSession(admin.idToken, uniquePhoneNumber());
    const trusted = await callRaw('trustEnrolledFactor', { token: withFactor, input: { token: link } });
    expect(trusted.status).toBe(200);
    const entry = await expectAudited('secondFactor.trusted', admin.uid, admin.uid);
    expect(entry.details).toEqual({ factorUid: tokenClaims(withFactor).firebase.second_factor_identifier });
  });

  it("audits createSubscriber by an admin for another user's account", async () => {
    const [admin, client] = await Promise.all([
      userWithRoles('audit-sub-admin', { isAdmin: true }),
      provisionedUser('audit-sub-client'),
    ]);
    const answer = await callRaw('createSubscriber', {
      token: admin.idToken,
      input: { accountId: client.metaApiAccountId, name: 'Client' },
    });
    expect(answer.status).toBe(200);
    const entry = await expectAudited('subscriber.created', admin.uid, client.user.uid);
    expect(entry.details).toMatchObject({ metaApiAccountId: client.metaApiAccountId });
  });

  it("audits automation acting on the operator's own account", async () => {
    const operator = await provisionedUser('audit-ops-own', { isAdmin: true, isTechnicalAdmin: true });
    const token = await opsSession(operator.user.uid);
    const answer = await callRaw('createSubscriber', {
      token,
      input: { accountId: operator.metaApiAccountId, name: 'Operator' },
    });
    expect(answer.status).toBe(200);
    const entry = await expectAudited('subscriber.created', operator.user.uid, operator.user.uid);
    expect(entry.serviceAccount).toBe('copydesk-ops');
  });
});

describe('idle admin sessions end on the server', () => {
  it('refuses an admin idle for 31 minutes, and a new sign-in works', async () => {
    const admin = await userWithRoles('idle-admin', { isAdmin: true });
    expect((await callRaw('searchUsers', { token: admin.idToken, input: SEARCH })).status).toBe(200);
    const authTime = String(tokenClaims(admin.idToken).auth_time);
    const record = adminDb().collection('adminRecords').doc(admin.uid);
    expect((await record.get()).get(`sessions.${authTime}`)).toBeInstanceOf(Timestamp);
    await record.update({ [`sessions.${authTime}`]: Timestamp.fromMillis(Date.now() - 31 * 60_000) });

    const idle = await callRaw('searchUsers', { token: admin.idToken, input: SEARCH });
    expect([idle.status, idle.body.error, idle.body.details]).toEqual([
      401,
      'You were signed out after 30 minutes of inactivity. Please sign in again.',
      { code: 'ADMIN_SESSION_IDLE' },
    ]);
    await eventually('the next second', () =>
      Promise.resolve(Math.floor(Date.now() / 1000) > Number(authTime)),
    );
    const fresh = await signInWithSecondFactor(admin.email, TEST_PASSWORD);
    expect((await callRaw('searchUsers', { token: fresh, input: SEARCH })).status).toBe(200);
  });
});

describe('the affiliation check is guarded', () => {
  beforeAll(clearRateLimits);
  afterAll(clearRateLimits);

  it('refuses a user whose e-mail is not verified', async () => {
    const user = await userWithRoles('aff-unverified', { verified: false });
    const answer = await callRaw('checkAffiliation', {
      token: user.idToken,
      input: { accountNumber: affiliatedLogin() },
    });
    expect([answer.status, answer.body.details]).toEqual([403, { code: 'EMAIL_NOT_VERIFIED' }]);
  });

  it('answers 429 once one login was checked past its hourly budget, whoever asks (test scale: 10)', async () => {
    const login = affiliatedLogin();
    const users = await Promise.all(Array.from({ length: 11 }, (_, i) => userWithRoles(`aff-budget-${i}`)));
    const statuses: number[] = [];
    for (const [i, user] of users.entries()) {
      const answer = await callRaw('checkAffiliation', {
        token: user.idToken,
        input: { accountNumber: login },
        headers: { 'x-forwarded-for': testIp(120 + i) },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});
