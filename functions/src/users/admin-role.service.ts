// Granting the admin role with an address of record (docs/product.md §9, docs/architecture.md §5): the
// granting admin confirms the sign-in e-mail they saw; when Firebase Auth no longer holds it the grant
// is refused, so the address a mailbox proof goes to is one a second person vouched for.
import { adminAuth } from '../platform/firebase-app.js';
import { ADMIN_ROLE_MESSAGES } from '../contract/index.js';
import { sameAddress } from '../platform/identity/admin-sessions.rules.js';
import { inConflict, notAllowed, notFoundRule } from '../platform/rule-violation.js';
import { grantAdminWithAddress } from '../platform/identity/admin-records.repo.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { auditActor, type AuditCaller } from '../platform/audit/audit.service.js';

/** The Auth user, or undefined for an unknown (or malformed) uid, however the Admin SDK refuses it. */
async function findAuthUser(uid: string) {
  try {
    return await adminAuth.getUser(uid);
  } catch {
    return undefined;
  }
}

export async function grantAdminRole(
  caller: AuditCaller,
  uid: string,
  confirmedEmail: string,
): Promise<{ uid: string; emailOfRecord: string }> {
  if (uid === caller.uid) throw notAllowed(ADMIN_ROLE_MESSAGES.ownRole);
  const person = await findAuthUser(uid);
  if (!person) throw notFoundRule(ADMIN_ROLE_MESSAGES.noSuchUser);
  if (!sameAddress(person.email, confirmedEmail)) throw inConflict(ADMIN_ROLE_MESSAGES.emailChanged);
  if (!person.emailVerified) throw inConflict(ADMIN_ROLE_MESSAGES.notVerified);
  const emailOfRecord = confirmedEmail.trim().toLowerCase();
  if (!(await grantAdminWithAddress(uid, emailOfRecord, caller.uid))) {
    throw notFoundRule(ADMIN_ROLE_MESSAGES.noSuchUser);
  }
  await recordAudit({
    ...auditActor(caller),
    action: 'adminAddress.confirmed',
    targetUid: uid,
    details: { emailOfRecord },
  });
  return { uid, emailOfRecord };
}
