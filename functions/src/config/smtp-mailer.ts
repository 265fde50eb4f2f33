// The SMTP mailer (nodemailer) from the functions' params: host/port/user/from in configuration, the
// password from Secret Manager (SMTP_PASSWORD, declared only by the function that sends). Locally the
// SMTP sink on loopback receives everything (README "Where e-mails land").
import nodemailer from 'nodemailer';
import type { Mailer } from '../domain/health-notifications.js';
import { SMTP_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_USER } from './health-params.js';

export function createSmtpMailer(): Mailer {
  const port = SMTP_PORT.value();
  const transport = nodemailer.createTransport({
    host: SMTP_HOST.value(),
    port,
    secure: port === 465,
    auth: { user: SMTP_USER.value(), pass: SMTP_PASSWORD.value() },
  });
  return {
    async send(to, content) {
      await transport.sendMail({ from: SMTP_FROM.value(), to, ...content });
    },
  };
}
