// Changes to an admin's own identity are told to every other admin (docs/product.md §8 "Admin security
// notices"): trusting a second factor and a changed sign-in e-mail each put a notification in every
// other admin's bell, which the notification trigger e-mails through the real SMTP sink; the admin who
// changed gets none.
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import { mailTo, type MailboxMessage } from '../support/mailbox.ts';
import { eventually } from '../support/poll.ts';
import { enrolPhoneInSession, uniquePhoneNumber } from '../../tools/stack-clients/second-factor.ts';
import {
  adminDb,
  signInWithPassword,
  userWithRoles,
  type TestUser,
} from '../../tools/stack-clients/users.ts';

const LINK = /\/security\?proof=([A-Za-z0-9_-]{43})\b/;
const WHEN = /at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/;
const ACTION =
  'If they did not expect this, revoke their admin role in the admin panel and ask them to reset their password.';

/** The security notices in `user`'s notifications about `actorUid`. */
async function noticesAbout(user: TestUser, actorUid: string) {
  const snapshot = await adminDb()
    .collection('users')
    .doc(user.uid)
    .collection('notifications')
    .where('ownerUid', '==', actorUid)
    .get();
  return snapshot.docs.map((doc) => doc.data()).filter((notice) => notice.event === 'securityChange');
}

/** Waits for the one notice `user` gets about `actorUid`, and for its e-mail in the sink. */
async function noticeAndMail(user: TestUser, actorUid: string, subject: string) {
  const [notice] = await eventually('the security notice', async () => {
    const found = await noticesAbout(user, actorUid);
    return found.length > 0 ? found : undefined;
  });
  const mail = await eventually('the security notice e-mail', async () =>
    (await mailTo(user.email)).find((message: MailboxMessage) => message.subject === subject),
  );
  return { notice: notice!, mail };
}

/** A fresh pair of admins: `actor` signed in with the password only (no factor yet), `other` set up. */
async function twoAdmins(prefix: string) {
  const [actor, other] = await Promise.all([
    userWithRoles(`${prefix}-actor`, { isAdmin: true, secondFactor: false }),
    userWithRoles(`${prefix}-other`, { isAdmin: true }),
  ]);
  return { actor, other };
}

describe('changes to an admin identity notify the other admins', () => {
  it('tells another admin in the app and by e-mail that an admin trusted a factor, and not the actor', async () => {
    const { actor, other } = await twoAdmins('notice-trust');
    const asked = await callRaw('requestMailboxProof', { token: actor.idToken, input: {} });
    expect(asked.status).toBe(200);
    const proof = await eventually('the mailbox-proof e-mail', async () => (await mailTo(actor.email))[0]);
    const withFactor = await enrolPhoneInSession(actor.idToken, uniquePhoneNumber());
    const trusted = await callRaw('trustEnrolledFactor', {
      token: withFactor,
      input: { token: LINK.exec(proof.text)?.[1] ?? '' },
    });
    expect(trusted.status).toBe(200);

    const label = actor.email.toLowerCase();
    const title = `Security: admin ${label} trusted a new second factor`;
    const { notice, mail } = await noticeAndMail(other, actor.uid, `CopyDesk: ${title}`);
    expect(notice).toMatchObject({
      audience: 'admin',
      kind: 'adminSecurity',
      title,
      action: ACTION,
      link: '/admin',
    });
    expect(notice.body).toContain(`Admin ${label} trusted a second factor for admin power at `);
    expect(notice.body).toMatch(WHEN);
    expect(mail.text).toContain(notice.body);
    expect(mail.text).toContain(ACTION);
    expect(await noticesAbout(actor, actor.uid)).toEqual([]);
    expect((await mailTo(actor.email)).map((message) => message.subject)).not.toContain(`CopyDesk: ${title}`);
  });

  it('tells another admin that an admin sign-in e-mail changed, once, and not the actor', async () => {
    const { actor, other } = await twoAdmins('notice-email');
    adminDb();
    const moved = `moved-${Date.now()}-${actor.uid.slice(0, 6)}@attacker.test`.toLowerCase();
    await getAuth().updateUser(actor.uid, { email: moved, emailVerified: true });
    const token = await signInWithPassword(moved);
    // Each request sees the change again; the audit entry, and so the notice, is written once.
    for (let i = 0; i < 2; i += 1) {
      expect((await callRaw('requestMailboxProof', { token, input: {} })).status).toBe(409);
    }

    const label = actor.email.toLowerCase();
    const title = `Security: admin ${label} changed their sign-in e-mail`;
    const { notice, mail } = await noticeAndMail(other, actor.uid, `CopyDesk: ${title}`);
    expect(notice).toMatchObject({ audience: 'admin', kind: 'adminSecurity', title, action: ACTION });
    expect(notice.body).toContain(`changed to ${moved} at `);
    expect(notice.body).toMatch(WHEN);
    expect(notice.body).toContain('Mailbox links still go only to their address of record.');
    expect(mail.text).toContain(notice.body);
    expect(await noticesAbout(other, actor.uid)).toHaveLength(1);
    expect(await noticesAbout(actor, actor.uid)).toEqual([]);
    expect(await mailTo(moved)).toEqual([]);
  });
});
