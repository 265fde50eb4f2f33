// adminRecords/{uid}: what the server keeps about an admin (server-only; no rule grants clients any
// access). emailOfRecord is the sign-in e-mail the granting admin confirmed (or the operator, for the
// first admin): the only address a mailbox proof goes to (users/mailbox-proof.service.ts). sessions.{auth_time}
// is each session's last admin request (platform/identity/admin-sessions.rules.ts). Deleted with the person's data.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../firebase-app.js';

export const ADMIN_RECORDS_COLLECTION = 'adminRecords';

export interface AdminRecord {
  emailOfRecord: string | null;
  /** The last admin request of each session, by the session's auth_time (epoch seconds). */
  activityMs: Record<string, number>;
}

const recordRef = (db: Firestore, uid: string) => db.collection(ADMIN_RECORDS_COLLECTION).doc(uid);

export async function readAdminRecord(uid: string, db: Firestore = defaultDb): Promise<AdminRecord> {
  const data = (await recordRef(db, uid).get()).data();
  const email: unknown = data?.emailOfRecord;
  const sessions: unknown = data?.sessions;
  const activityMs: Record<string, number> = {};
  if (typeof sessions === 'object' && sessions !== null) {
    for (const [authTime, at] of Object.entries(sessions)) {
      if (at instanceof Timestamp) activityMs[authTime] = at.toMillis();
    }
  }
  return { emailOfRecord: typeof email === 'string' && email !== '' ? email : null, activityMs };
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

/** Stores the session's activity and forgets the `stale` sessions, in one write. */
export async function recordActivity(
  uid: string,
  session: { authTime: number; nowMs: number; stale: string[] },
  db: Firestore = defaultDb,
): Promise<void> {
  const sessions: Record<string, unknown> = {
    [String(session.authTime)]: Timestamp.fromMillis(session.nowMs),
  };
  for (const authTime of session.stale) sessions[authTime] = FieldValue.delete();
  await recordRef(db, uid).set({ sessions }, { merge: true });
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
