// `tsx tools/smtp-sink/main.ts`: the SMTP sink as a process (npm start and the emulator runs start it
// through tools/stack/services/smtp-sink.ts). Ports from COPYDESK_SMTP_PORT and COPYDESK_MAILBOX_PORT.
import { startSmtpSink } from './server.ts';

const smtpPort = Number(process.env.COPYDESK_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.COPYDESK_MAILBOX_PORT ?? 4087);
const sink = await startSmtpSink({ smtpPort, httpPort });
console.log(
  `SMTP sink ready: smtp://127.0.0.1:${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`,
);
const stop = () => void sink.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
