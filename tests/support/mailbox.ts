// What the local SMTP sink received (tools/smtp-sink), read over its HTTP API like any other process
// would: GET /messages?to= lists the parsed messages (plain-text and HTML parts) sent to an address.
import type { SinkMessage } from '../../tools/smtp-sink/server.ts';
export type MailboxMessage = SinkMessage;

function mailboxUrl(): string {
  const value = process.env.COPYDESK_MAILBOX_URL;
  if (!value) throw new Error('COPYDESK_MAILBOX_URL is not set: run the emulator suites through "npm test".');
  return value;
}

/** Every message the sink holds for `to`, oldest first. */
export async function mailTo(to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${mailboxUrl()}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox: ${response.status} ${await response.text()}`);
  return (await response.json()) as MailboxMessage[];
}
