// The writes of an admin-change notice (platform/identity/admin-change-notices.service.ts): its audit entry,
// appended once, and one notification per other admin under users/{uid}/notifications/{auditId}, which
// the onNotificationCreated trigger e-mails. Notifications expire like every other (docs/operations.md
// "Retention").
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../firebase-app.js';
import { AUDIT_COLLECTION, appendAudit, type AuditInput } from '../audit/audit.repo.js';
import { expiryFromIso } from '../retention/retention.rules.js';
import type { Notification } from '../../contract/index.js';

const ALREADY_EXISTS = 6; // gRPC status code

/**
 * Appends the entry under `id` unless it is there; true when this call wrote it. A sign-in e-mail
 * change is seen on every request until it is resolved, so only the first sighting notifies.
 */
export async function appendAuditOnce(
  input: AuditInput,
  id: string,
  db: Firestore = defaultDb,
): Promise<boolean> {
  const ref = db.collection(AUDIT_COLLECTION).doc(id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    appendAudit(tx, input, { id, db });
    return true;
  });
}

/** A fresh id for an entry that happens once by nature (a factor is trusted once). */
export const newAuditId = (db: Firestore = defaultDb): string => db.collection(AUDIT_COLLECTION).doc().id;

/** Creates the notification for each recipient; one already there (a retried run) is left as it is. */
export async function createNotifications(
  recipients: readonly string[],
  notification: Notification,
  db: Firestore = defaultDb,
): Promise<void> {
  const document = {
    ...notification,
    expireAt: Timestamp.fromMillis(expiryFromIso('notification', notification.createdAt)),
  };
  const writer = db.bulkWriter();
  writer.onWriteError((error) => (error.code as number) !== ALREADY_EXISTS && error.failedAttempts < 3);
  const writes = recipients.map((uid) =>
    writer
      .create(db.collection('users').doc(uid).collection('notifications').doc(notification.id), document)
      .catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      }),
  );
  await writer.close();
  await Promise.all(writes);
}
