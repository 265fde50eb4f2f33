// A local SMTP sink (README "Copy health"): a real SMTP server on loopback (smtp-server) that
// accepts any login, parses each message (mailparser) and keeps it in memory, plus a small HTTP API to
// read them: GET /messages[?to=] (newest last), DELETE /messages, GET /__health. For tests of the
// mailer's retries, POST /faults {"to": address, "failures": n} answers the next n deliveries to that
// address with a temporary failure (451), as a busy mail server would.
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
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
  /** The ports it listens on (the ones asked for, or the system's choice for 0). */
  smtpPort: number;
  httpPort: number;
  close(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

type Send = (status: number, body?: unknown) => void;

/** POST /faults {"to": address, "failures": n}: the next n deliveries to `to` fail with 451. */
function readFault(req: IncomingMessage, failuresLeft: Map<string, number>, send: Send): void {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    try {
      const fault = JSON.parse(body) as { to?: unknown; failures?: unknown };
      if (typeof fault.to !== 'string' || !Number.isInteger(fault.failures) || Number(fault.failures) < 0)
        return send(400, { error: 'expected {"to": address, "failures": n}' });
      failuresLeft.set(fault.to.toLowerCase(), Number(fault.failures));
      send(204);
    } catch {
      send(400, { error: 'expected a JSON body' });
    }
  });
}

export async function startSmtpSink(options: {
  smtpPort: number;
  httpPort: number;
  host?: string;
}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const messages: SinkMessage[] = [];
  const failuresLeft = new Map<string, number>();
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const left = failuresLeft.get(to) ?? 0;
      if (left === 0) return callback();
      failuresLeft.set(to, left - 1);
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
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
    const send: Send = (status, body) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (url.pathname === '/__health') return send(200, { ok: true });
    if (url.pathname === '/faults' && req.method === 'POST') return void readFault(req, failuresLeft, send);
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
  const portOf = (address: ReturnType<Server['address']>) =>
    typeof address === 'object' && address !== null ? address.port : 0;
  return {
    messages,
    smtpPort: portOf(smtp.server.address()),
    httpPort: portOf(http.address()),
    close: () =>
      new Promise<void>((resolve) => {
        http.close();
        smtp.close(() => resolve());
      }),
  };
}
