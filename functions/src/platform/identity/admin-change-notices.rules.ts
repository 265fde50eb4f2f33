// The words of the notice every other admin gets when an admin's identity changes: a second factor
// trusted for admin power, or a sign-in e-mail that differs from the address of record (docs/product.md
// §8 "Admin security notices"). The notice names who, what and when, and what to do if it was not them.
import type { Notification } from '../../contract/index.js';

export type AdminChange =
  { kind: 'factorTrusted'; factorUid: string } | { kind: 'signInEmailChanged'; signInEmail: string };

export interface AdminChangeEvent {
  /** The audit entry that records the change: one notice per entry and recipient. */
  auditId: string;
  actorUid: string;
  /** How the other admins know the actor: the address of record, else the uid. */
  actorLabel: string;
  change: AdminChange;
  atIso: string;
}

/** Where the notice points: the admin panel, where roles are revoked. */
export const ADMIN_PANEL_LINK = '/admin';

export const SECURITY_NOTICE_ACTION =
  'If they did not expect this, revoke their admin role in the admin panel and ask them to reset their password.';

/** "2026-12-03 15:40 UTC": the same instant for every admin, whatever their time zone. */
export function noticeTime(atIso: string): string {
  return `${atIso.slice(0, 10)} ${atIso.slice(11, 16)} UTC`;
}

function titleAndBody(event: AdminChangeEvent): { title: string; body: string } {
  const when = noticeTime(event.atIso);
  if (event.change.kind === 'factorTrusted') {
    return {
      title: `Security: admin ${event.actorLabel} trusted a new second factor`,
      body: `Admin ${event.actorLabel} trusted a second factor for admin power at ${when}.`,
    };
  }
  return {
    title: `Security: admin ${event.actorLabel} changed their sign-in e-mail`,
    body:
      `The sign-in e-mail of admin ${event.actorLabel} changed to ${event.change.signInEmail} at ${when}. ` +
      'Mailbox links still go only to their address of record.',
  };
}

/** The in-app notice (e-mailed by onNotificationCreated) for one other admin. */
export function adminChangeNotification(event: AdminChangeEvent): Notification {
  return {
    id: event.auditId,
    audience: 'admin',
    event: 'securityChange',
    kind: 'adminSecurity',
    incidentId: event.auditId,
    ownerUid: event.actorUid,
    accountNumber: null,
    metaApiAccountId: null,
    ...titleAndBody(event),
    action: SECURITY_NOTICE_ACTION,
    link: ADMIN_PANEL_LINK,
    createdAt: event.atIso,
    read: false,
    email: 'pending',
  };
}
