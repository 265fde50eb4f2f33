// The SMTP sink (tools/smtp-sink): where the functions' e-mails land locally. Its HTTP API lists them
// (README "Copy health"); tests read it through COPYDESK_MAILBOX_URL.
import path from 'node:path';
import { BIN, ROOT, spawnChild } from '../processes.ts';
import { httpAnswers, waitFor } from '../readiness.ts';
import { portOf, type LocalService, type Ports } from '../types.ts';

const mailbox = (ports: Ports) => `http://127.0.0.1:${portOf(ports, 'mailbox')}`;

export const smtpSink: LocalService = {
  name: 'smtp-sink',
  ports: { smtp: 2525, mailbox: 4087 },
  env: (ports) => ({
    COPYDESK_SMTP_PORT: String(portOf(ports, 'smtp')),
    COPYDESK_MAILBOX_PORT: String(portOf(ports, 'mailbox')),
    COPYDESK_MAILBOX_URL: mailbox(ports),
  }),
  functionsParams: (ports) => ({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(portOf(ports, 'smtp')),
    SMTP_USER: 'copydesk',
    SMTP_FROM: 'CopyDesk <alerts@copydesk.local>',
    APP_URL: `http://127.0.0.1:${portOf(ports, 'web')}`,
  }),
  async start({ ports, env }) {
    const entry = path.join(ROOT, 'tools', 'smtp-sink', 'main.ts');
    const child = spawnChild('smtp-sink', path.join(BIN, 'tsx'), [entry], { env });
    await waitFor(
      'the SMTP sink',
      httpAnswers(`${mailbox(ports)}/__health`, (s) => s === 200),
      {
        timeoutMs: 30_000,
      },
    );
    return child;
  },
};
