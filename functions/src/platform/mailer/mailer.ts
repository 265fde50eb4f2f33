// The mailer port: whatever delivers e-mail. Production's is nodemailer over SMTP (smtp-mailer.ts);
// tests pass their own. Every room that mails speaks to this port, never to nodemailer.
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(to: string, content: EmailContent): Promise<void>;
}
