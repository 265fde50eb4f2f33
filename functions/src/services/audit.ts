// Audit entries of the HTTP API (auditLog, through the rules branch's recordAudit): every bulk
// deploy/undeploy run, and every account or strategy action an admin performs on another user's account.
import { recordAudit, type AuditAction } from '../repos/audit-repo.js';

/** Records the action when the caller acts on someone else's account (an admin); a user's own actions are not audited here. */
export async function auditAdminAction(
  context: { caller: { uid: string } },
  targetUid: string,
  action: AuditAction,
  details: Record<string, unknown>,
): Promise<void> {
  if (targetUid === context.caller.uid) return;
  await recordAudit({ actorUid: context.caller.uid, action, targetUid, details });
}
