// Audit entries of the HTTP API (auditLog, through the rules branch's recordAudit): every bulk
// deploy/undeploy run, and every account or strategy action an admin performs on another user's account.
// Automation is recorded as "service account X acting as Y": actorUid Y, serviceAccount X.
import { recordAudit, type AuditAction, type AuditInput } from './audit.repo.js';

export interface AuditCaller {
  uid: string;
  serviceAccount?: string | undefined;
}

/** Who an entry names for a caller: the person, and the ops principal when automation acted for them. */
export function auditActor(caller: AuditCaller): Pick<AuditInput, 'actorUid' | 'serviceAccount'> {
  return caller.serviceAccount === undefined
    ? { actorUid: caller.uid }
    : { actorUid: caller.uid, serviceAccount: caller.serviceAccount };
}

/**
 * Records the action when the caller acts on someone else's account (an admin), and whenever automation
 * acts, even on the operator's own account: a script holding admin power is always on the record. A
 * person's own actions in the app are not audited here.
 */
export async function auditAdminAction(
  context: { caller: AuditCaller },
  targetUid: string,
  action: AuditAction,
  details: Record<string, unknown>,
): Promise<void> {
  if (targetUid === context.caller.uid && context.caller.serviceAccount === undefined) return;
  await recordAudit({ ...auditActor(context.caller), action, targetUid, details });
}
