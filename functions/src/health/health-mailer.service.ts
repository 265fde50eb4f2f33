// Sends a notification's e-mail once (README "Copy health"): claims the notification (email pending ->
// sending) in a transaction, honours the owner's per-kind opt-out (users/{uid}/preferences/email), and
// sends a plain-text + HTML message over SMTP with a link to the account.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { firestore as defaultDb } from '../platform/clients.js';
import { notificationSchema, type Notification } from '../contract/index.js';
import { emailFor } from './health-notifications.rules.js';
import type { Mailer } from '../platform/mailer/mailer.js';

export type { Mailer };

export type MailOutcome = 'sent' | 'opted-out' | 'failed' | 'skipped';

async function claim(db: Firestore, ref: DocumentReference): Promise<Notification | null> {
  return db.runTransaction(async (tx) => {
    const parsed = notificationSchema.safeParse((await tx.get(ref)).data());
    if (!parsed.success || parsed.data.email !== 'pending') return null;
    tx.update(ref, { email: 'sending' });
    return parsed.data;
  });
}

export async function mailNotification(
  uid: string,
  notificationId: string,
  mailer: Mailer,
  appUrl: string,
  db: Firestore = defaultDb,
): Promise<MailOutcome> {
  const ref = db.collection('users').doc(uid).collection('notifications').doc(notificationId);
  const notification = await claim(db, ref);
  if (!notification) return 'skipped';
  const [user, preferences] = await Promise.all([
    db.collection('users').doc(uid).get(),
    db.collection('users').doc(uid).collection('preferences').doc('email').get(),
  ]);
  const optedOut = notification.audience === 'owner' && preferences.get(notification.kind) === false;
  const to = user.get('email') as unknown;
  let outcome: MailOutcome = 'opted-out';
  if (!optedOut) {
    outcome = typeof to === 'string' && to.includes('@') ? 'sent' : 'failed';
    if (outcome === 'sent') {
      try {
        await mailer.send(to as string, emailFor(notification, appUrl));
      } catch {
        outcome = 'failed';
      }
    }
  }
  await ref.update({ email: outcome });
  return outcome;
}
