import { describe, expect, it } from 'vitest';
import { notificationSchema } from '../contract/index.js';
import { emailFor } from './health-notifications.rules.js';
import {
  adminChangeNotification,
  type AdminChangeEvent,
} from '../platform/identity/admin-change-notices.rules.js';

const base = {
  auditId: 'audit-1',
  actorUid: 'uid-a',
  actorLabel: 'a@copydesk.test',
  atIso: '2026-12-03T15:40:12.000Z',
};

describe('the notice other admins get about an admin identity change', () => {
  it.each<[string, AdminChangeEvent, string, string]>([
    [
      'a trusted factor',
      { ...base, change: { kind: 'factorTrusted', factorUid: 'f-1' } },
      'Security: admin a@copydesk.test trusted a new second factor',
      'Admin a@copydesk.test trusted a second factor for admin power at 2026-12-03 15:40 UTC.',
    ],
    [
      'a changed sign-in e-mail',
      { ...base, change: { kind: 'signInEmailChanged', signInEmail: 'x@attacker.test' } },
      'Security: admin a@copydesk.test changed their sign-in e-mail',
      'The sign-in e-mail of admin a@copydesk.test changed to x@attacker.test at 2026-12-03 15:40 UTC. ' +
        'Mailbox links still go only to their address of record.',
    ],
  ])(
    'names who changed what and when for %s, in the stored notification shape',
    (_case, event, title, body) => {
      const notice = adminChangeNotification(event);
      expect(notificationSchema.parse(notice)).toEqual(notice);
      expect(notice).toMatchObject({ id: 'audit-1', audience: 'admin', ownerUid: 'uid-a', title, body });
    },
  );

  it('is e-mailed with a link to the admin panel and no opt-out sentence', () => {
    const notice = adminChangeNotification({ ...base, change: { kind: 'factorTrusted', factorUid: 'f-1' } });
    const mail = emailFor(notice, 'https://app.copydesk.test/');
    expect(mail.text).toContain('Open CopyDesk: https://app.copydesk.test/admin');
    expect(mail.text).toContain("Every admin gets CopyDesk's security notices by e-mail.");
    expect(mail.text).not.toContain('turn these e-mails off');
  });
});
