// adminRecords/{uid}: what the server keeps about an admin (server-only; no rule grants clients any
// access). emailOfRecord is the sign-in e-mail the granting admin confirmed (or the operator, for the
// first admin): the only address a mailbox proof goes to (services/mailbox-proof.ts). lastActivityAt
// is the last admin request (domain/admin-sessions.ts). Deleted with the person's data on erasure.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../admin.js';

export const ADMIN_RECORDS_COLLECTION = 'adminRecords';

export interface AdminRecord {
  emailOfRecord: string | null;
  lastActivityMs: number | null;
}

const recordRef = (db: Firestore, uid: string) => db.collection(ADMIN_RECORDS_COLLECTION).doc(uid);

export async function readAdminRecord(uid: string, db: Firestore = defaultDb): Promise<AdminRecord> {
  const data = (await recordRef(db, uid).get()).data();
  const email: unknown = data?.emailOfRecord;
  const activity: unknown = data?.lastActivityAt;
  return {
    emailOfRecord: typeof email === 'string' && email !== '' ? email : null,
    lastActivityMs: activity instanceof Timestamp ? activity.toMillis() : null,
  };
}

/** Stores the confirmed sign-in e-mail as the admin's address of record. */
export async function storeAddressOfRecord(
  uid: string,
  email: string,
  confirmedBy: string,
  db: Firestore = defaultDb,
): Promise<void> {
  await recordRef(db, uid).set(
    { emailOfRecord: email.trim().toLowerCase(), confirmedBy, confirmedAt: Timestamp.now() },
    { merge: true },
  );
}

export async function recordActivity(uid: string, nowMs: number, db: Firestore = defaultDb): Promise<void> {
  await recordRef(db, uid).set({ lastActivityAt: Timestamp.fromMillis(nowMs) }, { merge: true });
}

/**
 * Makes `uid` an admin and stores the confirmed address in one transaction. The users/{uid} write is
 * stamped with the granting admin (lastChangedBy), so the audit trigger records the role change.
 */
export async function grantAdminWithAddress(
  uid: string,
  email: string,
  grantedBy: string,
  db: Firestore = defaultDb,
): Promise<boolean> {
  const user = db.collection('users').doc(uid);
  return db.runTransaction(async (tx) => {
    const profile = await tx.get(user);
    if (!profile.exists) return false;
    if (profile.get('isAdmin') !== true) {
      tx.update(user, { isAdmin: true, lastChangedBy: grantedBy, updatedAt: FieldValue.serverTimestamp() });
    }
    tx.set(
      recordRef(db, uid),
      { emailOfRecord: email.trim().toLowerCase(), confirmedBy: grantedBy, confirmedAt: Timestamp.now() },
      { merge: true },
    );
    return true;
  });
}
