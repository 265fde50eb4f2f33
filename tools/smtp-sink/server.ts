// A local SMTP sink (README "Where e-mails land"): a real SMTP server on loopback (smtp-server) that
// accepts any login, parses each message (mailparser) and keeps it in memory, plus a small HTTP API to
// read them: GET /messages[?to=] (newest last), DELETE /messages, GET /__health.
import { createServer as createHttpServer, type Server } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

export interface SmtpSink {
  messages: SinkMessage[];
  close(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

export async function startSmtpSink(options: {
  smtpPort: number;
  httpPort: number;
  host?: string;
}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const messages: SinkMessage[] = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            id: messages.length + 1,
            from: addresses(mail.from).join(', '),
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: (mail.date ?? new Date()).toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const http: Server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (url.pathname === '/__health') return send(200, { ok: true });
    if (url.pathname !== '/messages') return send(404, { error: 'not found' });
    if (req.method === 'DELETE') return (messages.splice(0), send(204));
    const to = url.searchParams.get('to')?.toLowerCase();
    send(200, to ? messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : messages);
  });
  await new Promise<void>((resolve, reject) => {
    smtp.on('error', reject);
    smtp.listen(options.smtpPort, host, () => resolve());
  });
  await new Promise<void>((resolve) => http.listen(options.httpPort, host, () => resolve()));
  return {
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        http.close();
        smtp.close(() => resolve());
      }),
  };
}
