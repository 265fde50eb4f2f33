// Changes to an admin's own identity are audited and told to every other admin (docs/product.md §8
// "Admin security notices", docs/architecture.md §5): trusting a second factor for admin power, and a
// sign-in e-mail that differs from the address of record. Either is what an attacker holding only the
// password would do first, so the other admins hear of it in the app and by e-mail.
import type { AuditInput } from '../audit/audit.repo.js';
import { readAdminRecord } from './admin-records.repo.js';
import { adminChangeNotification, type AdminChange } from './admin-change-notices.rules.js';
import { appendAuditOnce, createNotifications, newAuditId } from './admin-change-notices.repo.js';
import { adminUids } from './caller-records.repo.js';

/** The audited actions that notify, and what each one's details say changed. */
function changeOf(input: AuditInput): AdminChange | null {
  const details = input.details;
  if (input.action === 'secondFactor.trusted' && typeof details.factorUid === 'string')
    return { kind: 'factorTrusted', factorUid: details.factorUid };
  if (input.action === 'signInEmail.changed' && typeof details.signInEmail === 'string')
    return { kind: 'signInEmailChanged', signInEmail: details.signInEmail };
  return null;
}

/**
 * Records the audit entry (once per `id`: a repeat records and notifies nothing) and, for a change to
 * an admin's identity, notifies every admin but the actor. Returns the entry's id.
 */
export async function recordAndNoticeAdminChange(
  input: AuditInput,
  options: { id?: string } = {},
): Promise<string> {
  const auditId = options.id ?? newAuditId();
  if (!(await appendAuditOnce(input, auditId))) return auditId;
  const change = changeOf(input);
  if (change === null) return auditId;
  const [record, admins] = await Promise.all([readAdminRecord(input.actorUid), adminUids()]);
  const notification = adminChangeNotification({
    auditId,
    actorUid: input.actorUid,
    actorLabel: record.emailOfRecord ?? input.actorUid,
    change,
    atIso: new Date().toISOString(),
  });
  await createNotifications(
    admins.filter((uid) => uid !== input.actorUid),
    notification,
  );
  return auditId;
}
