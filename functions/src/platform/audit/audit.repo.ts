// The append-only audit log of admin actions (auditLog/{id}). Clients can never write it (rules); the
// server appends here and nowhere else. Entries are never updated; each expires 400 days after it was
// written (expireAt, docs/operations.md "Retention").
//
// For the API engineer: call recordAudit() after every admin action an endpoint performs (account
// provisioning or deletion for a user, strategy assignment or removal, deploy/undeploy runs). Changes
// an admin makes to users/{uid} (subscription, isAdmin, isTechnicalAdmin) are audited by the
// auditUserChanges trigger whoever made them, so an endpoint that writes those fields should stamp
// `lastChangedBy: <admin uid>` on the same write instead of calling recordAudit (no double entries).
// Never put secrets (broker passwords, tokens) into details.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { db as defaultDb } from '../firebase-app.js';
import { expiryMs } from '../retention/retention.rules.js';

export const AUDIT_COLLECTION = 'auditLog';

export type AuditAction =
  | 'subscription.changed'
  | 'roles.changed'
  | 'tradingAccount.provisioned'
  | 'tradingAccount.deleted'
  | 'tradingAccount.removedOverLimit'
  | 'copying.closeOnly'
  | 'copying.resumed'
  | 'strategy.assigned'
  | 'strategy.volumeChanged'
  | 'strategy.removed'
  | 'risk.acknowledged'
  | 'guardrails.changed'
  | 'guardrails.defaultsChanged'
  | 'strategy.activeChanged'
  | 'stopout.reset'
  | 'deploy.run'
  | 'undeploy.run'
  | 'deploymentRun.finished'
  | 'deploymentRun.cancelled'
  | 'smokeCheck.run'
  | 'user.erasureRequested'
  | 'user.erased'
  | 'subscriber.created'
  | 'mailboxProof.requested'
  | 'secondFactor.trusted'
  | 'signInEmail.changed'
  | 'adminAddress.confirmed';

export interface AuditInput {
  /** The admin's uid, or "system:<trigger>" for the server's own actions. */
  actorUid: string;
  /** Set when automation acted: the ops principal acting for `actorUid` ("service account X acting as Y"). */
  serviceAccount?: string;
  action: AuditAction;
  targetUid?: string;
  details: Record<string, unknown>;
}

export interface AuditOptions {
  /** A deterministic id makes the append idempotent: a second call with the same id changes nothing. */
  id?: string;
  /** Append inside this transaction (atomic with the action it records). */
  transaction?: Transaction;
  db?: Firestore;
}

const ALREADY_EXISTS = 6; // gRPC status code

function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ALREADY_EXISTS;
}

function entryOf(input: AuditInput) {
  return {
    actorUid: input.actorUid,
    ...(input.serviceAccount === undefined ? {} : { serviceAccount: input.serviceAccount }),
    action: input.action,
    targetUid: input.targetUid ?? null,
    details: input.details,
    at: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(expiryMs('auditEntry', Date.now())),
  };
}

/** Appends one entry inside a transaction (atomic with the action it records); returns its id. */
export function appendAudit(
  tx: Transaction,
  input: AuditInput,
  options: { id?: string; db?: Firestore } = {},
): string {
  const collection = (options.db ?? defaultDb).collection(AUDIT_COLLECTION);
  const ref = options.id ? collection.doc(options.id) : collection.doc();
  tx.create(ref, entryOf(input));
  return ref.id;
}

/** Appends one entry and returns its id. */
export async function recordAudit(input: AuditInput, options: AuditOptions = {}): Promise<string> {
  if (options.transaction) return appendAudit(options.transaction, input, options);
  const collection = (options.db ?? defaultDb).collection(AUDIT_COLLECTION);
  const ref = options.id ? collection.doc(options.id) : collection.doc();
  try {
    await ref.create(entryOf(input));
  } catch (error) {
    if (!(options.id && isAlreadyExists(error))) throw error;
  }
  return ref.id;
}
