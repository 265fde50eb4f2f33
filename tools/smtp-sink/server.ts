// A local SMTP sink (README "Copy health"): a real SMTP server on loopback (smtp-server) that
// accepts any login, parses each message (mailparser) and keeps it in memory, plus a small HTTP API to
// read them: GET /messages[?to=] (newest last), DELETE /messages, GET /__health. For tests of the
// mailer's retries, POST /faults {"to": address, "failures": n} answers the next n deliveries to that
// address with a temporary failure (451), as a busy mail server would; with "code": 550 it refuses them
// for good, as a server that will not take our mail does (the smoke check's mail failure). Faults are
// per address, so a suite refusing its own address never stops the mail other suites read.
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

interface Refusal {
  left: number;
  /** The SMTP reply code: 451 (deferred, the default) or a final 5xx. */
  code: number;
}

const REFUSAL_TEXT: Record<string, string> = {
  '4': 'Mailbox busy, try again later',
  '5': 'Mailbox unavailable, message refused',
};

/** POST /faults {"to": address, "failures": n, "code"?: 4xx|5xx}: the next n deliveries to `to` fail. */
function readFault(req: IncomingMessage, failuresLeft: Map<string, Refusal>, send: Send): void {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    try {
      const fault = JSON.parse(body) as { to?: unknown; failures?: unknown; code?: unknown };
      const code = fault.code ?? 451;
      if (
        typeof fault.to !== 'string' ||
        !Number.isInteger(fault.failures) ||
        Number(fault.failures) < 0 ||
        !Number.isInteger(code) ||
        Number(code) < 400 ||
        Number(code) > 599
      )
        return send(400, { error: 'expected {"to": address, "failures": n, "code"?: 400-599}' });
      failuresLeft.set(fault.to.toLowerCase(), { left: Number(fault.failures), code: Number(code) });
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
  const failuresLeft = new Map<string, Refusal>();
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const refusal = failuresLeft.get(to);
      if (!refusal || refusal.left === 0) return callback();
      refusal.left -= 1;
      const text = REFUSAL_TEXT[String(refusal.code)[0] ?? '4'] ?? 'Refused';
      callback(Object.assign(new Error(text), { responseCode: refusal.code }));
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
