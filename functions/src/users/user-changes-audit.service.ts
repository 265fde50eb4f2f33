// Audit entries of changes to a user's subscription and roles (users/audit-user-changes.trigger.ts),
// appended inside the trigger's transaction so the entries and the event's marker commit together.
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { appendAudit } from '../platform/audit/audit.repo.js';

export interface AuditedUserChange {
  uid: string;
  before: DocumentData | undefined;
  after: DocumentData | undefined;
  actorUid: string;
  authContext: { authType: string | null; authId: string | null };
  subscriptionChanged: boolean;
  roleChange: boolean;
}

const pickRoles = (data: DocumentData | undefined): Record<string, unknown> => ({
  isAdmin: (data?.isAdmin as unknown) ?? null,
  isTechnicalAdmin: (data?.isTechnicalAdmin as unknown) ?? null,
});

const pickSubscription = (data: DocumentData | undefined): unknown => (data?.subscription as unknown) ?? null;

/** Appends one entry per changed part, each keyed by the event's marker id: a replay appends nothing new. */
export function appendUserChangeAudits(
  tx: Transaction,
  eventMarkerId: string,
  change: AuditedUserChange,
  db: Firestore,
): string[] {
  const { uid: targetUid, actorUid, authContext } = change;
  const ids: string[] = [];
  if (change.subscriptionChanged) {
    const details = {
      before: pickSubscription(change.before),
      after: pickSubscription(change.after),
      authContext,
    };
    const id = `${eventMarkerId}__subscription`;
    appendAudit(tx, { actorUid, action: 'subscription.changed', targetUid, details }, { id, db });
    ids.push(id);
  }
  if (change.roleChange) {
    const details = { before: pickRoles(change.before), after: pickRoles(change.after), authContext };
    const id = `${eventMarkerId}__roles`;
    appendAudit(tx, { actorUid, action: 'roles.changed', targetUid, details }, { id, db });
    ids.push(id);
  }
  return ids;
}
