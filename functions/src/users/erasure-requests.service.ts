// Asking for an erasure (docs/operations.md "Erasure"), by the person, an admin or a deletion in
// Firebase Auth: opens erasures/{uid} and enqueues the cleanup task (users/user-erasure.service.ts) on its
// Cloud Tasks queue. The task is named by the uid and the erasure's run, so asking twice enqueues one
// task (Cloud Tasks refuses the name, and that refusal counts as done); a retry of a failed erasure is
// the next run, a new name.
import { cloudTaskQueue, enqueueTasks } from '../platform/tasks/enqueue.js';
import {
  ERASURE_TASK_RETRY,
  erasureTaskId,
  statusAfterFailure,
  type ErasureOrigin,
} from './erasure.rules.js';
import { RATE_LIMIT_KEY } from '../platform/params/security-params.js';
import { pseudonymOf } from './erasure.rules.js';
import { notFoundRule } from '../platform/rule-violation.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { authUserExists, disableAuthUser } from './auth-erasure.repo.js';
import { openErasure, readErasure, recordErasureFailure, type ErasureRecord } from './erasures.repo.js';
import { readUser } from './users.repo.js';
import { auditActor, type AuditCaller } from '../platform/audit/audit.service.js';
import '../platform/firebase-app.js';

export const ERASURE_TASK_FUNCTION = 'eraseUserTask';

export interface ErasureTask {
  uid: string;
}

/** Opens (or reopens after a failure) the erasure of `uid` and makes sure its task is queued. */
export async function requestErasure(uid: string, origin: ErasureOrigin): Promise<ErasureRecord> {
  const record = await openErasure(uid, origin);
  if (record.status === 'done') return record;
  await enqueueTasks(cloudTaskQueue<ErasureTask>(ERASURE_TASK_FUNCTION), [{ uid }], {
    taskName: () => erasureTaskId(uid, record.run),
    dispatchDeadlineSeconds: ERASURE_TASK_RETRY.dispatchDeadlineSeconds,
    refusedNameIsDone: true,
  });
  return record;
}

/** The person's own request (deleteMyAccount): the erasure is queued, then their sign-in disabled at once. */
export async function eraseOwnAccount(uid: string): Promise<ErasureRecord> {
  const record = await requestErasure(uid, 'self');
  await disableAuthUser(uid);
  return record;
}

/** An admin's erase (eraseUser), audited under the person's pseudonym so the entry outlives them. */
export async function eraseByAdmin(caller: AuditCaller, uid: string): Promise<ErasureRecord> {
  const known = (await readErasure(uid)) ?? (await readUser(uid)) ?? ((await authUserExists(uid)) || null);
  if (!known) throw notFoundRule('No user with this id.');
  const record = await requestErasure(uid, 'admin');
  await recordAudit({
    ...auditActor(caller),
    action: 'user.erasureRequested',
    targetUid: pseudonymOf(RATE_LIMIT_KEY.value(), uid),
    details: { status: record.status },
  });
  return record;
}

/**
 * Records a failed attempt of the erasure task: still `pending` while the queue will retry, `failed`
 * after its last attempt (shown to technical admins; erasing again retries it).
 */
export async function recordFailedErasureAttempt(
  uid: string,
  retryCount: number,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await recordErasureFailure(uid, statusAfterFailure(retryCount), message);
}
