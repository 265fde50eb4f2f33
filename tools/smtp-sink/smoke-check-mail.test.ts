// The smoke check's mail check (docs/operations.md "After every deploy: the smoke check") with the
// functions' real SMTP mailer against the real SMTP sink on loopback: what it says for a mail server that
// takes the e-mail, refuses it, keeps deferring it, or is not there at all.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type SmtpSettings } from '../../functions/src/platform/mailer/smtp-mailer.ts';
import { checkMail } from '../../functions/src/health/smoke-check.service.ts';
import { startSmtpSink, type SmtpSink } from './server.ts';

const AT = '2026-12-03T10:00:00.000Z';

/** A loopback port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe("the smoke check's mail check", () => {
  let sink: SmtpSink;
  let settings: SmtpSettings;
  beforeAll(async () => {
    sink = await startSmtpSink({ smtpPort: 0, httpPort: 0 });
    settings = {
      host: '127.0.0.1',
      port: sink.smtpPort,
      user: 'copydesk',
      password: 'local',
      from: 'x@y.test',
    };
  });
  afterAll(() => sink.close());

  const failNext = async (to: string, failures: number, code: number) => {
    const response = await fetch(`http://127.0.0.1:${sink.httpPort}/faults`, {
      method: 'POST',
      body: JSON.stringify({ to, failures, code }),
    });
    expect(response.status).toBe(204);
  };

  it('passes when the mail server takes the e-mail, which then arrives', async () => {
    const result = await checkMail(createMailer(settings, [5, 5, 5]), 'ops@copydesk.test', AT);
    expect(result).toEqual({
      name: 'mail',
      ok: true,
      detail: 'The mail server accepted a test e-mail to ops@copydesk.test.',
      action: null,
    });
    expect(sink.messages.filter((m) => m.to.includes('ops@copydesk.test'))).toHaveLength(1);
  });

  it.each([
    { server: 'refuses it for good', failures: 1, code: 550, said: 'the mail server refused it: SMTP 550' },
    {
      server: 'defers every attempt',
      failures: 4,
      code: 421,
      said: 'the mail server kept deferring it: SMTP 421',
    },
  ])('fails, saying so, when the mail server $server', async ({ failures, code, said }) => {
    const to = `smoke-${code}@copydesk.test`;
    await failNext(to, failures, code);
    const result = await checkMail(createMailer(settings, [5, 5, 5]), to, AT);
    expect(result.ok).toBe(false);
    expect(result.detail).toBe(`The test e-mail to ${to} was not sent: ${said}.`);
    expect(result.action).toContain('Check SMTP_HOST, SMTP_PORT, SMTP_USER and the SMTP_PASSWORD secret');
    expect(sink.messages.filter((m) => m.to.includes(to))).toHaveLength(0);
  });

  it('fails, saying it could not be reached, when no mail server listens', async () => {
    const down = { ...settings, port: await closedPort() };
    const result = await checkMail(createMailer(down, [5, 5, 5]), 'ops@copydesk.test', AT);
    expect(result.ok).toBe(false);
    expect(result.detail).toBe(
      'The test e-mail to ops@copydesk.test was not sent: the mail server could not be reached: ESOCKET.',
    );
  });

  it('fails without sending when the caller has no address of record', async () => {
    const result = await checkMail(createMailer(settings, [5]), null, AT);
    expect(result).toMatchObject({
      ok: false,
      detail: 'Your account has no e-mail address to send the test to.',
    });
  });
});
