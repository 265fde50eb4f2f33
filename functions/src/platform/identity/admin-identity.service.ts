// What the server watches about an admin's own identity (docs/architecture.md §5): the sign-in e-mail
// against the address of record, and how long the session has been idle. A sign-in e-mail change
// cannot be seen by a trigger (Cloud Functions has no Auth update event, and the change never touches
// Firestore), so it is seen on the admin's next request, where the ID token carries the new address.
import { createHash } from 'node:crypto';
import { activityWriteDue, idleTooLong, sameAddress, staleSessions } from './admin-sessions.rules.js';
import { readAdminRecord, recordActivity, type AdminRecord } from './admin-records.repo.js';
import { recordAndNoticeAdminChange } from './admin-change-notices.service.js';

export interface AdminIdentity {
  uid: string;
  email: string | undefined;
  authTime: number;
  serviceAccount?: string | undefined;
}

/** Audits a sign-in e-mail that differs from the address of record, and tells the other admins, once per new address. */
export async function noticeSignInEmailChange(caller: AdminIdentity, record: AdminRecord): Promise<boolean> {
  if (record.emailOfRecord === null || caller.email === undefined) return false;
  if (sameAddress(record.emailOfRecord, caller.email)) return false;
  const digest = createHash('sha256').update(`${caller.uid}\n${caller.email.toLowerCase()}`).digest('hex');
  await recordAndNoticeAdminChange(
    {
      actorUid: caller.uid,
      action: 'signInEmail.changed',
      targetUid: caller.uid,
      details: { addressOfRecord: record.emailOfRecord, signInEmail: caller.email },
    },
    { id: `signInEmail-${digest.slice(0, 32)}` },
  );
  return true;
}

/**
 * Checks an admin request: notices an e-mail change, refuses an idle person's session (automation has
 * no idle time: it acts in one run), and stores the activity at most once a minute.
 */
export async function checkAdminRequest(
  caller: AdminIdentity,
  nowMs = Date.now(),
): Promise<{ record: AdminRecord; idle: boolean }> {
  const record = await readAdminRecord(caller.uid);
  await noticeSignInEmailChange(caller, record);
  if (caller.serviceAccount !== undefined) return { record, idle: false };
  const lastActivityMs = record.activityMs[String(caller.authTime)];
  if (idleTooLong(lastActivityMs, nowMs)) return { record, idle: true };
  if (activityWriteDue(lastActivityMs, nowMs)) {
    const stale = staleSessions(record.activityMs, nowMs);
    await recordActivity(caller.uid, { authTime: caller.authTime, nowMs, stale });
  }
  return { record, idle: false };
}
