// The mail server of every e-mail the product sends (functions/.env.example, docs/operations.md
// "E-mail"). The SMTP password is a secret, declared only by the functions that send.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const SMTP_HOST = defineString('SMTP_HOST', { default: '127.0.0.1' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 2587 });
export const SMTP_USER = defineString('SMTP_USER', { default: 'copydesk' });
export const SMTP_FROM = defineString('SMTP_FROM', { default: 'CopyDesk <alerts@copydesk.local>' });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
/** The web app's origin, for the links in e-mails. */
export const APP_URL = defineString('APP_URL', { default: 'http://127.0.0.1:5173' });
