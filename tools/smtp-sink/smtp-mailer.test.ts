// The functions' SMTP mailer against the real SMTP sink on loopback: deferred sends are retried with
// backoff and delivered once, final refusals are not retried, and TLS is required off loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailer,
  isRetryableSendError,
  smtpTransportOptions,
  type SmtpSettings,
} from '../../functions/src/platform/mailer/smtp-mailer.ts';
import { startSmtpSink, type SmtpSink } from './server.ts';

const settings: SmtpSettings = {
  host: '127.0.0.1',
  port: 2525,
  user: 'copydesk',
  password: 'local',
  from: 'CopyDesk <alerts@copydesk.local>',
};
const content = {
  subject: 'Account 5001 lost its broker connection',
  text: 'Sign in again.',
  html: '<p>Sign in again.</p>',
};

async function failNext(sink: SmtpSink, to: string, failures: number, code?: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${sink.httpPort}/faults`, {
    method: 'POST',
    body: JSON.stringify({ to, failures, ...(code === undefined ? {} : { code }) }),
  });
  expect(response.status).toBe(204);
}

describe('the SMTP mailer', () => {
  let sink: SmtpSink;
  let local: SmtpSettings;
  beforeAll(async () => {
    sink = await startSmtpSink({ smtpPort: 0, httpPort: 0 });
    local = { ...settings, port: sink.smtpPort };
  });
  afterAll(() => sink.close());

  it('retries a send the server deferred and delivers it exactly once', async () => {
    await failNext(sink, 'deferred@copydesk.test', 2);
    await createMailer(local, [10, 10]).send('deferred@copydesk.test', content);
    expect(sink.messages.filter((m) => m.to.includes('deferred@copydesk.test'))).toHaveLength(1);
  });

  it('gives up once the retries are used up, delivering nothing', async () => {
    await failNext(sink, 'busy@copydesk.test', 3);
    await expect(createMailer(local, [10, 10]).send('busy@copydesk.test', content)).rejects.toMatchObject({
      responseCode: 451,
    });
    expect(sink.messages.filter((m) => m.to.includes('busy@copydesk.test'))).toHaveLength(0);
  });

  it('fails at once when the server refuses the mailbox for good (550), delivering nothing', async () => {
    // One refusal only: a retry would be delivered, so nothing delivered means none was made.
    await failNext(sink, 'refused@copydesk.test', 1, 550);
    await expect(createMailer(local, [10, 10]).send('refused@copydesk.test', content)).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(sink.messages.filter((m) => m.to.includes('refused@copydesk.test'))).toHaveLength(0);
  });

  it.each([
    ['retries a deferral (451)', { responseCode: 451 }, true],
    ['does not retry a refused mailbox (550)', { responseCode: 550 }, false],
    ['does not retry a refused login (535)', { responseCode: 535, code: 'EAUTH' }, false],
    ['retries a connection refused before any command', { code: 'ECONNECTION', command: 'CONN' }, true],
    ['retries a timeout while connecting', { code: 'ETIMEDOUT', command: 'CONN' }, true],
    ['does not retry a connection lost during the transfer', { code: 'ESOCKET', command: 'DATA' }, false],
    [
      'does not retry a server without STARTTLS when TLS is required',
      { code: 'ETLS', command: 'STARTTLS' },
      false,
    ],
    ['does not retry what is not an SMTP error', new Error('boom'), false],
  ])('%s', (_name, error, retryable) => {
    expect(isRetryableSendError(error)).toBe(retryable);
  });

  it.each([
    [
      'requires STARTTLS on a remote host’s submission port',
      'smtp.example.com',
      587,
      { secure: false, requireTLS: true },
    ],
    ['requires STARTTLS on a remote host’s port 25', '203.0.113.9', 25, { secure: false, requireTLS: true }],
    ['uses implicit TLS on port 465', 'smtp.example.com', 465, { secure: true, requireTLS: false }],
    ['lets the loopback sink go without TLS', '127.0.0.1', 2525, { secure: false, requireTLS: false }],
    ['lets localhost go without TLS', 'localhost', 2525, { secure: false, requireTLS: false }],
  ])('%s', (_name, host, port, expected) => {
    expect(smtpTransportOptions({ ...settings, host, port })).toMatchObject(expected);
  });
});
