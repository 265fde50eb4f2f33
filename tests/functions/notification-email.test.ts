// Notification e-mails through the real SMTP sink (docs/operations.md, "E-mail"): a send the mail
// server defers is retried with backoff and delivered exactly once, and a redelivered event for a
// notification already sent sends nothing.
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../functions/src/platform/mailer/smtp-mailer.js';
import { mailNotification } from '../../functions/src/health/health-mailer.service.js';
import { mailTo } from '../support/mailbox.ts';
import { eventually } from '../support/poll.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the emulator suites through "npm test".`);
  return value;
}

/** The next `failures` deliveries to `to` are answered 451 by the sink (tools/smtp-sink). */
async function deferNext(to: string, failures: number): Promise<void> {
  const response = await fetch(`${required('COPYDESK_MAILBOX_URL')}/faults`, {
    method: 'POST',
    body: JSON.stringify({ to, failures }),
  });
  expect(response.status).toBe(204);
}

/** A notification as the health monitor writes it, waiting for its e-mail (the trigger's input). */
async function notify(user: TestUser, id: string): Promise<void> {
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .collection('notifications')
    .doc(id)
    .set({
      id,
      audience: 'owner',
      event: 'opened',
      kind: 'broker-disconnected',
      incidentId: `${id}-incident`,
      ownerUid: user.uid,
      accountNumber: '51230001',
      metaApiAccountId: `acc-${id}`,
      title: 'Broker disconnected',
      body: 'Your broker rejected the saved password.',
      action: 'Enter the broker password again.',
      link: '/account-details/51230001',
      createdAt: new Date().toISOString(),
      read: false,
      email: 'pending',
    });
}

const emailState = async (user: TestUser, id: string) =>
  (await adminDb().collection('users').doc(user.uid).collection('notifications').doc(id).get()).get(
    'email',
  ) as unknown;

describe('notification e-mails', () => {
  it('retries a send the mail server deferred once and delivers it exactly once', async () => {
    const user = await userWithRoles('mail-deferred');
    await deferNext(user.email, 1);
    await notify(user, 'deferred-once');
    await eventually('the e-mail sent', async () => (await emailState(user, 'deferred-once')) === 'sent', {
      timeoutMs: 30_000,
    });
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it('sends nothing when the event for a sent notification is delivered again', async () => {
    const user = await userWithRoles('mail-redelivered');
    await notify(user, 'redelivered');
    await eventually('the e-mail sent', async () => (await emailState(user, 'redelivered')) === 'sent');
    const mailer = createMailer({
      host: '127.0.0.1',
      port: Number(required('COPYDESK_SMTP_PORT')),
      user: 'copydesk',
      password: 'local-smtp-sink',
      from: 'CopyDesk <alerts@copydesk.local>',
    });
    const again = await mailNotification(user.uid, 'redelivered', mailer, 'http://127.0.0.1:5173', adminDb());
    expect(again).toBe('skipped');
    expect(await mailTo(user.email)).toHaveLength(1);
  });
});
