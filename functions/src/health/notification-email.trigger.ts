// E-mails a notification when it is created (owner or admin), at most once (services/health-mailer):
// the mailer claims the notification by its id in a transaction (email pending -> sending) before it
// sends, so a redelivered event finds it claimed and sends nothing. A send the mail server defers is
// retried with backoff by the mailer (platform/mailer/smtp-mailer.ts); retry: true redelivers an event whose
// run failed before the claim (docs/operations.md, "E-mail"). With requestMailboxProof, the only
// functions that mount the SMTP password.
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { APP_URL, SMTP_PASSWORD } from '../platform/params/mail-params.js';
import { LOG_EVENTS } from '../platform/log-events.js';
import { mailer } from '../platform/clients.js';
import { mailNotification } from './health-mailer.service.js';
import { optionsFor } from '../platform/function-sizing.js';
import { withSecrets } from '../platform/service-accounts.js';

export const onNotificationCreated = onDocumentCreated(
  {
    ...optionsFor('trigger'),
    document: 'users/{uid}/notifications/{notificationId}',
    ...withSecrets([SMTP_PASSWORD]),
    retry: true,
  },
  async (event) => {
    const { uid, notificationId } = event.params;
    const outcome = await mailNotification(uid, notificationId, mailer(), APP_URL.value());
    if (outcome === 'failed') {
      logger.error('Notification e-mail not sent', {
        event: LOG_EVENTS.emailSendFailed,
        source: 'notification',
        uid,
        notificationId,
      });
    }
  },
);
