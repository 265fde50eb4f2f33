// The SMTP mailer (nodemailer) from the functions' params (docs/operations.md, "E-mail"): host, port,
// user and sender in configuration, the password from Secret Manager (SMTP_PASSWORD, declared only by
// the function that sends). Outside loopback the connection is always encrypted: implicit TLS on port
// 465, STARTTLS required on any other port (a server that does not offer it gets no mail). Locally
// the SMTP sink on loopback receives everything (README "Copy health").
import { logger } from 'firebase-functions';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { isLoopbackHost } from '../../contract/index.js';
import type { Mailer } from './mailer.js';
import { SMTP_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_USER } from '../params/mail-params.js';
import { LOG_EVENTS } from '../log-events.js';

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
}

/** Waits before each retry of a send the server deferred (docs/operations.md, "E-mail"). */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

export function smtpTransportOptions(settings: SmtpSettings): SMTPTransport.Options {
  const implicitTls = settings.port === 465;
  return {
    host: settings.host,
    port: settings.port,
    secure: implicitTls,
    requireTLS: !implicitTls && !isLoopbackHost(settings.host),
    tls: { minVersion: 'TLSv1.2' },
    auth: { user: settings.user, pass: settings.password },
  };
}

/**
 * Whether the server surely did not take the message, so sending again cannot deliver it twice: a 4xx
 * answer (deferred), or a connection that failed before any command. A 5xx answer is final, and a
 * connection lost during the transfer may have delivered it.
 */
export function isRetryableSendError(error: unknown): boolean {
  const { responseCode, code, command } = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    command?: unknown;
  };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return command === 'CONN' && ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS'].includes(String(code));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The send that is given up, for the e-mail alert: the SMTP answer's code and the failed command only,
 * never the message, its recipient or the server's free text (it may quote either).
 */
function logSendFailed(error: unknown, attempts: number): void {
  const { responseCode, code, command } = (error ?? {}) as Record<string, unknown>;
  logger.error('E-mail not sent', {
    event: LOG_EVENTS.emailSendFailed,
    source: 'smtp',
    attempts,
    responseCode: typeof responseCode === 'number' ? responseCode : null,
    code: typeof code === 'string' ? code : null,
    command: typeof command === 'string' ? command : null,
  });
}

export function createMailer(settings: SmtpSettings, delaysMs: readonly number[] = RETRY_DELAYS_MS): Mailer {
  const transport = nodemailer.createTransport(smtpTransportOptions(settings));
  return {
    async send(to, content) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await transport.sendMail({ from: settings.from, to, ...content });
          return;
        } catch (error) {
          const delay = delaysMs[attempt];
          if (delay === undefined || !isRetryableSendError(error)) {
            logSendFailed(error, attempt + 1);
            throw error;
          }
          await wait(delay);
        }
      }
    },
  };
}

export function createSmtpMailer(): Mailer {
  return createMailer({
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    user: SMTP_USER.value(),
    password: SMTP_PASSWORD.value(),
    from: SMTP_FROM.value(),
  });
}
