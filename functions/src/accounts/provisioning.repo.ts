// provisioningAttempts/{uid}: the per-user claim that serializes provisioning (one account per
// subscription even under concurrent requests), the persisted MetaApi transaction-id (so a retried call
// re-sends it and gets the same bridge account), and recent broker-rejected credential hashes.
// Never the password.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import { MESSAGES } from '../contract/index.js';
import {
  AUTH_FAILURE_LIMIT,
  AUTH_FAILURE_WINDOW_MS,
  BROKER_ACCOUNT_TAKEN_MESSAGE,
  CLAIM_BUSY_MESSAGE,
  CLAIM_TTL_MS,
  KNOWN_BAD_CREDENTIALS_MESSAGE,
  recentFailures,
  retryAfterSeconds,
  type AuthFailure,
} from './provisioning-policy.rules.js';
import { inConflict, rateLimited, unprocessableRequest } from '../platform/rule-violation.js';
import {
  brokerAccountRef,
  createTradingAccountDocs,
  userHasTradingAccount,
  type NewTradingAccount,
} from './accounts.repo.js';
import { RATE_LIMIT_MESSAGE } from '../platform/rate-limits/rate-limit-policy.rules.js';

type Status = 'in-progress' | 'pending' | 'idle' | 'done';

interface AttemptDoc {
  status?: Status;
  claimId?: string | null;
  claimedAt?: number;
  credentialHash?: string | null;
  transactionId?: string | null;
  accountNumber?: string | null;
  authFailures?: AuthFailure[];
  expireAt?: Timestamp;
}

/** Kept while a failure still counts toward the limit or a pending attempt may be retried. */
const expiresAt = (now: number) => Timestamp.fromMillis(now + AUTH_FAILURE_WINDOW_MS);

const attempts = () => db.collection('provisioningAttempts');

export interface Claim {
  claimId: string;
  transactionId: string;
  reused: boolean;
}

/** Checks the one-account rules and takes the user's provisioning claim, atomically. */
export async function claimProvisioning(
  uid: string,
  request: { accountNumber: string; credentialHash: string; newTransactionId: () => string },
  now = Date.now(),
): Promise<Claim> {
  const ref = attempts().doc(uid);
  return db.runTransaction(async (tx) => {
    const [snapshot, hasAccount, broker] = await Promise.all([
      tx.get(ref),
      userHasTradingAccount(uid, tx),
      tx.get(brokerAccountRef(request.accountNumber)),
    ]);
    if (hasAccount) throw inConflict(MESSAGES.oneAccount);
    if (broker.exists)
      throw inConflict(broker.get('uid') === uid ? MESSAGES.oneAccount : BROKER_ACCOUNT_TAKEN_MESSAGE);
    const doc = (snapshot.data() ?? {}) as AttemptDoc;
    const failures = recentFailures(doc.authFailures ?? [], now);
    if (failures.length >= AUTH_FAILURE_LIMIT)
      throw rateLimited(RATE_LIMIT_MESSAGE, retryAfterSeconds(failures, now));
    if (failures.some((f) => f.hash === request.credentialHash))
      throw unprocessableRequest(KNOWN_BAD_CREDENTIALS_MESSAGE, { code: 'E_AUTH' });
    if (doc.status === 'in-progress' && now - (doc.claimedAt ?? 0) < CLAIM_TTL_MS)
      throw inConflict(CLAIM_BUSY_MESSAGE);
    // A pending (or abandoned) attempt with the same credentials re-sends its transaction id.
    const resumable =
      (doc.status === 'pending' || doc.status === 'in-progress') &&
      doc.credentialHash === request.credentialHash &&
      typeof doc.transactionId === 'string';
    const transactionId = resumable ? doc.transactionId! : request.newTransactionId();
    const claimId = randomUUID();
    tx.set(ref, {
      status: 'in-progress',
      claimId,
      claimedAt: now,
      credentialHash: request.credentialHash,
      transactionId,
      accountNumber: request.accountNumber,
      authFailures: failures,
      expireAt: expiresAt(now),
    } satisfies AttemptDoc);
    return { claimId, transactionId, reused: resumable };
  });
}

export type ReleaseOutcome =
  /** The broker rejected the credentials: count it and remember the hash. */
  | 'auth-failed'
  /** The bridge may still create the account: keep the transaction id for the retry. */
  | 'retryable'
  /** Nothing was created: forget the transaction id. */
  | 'failed';

export async function releaseClaim(
  uid: string,
  claimId: string,
  outcome: ReleaseOutcome,
  now = Date.now(),
): Promise<void> {
  const ref = attempts().doc(uid);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const doc = (snapshot.data() ?? {}) as AttemptDoc;
    if (doc.claimId !== claimId) return;
    const failures = recentFailures(doc.authFailures ?? [], now);
    if (outcome === 'auth-failed' && doc.credentialHash) failures.push({ at: now, hash: doc.credentialHash });
    if (outcome === 'retryable') {
      tx.update(ref, { status: 'pending', claimId: null, authFailures: failures, expireAt: expiresAt(now) });
    } else {
      tx.update(ref, {
        status: 'idle',
        claimId: null,
        transactionId: null,
        credentialHash: null,
        authFailures: failures,
        expireAt: expiresAt(now),
      });
    }
  });
}

/** Writes the account documents if the claim is still ours and the slot still free; else throws a conflict. */
export async function commitProvisioning(
  uid: string,
  claimId: string,
  account: NewTradingAccount,
): Promise<void> {
  const ref = attempts().doc(uid);
  await db.runTransaction(async (tx) => {
    const [snapshot, hasAccount, broker] = await Promise.all([
      tx.get(ref),
      userHasTradingAccount(uid, tx),
      tx.get(brokerAccountRef(account.accountNumber)),
    ]);
    if ((snapshot.get('claimId') as unknown) !== claimId) throw inConflict(CLAIM_BUSY_MESSAGE);
    if (hasAccount) throw inConflict(MESSAGES.oneAccount);
    if (broker.exists) throw inConflict(BROKER_ACCOUNT_TAKEN_MESSAGE);
    createTradingAccountDocs(tx, account);
    // Success: no fingerprint is kept, and the earlier failures no longer matter.
    tx.update(ref, {
      status: 'done',
      claimId: null,
      transactionId: null,
      credentialHash: null,
      authFailures: [],
      expireAt: Timestamp.fromMillis(Date.now()),
    });
  });
}
