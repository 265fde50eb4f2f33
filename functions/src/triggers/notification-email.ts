// E-mails a notification when it is created (owner or admin), at most once (services/health-mailer).
// The only function that mounts the SMTP password.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { APP_URL, SMTP_PASSWORD } from '../config/health-params.js';
import { createSmtpMailer } from '../config/smtp-mailer.js';
import { mailNotification, type Mailer } from '../services/health-mailer.js';

let mailer: Mailer | undefined;

export const onNotificationCreated = onDocumentCreated(
  { document: 'users/{uid}/notifications/{notificationId}', secrets: [SMTP_PASSWORD], retry: false },
  async (event) => {
    mailer ??= createSmtpMailer();
    await mailNotification(event.params.uid, event.params.notificationId, mailer, APP_URL.value());
  },
);
